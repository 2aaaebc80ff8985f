import { GetInTouch } from '@/components/contact/get-in-touch';
import {
  Achievements,
  ApparelBusiness,
  Awards,
  BusinessOverview,
  Certifications,
  CompanyIntro,
  HomeHero,
  ManagementTeaser,
  MissionVision,
  NonApparelBusiness,
  SustainabilitySummary,
  ValuedClients,
  Values,
} from '@/components/home/home-sections';
import { NewsTicker } from '@/components/home/news-ticker';
import { readAll } from '@/lib/content/read';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata(
  '/',
  'Masco Group: a knit composite garment group in Bangladesh — knitting, dyeing, printing, embroidery, washing and sewing — with 18000 people and non-apparel businesses.',
  { ownCard: true },
);

/** The home page: every block in the spec's order (part 1, section 1). */
export default async function HomePage() {
  const [headlines, clients, awards, clock, certificates, overview] = await readAll(
    'headlineBlogs',
    'homeClientLogos',
    'homeAwards',
    'sustainableClock',
    'homeCertificates',
    'businessOverview',
  );
  return (
    <>
      <HomeHero />
      {headlines.data.blogs.length > 0 && <NewsTicker headlines={headlines.data.blogs} />}
      <CompanyIntro />
      <ApparelBusiness />
      <NonApparelBusiness />
      <MissionVision />
      <Values />
      <ManagementTeaser />
      <Achievements />
      <ValuedClients logos={clients.data.clientLogo} />
      <Awards awards={awards.data.awards} />
      <SustainabilitySummary clock={clock.data.data.sustainable_clock} />
      <Certifications certificates={certificates.data.certificates} />
      <GetInTouch renderWhenNear />
      <BusinessOverview overview={overview.data.data} />
    </>
  );
}
