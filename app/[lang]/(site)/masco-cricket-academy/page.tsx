import { BusinessPage } from '@/components/non-apparel/business-page';
import { cricketAcademy } from '@/lib/copy/cricket-academy';
import { localizedMetadata } from '@/lib/i18n/server';

export const generateMetadata = localizedMetadata(cricketAcademy.path, cricketAcademy.description);

export default function Page() {
  return <BusinessPage page={cricketAcademy} />;
}
