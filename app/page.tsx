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
    </>
  );
}
