import {
  BANGLA_LEGEND_SUMMARY,
  BANGLA_MARK_LEGEND,
  banglaState,
  MISSING_BANGLA,
} from '@/lib/admin/bangla-fields';

/** A list's mark of an item's Bangla: complete, or what it lacks (the Bangla page shows that in English). */
export function BanglaMark({
  fields,
  values,
}: {
  fields: readonly { key: string; label: string; translate?: true; kind?: string }[];
  values: Record<string, unknown>;
}) {
  const { complete, incomplete, text } = banglaState(fields, values);
  return (
    <span
      data-bangla={complete ? 'complete' : incomplete ? 'incomplete' : 'missing'}
      className={`rounded-full px-2.5 py-0.5 text-sm ${markTone(complete)}`}
    >
      {complete ? (
        <>
          <span lang="bn">বাংলা</span> ✓
        </>
      ) : (
        text
      )}
    </span>
  );
}

const markTone = (complete: boolean) =>
  complete ? 'bg-emerald-50 text-emerald-900' : 'bg-amber-100 text-amber-900';

/**
 * What the list's Bangla marks mean, each beside its look, above the list: on a
 * phone one line that opens to them (a <details>, no script), beside each other
 * and always shown from `sm` up (its content shown whether open or not).
 */
export function BanglaLegend() {
  return (
    <details className="mt-2 text-sm text-brand-slate sm:details-content:[content-visibility:visible]">
      <summary className="min-h-11 w-fit cursor-pointer py-2.5 font-semibold text-brand-navy sm:hidden">
        {BANGLA_LEGEND_SUMMARY}
      </summary>
      <dl
        aria-label="What the Bangla marks mean"
        data-bangla-legend=""
        className="flex flex-wrap gap-x-5 gap-y-1"
      >
        {BANGLA_MARK_LEGEND.map(({ mark, term, means }) => (
          <div key={term} className="flex flex-wrap items-baseline gap-x-2">
            <dt className={`rounded-full px-2 ${markTone(mark === 'complete')}`}>
              {mark === 'complete' ? (
                <>
                  <span lang="bn">বাংলা</span> ✓
                </>
              ) : (
                term
              )}
            </dt>
            <dd>{means}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

/** The list filter: only items whose Bangla page shows some English. */
export function MissingBanglaFilter({ checked }: { checked: boolean }) {
  return (
    <label className="flex min-h-11 items-center gap-2 text-sm font-semibold">
      <input
        type="checkbox"
        name="bangla"
        value={MISSING_BANGLA.value}
        defaultChecked={checked}
        className="size-5"
      />
      {MISSING_BANGLA.label}
    </label>
  );
}
