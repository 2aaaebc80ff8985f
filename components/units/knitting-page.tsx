import type { ReadData } from '@/lib/content/contract';
import { knittingPageBn } from '@/lib/copy/bn/units';
import { knittingPage as english } from '@/lib/copy/units';
import { currentLanguage } from '@/lib/i18n/server';
import { FactorySection, UnitBanner } from './unit-sections';

export async function KnittingPage({ record }: { record: ReadData<'knitting'>['data'] }) {
  const knittingPage = (await currentLanguage()) === 'bn' ? knittingPageBn : english;
  const { labels } = knittingPage;
  return (
    <>
      <UnitBanner page={english} />
      <FactorySection factory={english.factories[0]!} record={record}>
        <div className="mt-10 max-w-xl overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="mb-2 text-left text-heading-3 text-brand-ink">
              {labels.machinesCaption}
            </caption>
            <thead className="border-b border-black/10 text-brand-slate">
              <tr>
                <th scope="col" className="py-2 pr-4">
                  {labels.fabric}
                </th>
                <th scope="col" className="py-2 pr-4">
                  {labels.diameter}
                </th>
                <th scope="col" className="py-2">
                  {labels.gauge}
                </th>
              </tr>
            </thead>
            <tbody>
              {knittingPage.machines.map((row) => (
                <tr key={row.fabric} className="border-b border-black/5">
                  <th scope="row" className="py-2 pr-4 font-medium">
                    {row.fabric}
                  </th>
                  <td className="py-2 pr-4">{row.diameter}</td>
                  <td className="py-2">{row.gauge}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </FactorySection>
    </>
  );
}
