import type { Fact } from '@/lib/copy/non-apparel';

/** The key figures under a business page's banner: value above its label. */
export function FactStrip({ facts }: { facts: Fact[] }) {
  return (
    <div className="border-b border-black/5 bg-brand-teal-100">
      <dl className="mx-auto grid max-w-content grid-cols-2 gap-x-6 gap-y-6 px-5 py-8 sm:px-8 lg:grid-cols-4">
        {facts.map((fact) => (
          <div key={fact.label} className="flex flex-col-reverse justify-end">
            <dt className="mt-1 text-sm text-brand-ink">{fact.label}</dt>
            <dd className="text-xl font-bold text-brand-navy sm:text-2xl">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
