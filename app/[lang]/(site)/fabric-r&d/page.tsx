import { FabricRdPage } from '@/components/units/service-pages';
import { fabricRdBn } from '@/lib/copy/bn/fabric-rd';
import { fabricRd } from '@/lib/copy/fabric-rd';
import { localizedMetadata } from '@/lib/i18n/server';

export const generateMetadata = localizedMetadata(fabricRd.path, {
  en: fabricRd.description,
  bn: fabricRdBn.description,
});

export default function Page() {
  return <FabricRdPage />;
}
