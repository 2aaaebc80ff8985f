import { GetInTouch } from '@/components/contact/get-in-touch';
import { SiteStructuredData } from '@/components/layout/site-structured-data';
import type { ReadData } from '@/lib/content/contract';
import { homeLabelsBn } from '@/lib/copy/bn/home';
import type { Language } from '@/lib/i18n/languages';
import { BanglaCopy } from '@/components/ui/bangla-copy';
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
  lang,
}: {
  headlines: ReadData<'headlineBlogs'>['blogs'];
  clientLogos: ReadData<'homeClientLogos'>['clientLogo'];
  awards: ReadData<'homeAwards'>['awards'];
  clock: ReadData<'sustainableClock'>['data']['sustainable_clock'];
  certificates: ReadData<'homeCertificates'>['certificates'];
  overview: ReadData<'businessOverview'>['data'];
  lang: Language;
}) {
  return (
    <BanglaCopy lang={lang}>
      <HeroSection lang={lang} />
      {headlines.length > 0 && (
        <NewsTicker
          headlines={headlines}
          {...(lang === 'en' ? {} : { words: homeLabelsBn.news, lang })}
        />
      )}
      <CompanyIntroSection lang={lang} />
      <ApparelBusinessSection lang={lang} />
      <NonApparelBusinessSection lang={lang} />
      <MissionVisionSection lang={lang} />
      <ValuesSection lang={lang} />
      <ManagementSection lang={lang} />
      <AchievementsSection lang={lang} />
      <ValuedClientsSection logos={clientLogos} lang={lang} />
      <AwardsSection awards={awards} lang={lang} />
      <SustainabilitySection clock={clock} lang={lang} />
      <CertificationsSection certificates={certificates} lang={lang} />
      <GetInTouch renderWhenNear />
      <BusinessOverviewSection overview={overview} lang={lang} />
      <SiteStructuredData lang={lang} />
    </BanglaCopy>
  );
}
