import { BusinessPage } from '@/components/non-apparel/business-page';
import { masminuMotors } from '@/lib/copy/masminu-motors';
import { localizedMetadata } from '@/lib/i18n/server';

export const generateMetadata = localizedMetadata(masminuMotors.path, masminuMotors.description);

export default function Page() {
  return <BusinessPage page={masminuMotors} />;
}
