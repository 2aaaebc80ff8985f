import { BusinessPage } from '@/components/non-apparel/business-page';
import { properties } from '@/lib/copy/properties';
import { localizedMetadata } from '@/lib/i18n/server';

export const generateMetadata = localizedMetadata(properties.path, properties.description);

export default function Page() {
  return <BusinessPage page={properties} />;
}
