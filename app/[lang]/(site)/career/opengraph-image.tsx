import { brandCard } from '@/components/og/share-cards';
import { ogSize, PAGE_CARD_ALT } from '@/lib/og';

export const size = ogSize;
export const contentType = 'image/png';
export const alt = PAGE_CARD_ALT['/career'];

export default function Image() {
  return brandCard('Career', 'Grow with 18,000 colleagues making knitwear for the world');
}
