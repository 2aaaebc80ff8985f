import { FabricRdPage } from '@/components/units/service-pages';
import { fabricRd } from '@/lib/copy/fabric-rd';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata(fabricRd.path, fabricRd.description);

export default function Page() {
  return <FabricRdPage />;
}
