import { KnittingPage } from '@/components/units/knitting-page';
import { readContent } from '@/lib/content/read';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata(
  '/knitting',
  'The knitting unit of Masco Industries: circular, flat-bed and auto-stripe machines producing single jersey, interlock and rib fabric since 2010.',
);

export default async function Page() {
  const { data } = await readContent('knitting');
  return <KnittingPage record={data.data} />;
}
