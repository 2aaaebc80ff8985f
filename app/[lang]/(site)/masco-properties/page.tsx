import { BusinessPage } from '@/components/non-apparel/business-page';
import { properties } from '@/lib/copy/properties';
import { businessDescriptions } from '@/lib/copy/bn/non-apparel';
import { localizedMetadata } from '@/lib/i18n/server';

export const generateMetadata = localizedMetadata(
  properties.path,
  businessDescriptions(properties),
);

export default function Page() {
  return <BusinessPage page={properties} />;
}
