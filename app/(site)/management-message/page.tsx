import { ManagementMessage } from '@/components/about/management-message';
import { managementMessage } from '@/lib/copy/about';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata(managementMessage.path, managementMessage.description);

export default function Page() {
  return <ManagementMessage />;
}
