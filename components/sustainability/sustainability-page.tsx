import { BanglaCopy } from '@/components/ui/bangla-copy';
import { Banner } from '@/components/ui/banner';
import type { ReadData } from '@/lib/content/contract';
import { sustainabilityCopyIn } from '@/lib/copy/bn/sustainability';
import { ACTIVE_OFFSET_PX, SCROLL_OFFSET_PX } from '@/lib/copy/sustainability';
import type { Language } from '@/lib/i18n/languages';
import { CertificationsSection } from './certifications-section';
import { EnvironmentalSection } from './environmental-section';
import { FuturePlanSection } from './future-plan-section';
import { MaterialSection } from './material-section';
import { SectionMenu } from './section-menu';
import { SocialSection } from './social-section';

/**
 * /sustainability (spec part 2): the banner, the sticky in-page menu (the only
 * client island besides the popups) and the five anchored sections, all rendered
 * on the server from the five sustainability reads.
 */
export function SustainabilityPage({
  social,
  material,
  environmental,
  futurePlan,
  certificates,
  lang = 'en',
}: {
  social: ReadData<'social'>['data']['data'];
  material: ReadData<'material'>['data']['data'];
  environmental: ReadData<'environmental'>['data']['data'];
  futurePlan: ReadData<'futurePlan'>['data']['data'];
  certificates: ReadData<'certificatesByCategory'>;
  lang?: Language;
}) {
  const { sustainabilityPage: copy, sustainabilitySections } = sustainabilityCopyIn(lang);
  return (
    <BanglaCopy lang={lang}>
      <Banner
        eyebrow={copy.eyebrow}
        lang={lang}
        title={copy.title}
        trail={[{ name: copy.title, path: copy.path }]}
      >
        <p>{copy.intro}</p>
      </Banner>
      <SectionMenu
        label={copy.menuLabel}
        sections={sustainabilitySections.map(({ id, label }) => ({ id, label }))}
        activeOffset={ACTIVE_OFFSET_PX}
        scrollOffset={SCROLL_OFFSET_PX}
      />
      <MaterialSection material={material} />
      <EnvironmentalSection environmental={environmental} />
      <SocialSection social={social} />
      <FuturePlanSection futurePlan={futurePlan} />
      <CertificationsSection groups={certificates} />
    </BanglaCopy>
  );
}
