import { Section } from '@/components/ui/section';
import { homeContent as c } from '@/lib/copy/home';
import { TileGrid } from './tile-grid';

/** #non-apparel-business: a tile for each business beyond the factory. */
export function NonApparelBusinessSection() {
  return (
    <Section
      renderWhenNear
      id="non-apparel-business"
      eyebrow="Non-apparel business"
      title="Beyond the factory floor"
    >
      <TileGrid tiles={c.nonApparel} />
    </Section>
  );
}
