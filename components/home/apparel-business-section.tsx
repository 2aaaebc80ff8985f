import { Section } from '@/components/ui/section';
import { homeIn } from '@/lib/copy/bn/home';
import type { Language } from '@/lib/i18n/languages';
import { TileGrid } from './tile-grid';

/** #apparel-business: a tile for each process of a knit garment. */
export function ApparelBusinessSection({ lang }: { lang: Language }) {
  const { c, l } = homeIn(lang);
  return (
    <Section
      renderWhenNear
      id="apparel-business"
      eyebrow={l.apparel.eyebrow}
      title={l.apparel.title}
      tone="cream"
    >
      <TileGrid tiles={c.apparel} />
    </Section>
  );
}
