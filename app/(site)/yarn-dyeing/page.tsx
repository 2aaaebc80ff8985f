import { UnitPageView } from '@/components/units/unit-sections';
import { readContent } from '@/lib/content/read';
import { yarnDyeingPage } from '@/lib/copy/units';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata(yarnDyeingPage.path, yarnDyeingPage.description);

export default async function Page() {
  const { data } = await readContent('yarnDyeing');
  return <UnitPageView page={yarnDyeingPage} record={data.data} />;
}
