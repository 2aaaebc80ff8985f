import { UnitPageView } from '@/components/units/unit-sections';
import { readContent } from '@/lib/content/read';
import { yarnDyeingPage } from '@/lib/copy/units';
import { unitDescriptions } from '@/lib/copy/bn/units';
import { localizedMetadata } from '@/lib/i18n/server';

export const generateMetadata = localizedMetadata(
  yarnDyeingPage.path,
  unitDescriptions(yarnDyeingPage),
);

export default async function Page() {
  const { data } = await readContent('yarnDyeing');
  return <UnitPageView page={yarnDyeingPage} record={data.data} />;
}
