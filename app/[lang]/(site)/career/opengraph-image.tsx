import { brandCard } from '@/components/og/share-cards';
import { currentMessages } from '@/lib/i18n/server';
import { ogSize, PAGE_CARD_ALT } from '@/lib/og';

export const size = ogSize;
export const contentType = 'image/png';
export const alt = PAGE_CARD_ALT['/career'];

export default async function Image() {
  const words = (await currentMessages()).shareCards;
  return brandCard(words.career, words.careerLine);
}
