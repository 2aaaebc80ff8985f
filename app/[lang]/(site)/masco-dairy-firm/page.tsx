import { BusinessPage } from '@/components/non-apparel/business-page';
import { dairyFarm } from '@/lib/copy/dairy-farm';
import { businessDescriptions } from '@/lib/copy/bn/non-apparel';
import { localizedMetadata } from '@/lib/i18n/server';

export const generateMetadata = localizedMetadata(dairyFarm.path, businessDescriptions(dairyFarm));

export default function Page() {
  return <BusinessPage page={dairyFarm} />;
}
