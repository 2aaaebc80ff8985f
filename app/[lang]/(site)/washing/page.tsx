import { WashingPage } from '@/components/units/washing-page';
import { readContent } from '@/lib/content/read';
import { washingPage } from '@/lib/copy/units';
import { localizedMetadata } from '@/lib/i18n/server';

export const generateMetadata = localizedMetadata(washingPage.path, washingPage.description);

export default async function Page() {
  const { data } = await readContent('washing');
  return <WashingPage record={data.data} />;
}
