import { ContactPage } from '@/components/contact/contact-page';
import { contactPage } from '@/lib/copy/contact';
import { localizedMetadata } from '@/lib/i18n/server';

export const generateMetadata = localizedMetadata(contactPage.path, contactPage.description);

export default function Page() {
  return <ContactPage />;
}
