import { UnitPageView } from '@/components/units/unit-sections';
import { readContent } from '@/lib/content/read';
import { sewingPage } from '@/lib/copy/units';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata(sewingPage.path, sewingPage.description);

export default async function Page() {
  const { data } = await readContent('sewing');
  return <UnitPageView page={sewingPage} record={data.data} />;
}
