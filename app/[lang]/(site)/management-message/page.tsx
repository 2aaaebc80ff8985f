import { ManagementMessage } from '@/components/about/management-message';
import { managementMessage } from '@/lib/copy/about';
import { currentLanguage, localizedMetadata } from '@/lib/i18n/server';

export const generateMetadata = localizedMetadata(
  managementMessage.path,
  managementMessage.description,
);

export default async function Page() {
  return <ManagementMessage lang={await currentLanguage()} />;
}
