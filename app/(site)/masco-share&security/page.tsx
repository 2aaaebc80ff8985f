import { BusinessPage } from '@/components/non-apparel/business-page';
import { shareSecurity } from '@/lib/copy/share-security';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata(shareSecurity.path, shareSecurity.description);

export default function Page() {
  return <BusinessPage page={shareSecurity} />;
}
