/**
 * The group's mark: a saffron M on a navy tile. One drawing for the header logo,
 * the generated share images and the phone icon (next/og draws the same SVG).
 */
export function BrandMark({
  size,
  tile = '#0B2545',
  className,
}: {
  size: number;
  tile?: string;
  className?: string;
}) {
  return (
    <svg viewBox="0 0 32 32" width={size} height={size} aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="8" fill={tile} />
      <path
        d="M7 23V10l4.5 7L16 10l4.5 7L25 10v13"
        fill="none"
        stroke="#F2A541"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
