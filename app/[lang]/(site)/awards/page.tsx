import { AwardGrid } from '@/components/about/award-grid';
import { readContent } from '@/lib/content/read';
import { awardsPage } from '@/lib/copy/about';
import { localizedMetadata } from '@/lib/i18n/server';

export const generateMetadata = localizedMetadata(awardsPage.path, awardsPage.description);

export default async function Page() {
  const { data } = await readContent('awards');
  return <AwardGrid awards={data.awards} />;
}
