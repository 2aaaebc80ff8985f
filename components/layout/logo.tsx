import { site } from '@/lib/site';

/** The group's mark and wordmark. */
export function Logo() {
  return (
    <span className="flex items-center gap-2.5 text-brand-navy">
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" className="shrink-0">
        <rect width="32" height="32" rx="8" fill="#0B2545" />
        <path
          d="M7 23V10l4.5 7L16 10l4.5 7L25 10v13"
          fill="none"
          stroke="#F2A541"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="text-lg font-bold tracking-tight">{site.name}</span>
    </span>
  );
}
