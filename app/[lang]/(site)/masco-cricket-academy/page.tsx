import { BusinessPage } from '@/components/non-apparel/business-page';
import { cricketAcademy } from '@/lib/copy/cricket-academy';
import { businessDescriptions } from '@/lib/copy/bn/non-apparel';
import { localizedMetadata } from '@/lib/i18n/server';

export const generateMetadata = localizedMetadata(
  cricketAcademy.path,
  businessDescriptions(cricketAcademy),
);

export default function Page() {
  return <BusinessPage page={cricketAcademy} />;
}
