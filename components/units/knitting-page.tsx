import { Banner } from '@/components/ui/banner';
import { CertificateImage } from '@/components/ui/certificate-image';
import { Section } from '@/components/ui/section';
import { StatTile } from '@/components/ui/stat-tile';
import type { ReadData } from '@/lib/content/contract';
import { knittingUnit } from '@/lib/units';

export function KnittingPage({ record }: { record: ReadData<'knitting'>['data'] }) {
  return (
    <>
      <Banner eyebrow="Apparel business" title="Knitting">
        {knittingUnit.name}, {knittingUnit.address}. Established {knittingUnit.established}.
      </Banner>
      <Section title="Machines and capacity" eyebrow="Figures">
        <dl className="grid grid-cols-2 gap-4 md:grid-cols-3">
          <StatTile label="Circular machines" value={record.circular_machines} />
          <StatTile label="Flat-bed machines" value={record.flat_bed_machines} />
          <StatTile label="Auto-stripe machines" value={record.auto_stripe_machines} />
          <StatTile label="Auto-stripe machines (II)" value={record.auto_stripe_machines2} />
          <StatTile label="Auto-stripe rib machines" value={record.auto_stripe_rib_machines} />
          <StatTile label="Monthly capacity" value={record.monthly_capacity} unit="tons" />
        </dl>
        <div className="mt-10 grid gap-8 md:grid-cols-[1fr_16rem]">
          <table className="w-full self-start text-left text-sm">
            <caption className="sr-only">Machine diameters and gauges</caption>
            <thead className="border-b text-brand-slate">
              <tr>
                <th scope="col" className="py-2">
                  Fabric
                </th>
                <th scope="col" className="py-2">
                  Diameter
                </th>
                <th scope="col" className="py-2">
                  Gauge
                </th>
              </tr>
            </thead>
            <tbody>
              {knittingUnit.diameters.map((row, i) => (
                <tr key={row.fabric} className="border-b border-black/5">
                  <th scope="row" className="py-2 font-medium">
                    {row.fabric}
                  </th>
                  <td className="py-2">{row.range}</td>
                  <td className="py-2">{knittingUnit.gauges[i]?.range}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <CertificateImage
            src={record.knitting_certificate}
            title="Knitting unit certificate"
            sizes="16rem"
          />
        </div>
      </Section>
    </>
  );
}
