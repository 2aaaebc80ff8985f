import { BusinessPage } from '@/components/non-apparel/business-page';
import { masminuMotors } from '@/lib/copy/masminu-motors';
import { businessDescriptions } from '@/lib/copy/bn/non-apparel';
import { localizedMetadata } from '@/lib/i18n/server';

export const generateMetadata = localizedMetadata(
  masminuMotors.path,
  businessDescriptions(masminuMotors),
);

export default function Page() {
  return <BusinessPage page={masminuMotors} />;
}
