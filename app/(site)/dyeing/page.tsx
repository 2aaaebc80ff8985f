import { UnitPageView } from '@/components/units/unit-sections';
import { readContent } from '@/lib/content/read';
import { dyeingPage } from '@/lib/copy/units';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata(dyeingPage.path, dyeingPage.description);

export default async function Page() {
  const { data } = await readContent('dyeing');
  return <UnitPageView page={dyeingPage} record={data.data} />;
}
