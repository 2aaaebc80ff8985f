import { ClientLogos } from '@/components/about/client-logos';
import { readContent } from '@/lib/content/read';
import { clientsPage } from '@/lib/copy/about';
import { clientsPageBn } from '@/lib/copy/bn/about';
import { currentLanguage, localizedMetadata } from '@/lib/i18n/server';

export const generateMetadata = localizedMetadata(clientsPage.path, {
  en: clientsPage.description,
  bn: clientsPageBn.description,
});

export default async function Page() {
  const { data } = await readContent('clientLogos');
  return <ClientLogos logos={data.clientLogo} lang={await currentLanguage()} />;
}
