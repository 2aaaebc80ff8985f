import type { ReactNode } from 'react';

/** Label and value pairs (factory, address, year), one per row, labels in a narrow column. */
export function FactList({
  facts,
  className = '',
}: {
  /** `lang`: a value's language where it differs from the page's copy (an English name on a Bangla page). */
  facts: { label: string; value: ReactNode; lang?: string }[];
  className?: string;
}) {
  return (
    <dl className={`grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[8rem_1fr] ${className}`}>
      {facts.map((fact) => (
        <div key={fact.label} className="contents">
          <dt className="font-semibold uppercase tracking-wide text-brand-slate sm:pt-px">
            {fact.label}
          </dt>
          <dd {...(fact.lang && { lang: fact.lang })} className="mb-2 text-brand-ink sm:mb-0">
            {fact.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
