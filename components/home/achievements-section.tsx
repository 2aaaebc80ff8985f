import { Section } from '@/components/ui/section';
import { AchievementCounters } from './achievement-counters';
import { homeIn } from '@/lib/copy/bn/home';
import type { Language } from '@/lib/i18n/languages';

/** #achievements: the counters. */
export function AchievementsSection({ lang }: { lang: Language }) {
  const { c, l } = homeIn(lang);
  return (
    <Section
      renderWhenNear
      id="achievements"
      eyebrow={l.achievements.eyebrow}
      title={l.achievements.title}
      tone="navy"
    >
      <AchievementCounters counters={c.counters} {...(lang === 'bn' ? { bengali: true } : {})} />
    </Section>
  );
}
