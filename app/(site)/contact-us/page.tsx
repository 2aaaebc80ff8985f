import { ContactPage } from '@/components/contact/contact-page';
import { contactPage } from '@/lib/copy/contact';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata(contactPage.path, contactPage.description);

export default function Page() {
  return <ContactPage />;
}
