import { AwardGrid } from '@/components/about/award-grid';
import { readContent } from '@/lib/content/read';
import { awardsPage } from '@/lib/copy/about';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata(awardsPage.path, awardsPage.description);

export default async function Page() {
  const { data } = await readContent('awards');
  return <AwardGrid awards={data.awards} />;
}
