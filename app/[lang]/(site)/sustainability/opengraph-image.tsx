import { brandCard } from '@/components/og/share-cards';
import { ogSize, PAGE_CARD_ALT } from '@/lib/og';

export const size = ogSize;
export const contentType = 'image/png';
export const alt = PAGE_CARD_ALT['/sustainability'];

export default function Image() {
  return brandCard('Sustainability', 'Less energy, water and chemicals in every garment');
}
