import { BusinessPage } from '@/components/non-apparel/business-page';
import { dairyFarm } from '@/lib/copy/dairy-farm';
import { localizedMetadata } from '@/lib/i18n/server';

export const generateMetadata = localizedMetadata(dairyFarm.path, dairyFarm.description);

export default function Page() {
  return <BusinessPage page={dairyFarm} />;
}
