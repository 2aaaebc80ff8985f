import { brandCard } from '@/components/og/share-cards';
import { ogSize } from '@/lib/og';

export const size = ogSize;
export const contentType = 'image/png';
export const alt = 'Masco Group — Career';

export default function Image() {
  return brandCard('Career', 'Grow with 18,000 colleagues making knitwear for the world');
}
