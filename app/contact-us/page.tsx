import { GetInTouch } from '@/components/contact/get-in-touch';
import { Banner } from '@/components/ui/banner';
import { contactPage } from '@/lib/copy/career';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata(contactPage.path, contactPage.description);

export default function Page() {
  return (
    <>
      <Banner
        eyebrow="We would like to hear from you"
        title={contactPage.title}
        trail={[{ name: contactPage.title, path: contactPage.path }]}
      >
        <p>{contactPage.intro}</p>
      </Banner>
      <GetInTouch title="Send us a message" eyebrow="Contact form" />
    </>
  );
}
