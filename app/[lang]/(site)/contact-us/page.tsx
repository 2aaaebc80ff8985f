import { ContactPage } from '@/components/contact/contact-page';
import { contactPage } from '@/lib/copy/contact';
import { contactPageBn } from '@/lib/copy/bn/contact';
import { currentLanguage, localizedMetadata } from '@/lib/i18n/server';

export const generateMetadata = localizedMetadata(contactPage.path, {
  en: contactPage.description,
  bn: contactPageBn.description,
});

export default async function Page() {
  return <ContactPage lang={await currentLanguage()} />;
}
