import type { ReadData } from '@/lib/content/contract';
import { knittingPage } from '@/lib/copy/units';
import { FactorySection, UnitBanner } from './unit-sections';

export function KnittingPage({ record }: { record: ReadData<'knitting'>['data'] }) {
  return (
    <>
      <UnitBanner page={knittingPage} />
      <FactorySection factory={knittingPage.factories[0]!} record={record}>
        <div className="mt-10 max-w-xl overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="mb-2 text-left text-heading-3 text-brand-ink">
              Machine diameters and gauges
            </caption>
            <thead className="border-b border-black/10 text-brand-slate">
              <tr>
                <th scope="col" className="py-2 pr-4">
                  Fabric
                </th>
                <th scope="col" className="py-2 pr-4">
                  Diameter
                </th>
                <th scope="col" className="py-2">
                  Gauge
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
