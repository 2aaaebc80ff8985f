import { BusinessPage } from '@/components/non-apparel/business-page';
import { school } from '@/lib/copy/school';
import { localizedMetadata } from '@/lib/i18n/server';

export const generateMetadata = localizedMetadata(school.path, school.description);

export default function Page() {
  return <BusinessPage page={school} />;
}
