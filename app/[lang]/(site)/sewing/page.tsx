import { UnitPageView } from '@/components/units/unit-sections';
import { readContent } from '@/lib/content/read';
import { sewingPage } from '@/lib/copy/units';
import { unitDescriptions } from '@/lib/copy/bn/units';
import { localizedMetadata } from '@/lib/i18n/server';

export const generateMetadata = localizedMetadata(sewingPage.path, unitDescriptions(sewingPage));

export default async function Page() {
  const { data } = await readContent('sewing');
  return <UnitPageView page={sewingPage} record={data.data} />;
}
