import { BusinessPage } from '@/components/non-apparel/business-page';
import { dairyFarm } from '@/lib/copy/dairy-farm';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata(dairyFarm.path, dairyFarm.description);

export default function Page() {
  return <BusinessPage page={dairyFarm} />;
}
