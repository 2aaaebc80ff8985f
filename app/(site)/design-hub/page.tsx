import { DesignHubPage } from '@/components/units/service-pages';
import { designHub } from '@/lib/copy/design-hub';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata(designHub.path, designHub.description);

export default function Page() {
  return <DesignHubPage />;
}
