import { WashingPage } from '@/components/units/washing-page';
import { readContent } from '@/lib/content/read';
import { washingPage } from '@/lib/copy/units';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata(washingPage.path, washingPage.description);

export default async function Page() {
  const { data } = await readContent('washing');
  return <WashingPage record={data.data} />;
}
