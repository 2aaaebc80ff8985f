import { brandCard } from '@/components/og/share-cards';
import { languageOf } from '@/lib/i18n/languages';
import { messagesFor } from '@/lib/i18n/messages';
import { ogSize, PAGE_CARD_ALT } from '@/lib/og';

export const size = ogSize;
export const contentType = 'image/png';
export const alt = PAGE_CARD_ALT['/blogs'];

/** A route handler cannot read next/root-params: the language comes with the params. */
export default async function Image({ params }: { params: Promise<{ lang: string }> }) {
  const words = messagesFor(languageOf((await params).lang)).shareCards;
  return brandCard(words.blog, words.blogLine);
}
