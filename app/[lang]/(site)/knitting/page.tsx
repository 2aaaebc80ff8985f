import { KnittingPage } from '@/components/units/knitting-page';
import { readContent } from '@/lib/content/read';
import { knittingPage } from '@/lib/copy/units';
import { unitDescriptions } from '@/lib/copy/bn/units';
import { localizedMetadata } from '@/lib/i18n/server';

export const generateMetadata = localizedMetadata(
  knittingPage.path,
  unitDescriptions(knittingPage),
);

export default async function Page() {
  const { data } = await readContent('knitting');
  return <KnittingPage record={data.data} />;
}
