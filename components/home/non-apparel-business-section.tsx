import { Section } from '@/components/ui/section';
import { homeIn } from '@/lib/copy/bn/home';
import type { Language } from '@/lib/i18n/languages';
import { TileGrid } from './tile-grid';

/** #non-apparel-business: a tile for each business beyond the factory. */
export function NonApparelBusinessSection({ lang }: { lang: Language }) {
  const { c, l } = homeIn(lang);
  return (
    <Section
      renderWhenNear
      id="non-apparel-business"
      eyebrow={l.nonApparel.eyebrow}
      title={l.nonApparel.title}
    >
      <TileGrid tiles={c.nonApparel} />
    </Section>
  );
}
