import { WashingPage } from '@/components/units/washing-page';
import { readContent } from '@/lib/content/read';
import { washingPage } from '@/lib/copy/units';
import { unitDescriptions } from '@/lib/copy/bn/units';
import { localizedMetadata } from '@/lib/i18n/server';

export const generateMetadata = localizedMetadata(washingPage.path, unitDescriptions(washingPage));

export default async function Page() {
  const { data } = await readContent('washing');
  return <WashingPage record={data.data} />;
}
