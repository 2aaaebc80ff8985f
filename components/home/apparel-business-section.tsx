import { Section } from '@/components/ui/section';
import { homeContent as c } from '@/lib/copy/home';
import { TileGrid } from './tile-grid';

/** #apparel-business: a tile for each process of a knit garment. */
export function ApparelBusinessSection() {
  return (
    <Section
      renderWhenNear
      id="apparel-business"
      eyebrow="Apparel business"
      title="Every process of a knit garment"
      tone="cream"
    >
      <TileGrid tiles={c.apparel} />
    </Section>
  );
}
