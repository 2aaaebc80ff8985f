import { brandCard } from '@/components/og/share-cards';
import { ogSize } from '@/lib/og';

export const size = ogSize;
export const contentType = 'image/png';
export const alt = 'Masco Group — Blog';

export default function Image() {
  return brandCard('Blog', 'Stories from our floors, our people and our industry');
}
