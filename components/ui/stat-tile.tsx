import { figure } from '@/lib/format';

/** A figure with its label and unit. Numbers show with thousands separators; text shows as it is. */
export function StatTile({
  label,
  value,
  unit,
  labelLang,
  unitLang,
}: {
  label: string;
  value: number | string;
  unit?: string;
  /** The label's and unit's language where it differs from the page copy's (English on a Bangla page). */
  labelLang?: string;
  unitLang?: string;
}) {
  return (
    <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-black/5">
      <dt
        {...(labelLang && { lang: labelLang })}
        className="text-caption font-medium uppercase tracking-wide text-brand-slate"
      >
        {label}
      </dt>
      <dd className="mt-2 text-2xl font-bold text-brand-navy">
        {typeof value === 'number' ? figure(value) : value}
        {unit && (
          <>
            {' '}
            <span
              {...(unitLang && { lang: unitLang })}
              className="block text-sm font-medium text-brand-slate"
            >
              {unit}
            </span>
          </>
        )}
      </dd>
    </div>
  );
}
