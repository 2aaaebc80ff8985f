import { BusinessPage } from '@/components/non-apparel/business-page';
import { school } from '@/lib/copy/school';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata(school.path, school.description);

export default function Page() {
  return <BusinessPage page={school} />;
}
