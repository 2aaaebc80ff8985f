import { UnitPageView } from '@/components/units/unit-sections';
import { readContent } from '@/lib/content/read';
import { dyeingPage } from '@/lib/copy/units';
import { unitDescriptions } from '@/lib/copy/bn/units';
import { localizedMetadata } from '@/lib/i18n/server';

export const generateMetadata = localizedMetadata(dyeingPage.path, unitDescriptions(dyeingPage));

export default async function Page() {
  const { data } = await readContent('dyeing');
  return <UnitPageView page={dyeingPage} record={data.data} />;
}
