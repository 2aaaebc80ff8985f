import { GlancePage } from '@/components/about/glance-page';
import { readContent } from '@/lib/content/read';
import { glancePage } from '@/lib/copy/about';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata(glancePage.path, glancePage.description);

export default async function Page() {
  const { data } = await readContent('glance');
  return <GlancePage record={data.data} />;
}
