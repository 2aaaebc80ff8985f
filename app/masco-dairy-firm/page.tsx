import { BusinessPage } from '@/components/non-apparel/business-page';
import { dairy } from '@/lib/copy/non-apparel';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata(dairy.path, dairy.description);

export default function Page() {
  return <BusinessPage page={dairy} />;
}
