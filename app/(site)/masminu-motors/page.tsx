import { BusinessPage } from '@/components/non-apparel/business-page';
import { masminuMotors } from '@/lib/copy/masminu-motors';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata(masminuMotors.path, masminuMotors.description);

export default function Page() {
  return <BusinessPage page={masminuMotors} />;
}
