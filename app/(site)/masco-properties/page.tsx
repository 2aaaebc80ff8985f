import { BusinessPage } from '@/components/non-apparel/business-page';
import { properties } from '@/lib/copy/properties';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata(properties.path, properties.description);

export default function Page() {
  return <BusinessPage page={properties} />;
}
