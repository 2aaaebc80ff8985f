import { DataTable } from '@/components/ui/data-table';
import type { ReadData } from '@/lib/content/contract';
import { sustainabilityCopyIn } from '@/lib/copy/bn/sustainability';
import { notAvailable } from '@/lib/copy/sustainability';
import { currentLanguage } from '@/lib/i18n/server';
import { companyNameIn } from '@/lib/copy/bn/company-names';
import { Initiatives } from './initiatives';
import { Part, zip } from './part';

type FuturePlan = ReadData<'futurePlan'>['data']['data'];

/** #futurePlan: the five plan lists and the chemical-management plan table. */
export async function FuturePlanSection({ futurePlan }: { futurePlan: FuturePlan }) {
  const lang = await currentLanguage();
  const copy = sustainabilityCopyIn(lang).futurePlanCopy;
  return (
    <Part id="futurePlan" tone="cream">
      <div className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {copy.topics.map((topic) => (
          <Initiatives
            key={topic.field}
            title={topic.title}
            icon={topic.icon}
            items={futurePlan[topic.field]}
            lang={lang}
          />
        ))}
      </div>
      <DataTable
        within={lang}
        caption={copy.chemicalTable.caption}
        regionLabel={copy.chemicalTable.regionLabel}
        columns={copy.chemicalTable.columns}
        rows={zip(
          futurePlan.chemical_name.map((name) => companyNameIn(lang, name)),
          futurePlan.zdhc_level,
          futurePlan.execution_time,
        )}
        empty={notAvailable}
      />
    </Part>
  );
}
