import { brandCard } from '@/components/og/share-cards';
import { ogSize } from '@/lib/og';

export const size = ogSize;
export const contentType = 'image/png';
export const alt = 'Masco Group — Sustainability';

export default function Image() {
  return brandCard('Sustainability', 'Less energy, water and chemicals in every garment');
}
