import { brandCard } from '@/components/og/share-cards';
import { ogSize } from '@/lib/og';

export const size = ogSize;
export const contentType = 'image/png';
export const alt = 'Masco Group — Knit composite garments';

export default function Image() {
  return brandCard(
    'Knit composite garments',
    'Knitting, dyeing, printing, embroidery, washing and sewing under one roof',
  );
}
