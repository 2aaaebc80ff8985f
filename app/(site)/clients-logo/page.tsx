import { ClientLogos } from '@/components/about/client-logos';
import { readContent } from '@/lib/content/read';
import { clientsPage } from '@/lib/copy/about';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata(clientsPage.path, clientsPage.description);

export default async function Page() {
  const { data } = await readContent('clientLogos');
  return <ClientLogos logos={data.clientLogo} />;
}
