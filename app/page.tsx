import { ContactForm } from '@/components/forms/contact-form';
import {
  HomeCertificates,
  HomeClients,
  HomeHero,
  HomeHeadlines,
} from '@/components/home/home-sections';
import { pageMetadata } from '@/lib/metadata';
import { readAll } from '@/lib/content/read';

export const metadata = pageMetadata(
  '/',
  'Masco Group: a knit composite garment group in Bangladesh — knitting, dyeing, printing, embroidery, washing and sewing — with 18000 people and non-apparel businesses.',
);

export default async function HomePage() {
  const [headlines, clients, certificates] = await readAll(
    'headlineBlogs',
    'homeClientLogos',
    'homeCertificates',
  );
  return (
    <>
      <HomeHero />
      <HomeHeadlines blogs={headlines.data.blogs} />
      <HomeClients logos={clients.data.clientLogo} />
      <HomeCertificates certificates={certificates.data.certificates} />
      {/* Interim: the new home page's get-in-touch block takes this over at merge. */}
      <section aria-labelledby="get-in-touch-heading" className="bg-brand-cream py-14 sm:py-20">
        <div className="mx-auto max-w-content px-5 sm:px-8">
          <h2 id="get-in-touch-heading" className="text-heading-2 text-brand-navy">
            Get in touch
          </h2>
          <div className="mt-8 max-w-3xl">
            <ContactForm />
          </div>
        </div>
      </section>
    </>
  );
}
