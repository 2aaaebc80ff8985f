import { BusinessPage } from '@/components/non-apparel/business-page';
import { school } from '@/lib/copy/school';
import { businessDescriptions } from '@/lib/copy/bn/non-apparel';
import { localizedMetadata } from '@/lib/i18n/server';

export const generateMetadata = localizedMetadata(school.path, businessDescriptions(school));

export default function Page() {
  return <BusinessPage page={school} />;
}
