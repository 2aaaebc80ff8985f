import { KnittingPage } from '@/components/units/knitting-page';
import { readContent } from '@/lib/content/read';
import { knittingPage } from '@/lib/copy/units';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata(knittingPage.path, knittingPage.description);

export default async function Page() {
  const { data } = await readContent('knitting');
  return <KnittingPage record={data.data} />;
}
