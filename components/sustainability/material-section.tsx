import { ContentImage } from '@/components/ui/content-image';
import { DataTable } from '@/components/ui/data-table';
import type { ReadData } from '@/lib/content/contract';
import { sustainabilityCopyIn } from '@/lib/copy/bn/sustainability';
import { higgDefaultRows } from '@/lib/copy/sustainability';
import { dateIn, digitsIn } from '@/lib/i18n/dates';
import type { Language } from '@/lib/i18n/languages';
import { currentLanguage } from '@/lib/i18n/server';
import { companyNameIn } from '@/lib/copy/bn/company-names';
import { Part, zip } from './part';

type Material = ReadData<'material'>['data']['data'];

const tableDate = (lang: Language, value: string | undefined) =>
  dateIn(lang, value, 'card')?.text ?? value ?? '';

/** #material: the material chart and the Higg FEM verification table (its ten default rows until the record has rows). */
export async function MaterialSection({ material }: { material: Material }) {
  const lang = await currentLanguage();
  const { materialCopy } = sustainabilityCopyIn(lang);
  const rows = material.factory_name.length
    ? zip(
        material.factory_name,
        material.higg_id,
        material.self_assessment_date,
        material.verification_date,
        material.verified_score,
      )
    : higgDefaultRows;
  return (
    <Part id="material" tone="plain">
      <ContentImage
        src={material.material_chart}
        alt={materialCopy.chartAlt}
        width={1400}
        height={800}
        sizes="(min-width: 768px) 42rem, 100vw"
        className="aspect-[7/4] h-auto w-full max-w-2xl rounded-xl bg-brand-cream object-contain"
      />
      {/* IDs, dates and scores never break inside; the table scrolls instead. */}
      <div className="[&_td]:whitespace-nowrap">
        <DataTable
          within={lang}
          caption={materialCopy.higgTable.caption}
          columns={materialCopy.higgTable.columns}
          rows={rows.map(([factory, higgId, selfAssessment, verification, score], i) => [
            digitsIn(lang, i + 1),
            companyNameIn(lang, factory ?? ''),
            higgId ?? '',
            // Dates as every card writes them (a Bangla reader's month and digits); text that is no date as typed.
            tableDate(lang, selfAssessment),
            tableDate(lang, verification),
            score ?? '',
          ])}
          minWidth="40rem"
        />
      </div>
    </Part>
  );
}
