import { BusinessPage } from '@/components/non-apparel/business-page';
import { cricketAcademy } from '@/lib/copy/cricket-academy';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata(cricketAcademy.path, cricketAcademy.description);

export default function Page() {
  return <BusinessPage page={cricketAcademy} />;
}
