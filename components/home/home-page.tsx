import { GetInTouch } from '@/components/contact/get-in-touch';
import { SiteStructuredData } from '@/components/layout/site-structured-data';
import type { ReadData } from '@/lib/content/contract';
import { AchievementsSection } from './achievements-section';
import { ApparelBusinessSection } from './apparel-business-section';
import { AwardsSection } from './awards-section';
import { BusinessOverviewSection } from './business-overview-section';
import { CertificationsSection } from './certifications-section';
import { CompanyIntroSection } from './company-intro-section';
import { HeroSection } from './hero-section';
import { ManagementSection } from './management-section';
import { MissionVisionSection } from './mission-vision-section';
import { NewsTicker } from './news-ticker';
import { NonApparelBusinessSection } from './non-apparel-business-section';
import { SustainabilitySection } from './sustainability-section';
import { ValuedClientsSection } from './valued-clients-section';
import { ValuesSection } from './values-section';

/**
 * The home page: every block in the spec's order (part 1, section 1), from the page's
 * six reads, and the site's own structured data.
 */
export function HomePage({
  headlines,
  clientLogos,
  awards,
  clock,
  certificates,
  overview,
}: {
  headlines: ReadData<'headlineBlogs'>['blogs'];
  clientLogos: ReadData<'homeClientLogos'>['clientLogo'];
  awards: ReadData<'homeAwards'>['awards'];
  clock: ReadData<'sustainableClock'>['data']['sustainable_clock'];
  certificates: ReadData<'homeCertificates'>['certificates'];
  overview: ReadData<'businessOverview'>['data'];
}) {
  return (
    <>
      <HeroSection />
      {headlines.length > 0 && <NewsTicker headlines={headlines} />}
      <CompanyIntroSection />
      <ApparelBusinessSection />
      <NonApparelBusinessSection />
      <MissionVisionSection />
      <ValuesSection />
      <ManagementSection />
      <AchievementsSection />
      <ValuedClientsSection logos={clientLogos} />
      <AwardsSection awards={awards} />
      <SustainabilitySection clock={clock} />
      <CertificationsSection certificates={certificates} />
      <GetInTouch renderWhenNear />
      <BusinessOverviewSection overview={overview} />
      <SiteStructuredData />
    </>
  );
}
