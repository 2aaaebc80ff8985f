import { DesignHubPage } from '@/components/units/service-pages';
import { designHub } from '@/lib/copy/design-hub';
import { localizedMetadata } from '@/lib/i18n/server';

export const generateMetadata = localizedMetadata(designHub.path, designHub.description);

export default function Page() {
  return <DesignHubPage />;
}
