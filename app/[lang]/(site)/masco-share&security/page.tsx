import { BusinessPage } from '@/components/non-apparel/business-page';
import { shareSecurity } from '@/lib/copy/share-security';
import { localizedMetadata } from '@/lib/i18n/server';

export const generateMetadata = localizedMetadata(shareSecurity.path, shareSecurity.description);

export default function Page() {
  return <BusinessPage page={shareSecurity} />;
}
