import { HomePage } from '@/components/home/home-page';
import { readAll } from '@/lib/content/read';
import { homePage } from '@/lib/copy/home';
import { homePageBn } from '@/lib/copy/bn/home';
import { currentLanguage, localizedMetadata } from '@/lib/i18n/server';

export const generateMetadata = localizedMetadata(homePage.path, {
  en: homePage.description,
  bn: homePageBn.description,
});

export default async function Page() {
  const [headlines, clients, awards, clock, certificates, overview] = await readAll(
    'headlineBlogs',
    'homeClientLogos',
    'homeAwards',
    'sustainableClock',
    'homeCertificates',
    'businessOverview',
  );
  return (
    <HomePage
      headlines={headlines.data.blogs}
      clientLogos={clients.data.clientLogo}
      awards={awards.data.awards}
      clock={clock.data.data.sustainable_clock}
      certificates={certificates.data.certificates}
      overview={overview.data.data}
      lang={await currentLanguage()}
    />
  );
}
