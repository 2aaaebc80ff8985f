import type { ReadData } from '@/lib/content/contract';
import { sewingThreadLabelsBn, unitPageBn } from '@/lib/copy/bn/units';
import { sewingThreadLabels, sewingThreadPage as sewingThreadPageEn } from '@/lib/copy/units';
import { currentLanguage } from '@/lib/i18n/server';
import { FactorySection, UnitBanner } from './unit-sections';

/** The sewing thread unit: its factory, the yarn counts it makes and what its laboratory does. */
export async function SewingThreadPage({ record }: { record: ReadData<'sewingThread'>['data'] }) {
  const lang = await currentLanguage();
  const sewingThreadPage = lang === 'bn' ? unitPageBn(sewingThreadPageEn) : sewingThreadPageEn;
  const labels = lang === 'bn' ? sewingThreadLabelsBn : sewingThreadLabels;
  const [factory] = sewingThreadPageEn.factories;
  return (
    <>
      <UnitBanner page={sewingThreadPageEn} />
      <FactorySection factory={factory!} record={record}>
        <div className="mt-10 grid gap-8 md:grid-cols-2">
          <div>
            <h3 className="text-heading-3 text-brand-ink">{labels.types}</h3>
            <p className="mt-1 text-sm text-brand-slate">{labels.typesNote}</p>
            <ul className="mt-4 flex flex-wrap gap-2">
              {sewingThreadPage.yarnCounts.map((count) => (
                <li
                  key={count}
                  className="rounded-full bg-brand-cream px-3.5 py-1.5 font-semibold tabular-nums text-brand-navy ring-1 ring-black/5"
                >
                  {count}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="text-heading-3 text-brand-ink">{labels.lab}</h3>
            <ul className="mt-4 space-y-2 text-brand-slate">
              {sewingThreadPage.lab.map((fact) => (
                <li key={fact} className="flex gap-3">
                  <span
                    aria-hidden="true"
                    className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-teal-700"
                  />
                  {fact}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </FactorySection>
    </>
  );
}
