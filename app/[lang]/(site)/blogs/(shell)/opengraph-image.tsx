import { brandCard } from '@/components/og/share-cards';
import { ogSize, PAGE_CARD_ALT } from '@/lib/og';

export const size = ogSize;
export const contentType = 'image/png';
export const alt = PAGE_CARD_ALT['/blogs'];

export default function Image() {
  return brandCard('Blog', 'Stories from our floors, our people and our industry');
}
