import { BusinessPage } from '@/components/non-apparel/business-page';
import { shareSecurity } from '@/lib/copy/share-security';
import { businessDescriptions } from '@/lib/copy/bn/non-apparel';
import { localizedMetadata } from '@/lib/i18n/server';

export const generateMetadata = localizedMetadata(
  shareSecurity.path,
  businessDescriptions(shareSecurity),
);

export default function Page() {
  return <BusinessPage page={shareSecurity} />;
}
