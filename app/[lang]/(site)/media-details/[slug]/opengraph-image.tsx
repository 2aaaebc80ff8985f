import { notFound } from 'next/navigation';
import { readContent } from '@/lib/content/read';
import { mediaDetailView } from '@/lib/media-details';
import { shareCard } from '@/components/og/share-cards';
import { languageOf, type Language } from '@/lib/i18n/languages';
import { messagesFor } from '@/lib/i18n/messages';
import { asJpeg, ITEM_CARD_ID, ogSize } from '@/lib/og';
import { loadSharePicture } from '@/lib/share-picture';

/** A route handler cannot read next/root-params: the language comes with the params. */
type Props = { params: Promise<{ slug: string; lang: string }> };

const itemOf = async (slug: string, lang: Language) => {
  const view = mediaDetailView(await readContent('mediaDetails', { params: { slug }, lang }));
  return view.kind === 'item' ? view.details : null;
};

/** One share card per news or media item, announced only for an item that exists. */
export async function generateImageMetadata({ params }: Props) {
  const { slug, lang } = await params;
  const item = await itemOf(slug, languageOf(lang));
  if (!item) return [];
  return [{ id: ITEM_CARD_ID, alt: item.title, size: ogSize, contentType: 'image/jpeg' }];
}

export default async function Image({ params }: Props) {
  const { slug, lang } = await params;
  const language = languageOf(lang);
  const item = await itemOf(slug, language);
  if (!item) notFound();
  const picture = await loadSharePicture(item.feature_image);
  return asJpeg(
    await shareCard({
      section: messagesFor(language).shareCards.media,
      title: item.title,
      picture,
    }),
  );
}
