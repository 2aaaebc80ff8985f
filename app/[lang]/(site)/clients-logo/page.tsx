import { ClientLogos } from '@/components/about/client-logos';
import { readContent } from '@/lib/content/read';
import { clientsPage } from '@/lib/copy/about';
import { localizedMetadata } from '@/lib/i18n/server';

export const generateMetadata = localizedMetadata(clientsPage.path, clientsPage.description);

export default async function Page() {
  const { data } = await readContent('clientLogos');
  return <ClientLogos logos={data.clientLogo} />;
}
