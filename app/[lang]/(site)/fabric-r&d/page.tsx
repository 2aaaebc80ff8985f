import { FabricRdPage } from '@/components/units/service-pages';
import { fabricRd } from '@/lib/copy/fabric-rd';
import { localizedMetadata } from '@/lib/i18n/server';

export const generateMetadata = localizedMetadata(fabricRd.path, fabricRd.description);

export default function Page() {
  return <FabricRdPage />;
}
