import { BROCHURE_LABEL } from '@/lib/navigation';

/** The Brochure entry: opens the file in a new tab, or stays inert when there is none. */
export function BrochureLink({
  url,
  className,
  onChoose,
}: {
  url: string | null;
  className: string;
  onChoose?: () => void;
}) {
  if (!url) {
    return (
      <span
        aria-disabled="true"
        className={`${className} cursor-not-allowed opacity-50`}
        title="The brochure is not available right now"
      >
        {BROCHURE_LABEL}
      </span>
    );
  }
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      onClick={onChoose}
    >
      {BROCHURE_LABEL}
      <span className="sr-only"> (PDF, opens in a new tab)</span>
    </a>
  );
}
