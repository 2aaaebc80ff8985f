import { CertificateImage } from '@/components/ui/certificate-image';
import { ContentImage } from '@/components/ui/content-image';
import { DataTable } from '@/components/ui/data-table';
import type { ReadData } from '@/lib/content/contract';
import { sustainabilityCopyIn } from '@/lib/copy/bn/sustainability';
import { notAvailable } from '@/lib/copy/sustainability';
import { currentLanguage } from '@/lib/i18n/server';
import { companyNameIn } from '@/lib/copy/bn/company-names';
import { Initiatives } from './initiatives';
import { Part, zip } from './part';

type Environmental = ReadData<'environmental'>['data']['data'];

/** #environmental: six topics with their initiatives, the waste-water and chemical tables, the air-emission image and the chemical certificate. */
export async function EnvironmentalSection({ environmental: e }: { environmental: Environmental }) {
  const lang = await currentLanguage();
  const copy = sustainabilityCopyIn(lang).environmentalCopy;
  return (
    <Part id="environmental" tone="cream">
      <div className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {copy.topics.map((topic) => (
          <Initiatives
            key={topic.field}
            title={topic.title}
            icon={topic.icon}
            items={e[topic.field]}
            lang={lang}
          />
        ))}
        <Initiatives
          title={copy.chemical.title}
          icon={copy.chemical.icon}
          items={copy.chemical.initiatives}
          lang={lang}
        />
      </div>
      <DataTable
        within={lang}
        caption={copy.wasteWaterTable.caption}
        columns={copy.wasteWaterTable.columns}
        rows={zip(
          e.waste_water_unit_name.map((name) => companyNameIn(lang, name)),
          e.waste_eater_foundational,
          e.waste_water_progressive,
          e.waste_water_aspirational,
          e.waste_water_mrsl_company,
        )}
        empty={notAvailable}
        minWidth="40rem"
      />
      <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_15rem]">
        <DataTable
          within={lang}
          caption={copy.chemicalTable.caption}
          columns={copy.chemicalTable.columns}
          rows={zip(
            e.chemical_unit_name.map((name) => companyNameIn(lang, name)),
            e.chemical_zdhc,
            e.chemical_gots,
            e.chemical_bluesign,
            e.chemical_oekotex,
          )}
          empty={notAvailable}
          minWidth="40rem"
        />
        <div className="max-w-[15rem]">
          <CertificateImage
            src={e.chemical_certificate}
            title={copy.chemicalCertificate}
            sizes="15rem"
          />
        </div>
      </div>
      <figure className="max-w-3xl">
        <ContentImage
          src={e.air_emmision_image}
          alt={copy.airEmission.alt}
          width={1400}
          height={800}
          sizes="(min-width: 768px) 48rem, 100vw"
          className="aspect-[7/4] h-auto w-full rounded-xl bg-white object-contain"
        />
        <figcaption className="mt-2 text-sm text-brand-slate">
          {copy.airEmission.caption}
        </figcaption>
      </figure>
    </Part>
  );
}
