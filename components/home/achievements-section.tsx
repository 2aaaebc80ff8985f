import { Section } from '@/components/ui/section';
import { AchievementCounters } from './achievement-counters';
import { homeContent as c } from '@/lib/copy/home';

/** #achievements: the counters. */
export function AchievementsSection() {
  return (
    <Section
      renderWhenNear
      id="achievements"
      eyebrow="Achievements"
      title="Numbers our buyers rely on"
      tone="navy"
    >
      <AchievementCounters counters={c.counters} />
    </Section>
  );
}
