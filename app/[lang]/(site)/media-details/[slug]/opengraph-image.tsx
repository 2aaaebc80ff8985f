import { notFound } from 'next/navigation';
import { readContent } from '@/lib/content/read';
import { mediaDetailView } from '@/lib/media-details';
import { shareCard } from '@/components/og/share-cards';
import { currentMessages } from '@/lib/i18n/server';
import { asJpeg, ITEM_CARD_ID, ogSize } from '@/lib/og';
import { loadSharePicture } from '@/lib/share-picture';

type Props = { params: Promise<{ slug: string }> };

const itemOf = async (slug: string) => {
  const view = mediaDetailView(await readContent('mediaDetails', { params: { slug } }));
  return view.kind === 'item' ? view.details : null;
};

/** One share card per news or media item, announced only for an item that exists. */
export async function generateImageMetadata({ params }: Props) {
  const item = await itemOf((await params).slug);
  if (!item) return [];
  return [{ id: ITEM_CARD_ID, alt: item.title, size: ogSize, contentType: 'image/jpeg' }];
}

export default async function Image({ params }: Props) {
  const item = await itemOf((await params).slug);
  if (!item) notFound();
  const picture = await loadSharePicture(item.feature_image);
  return asJpeg(
    await shareCard({
      section: (await currentMessages()).shareCards.media,
      title: item.title,
      picture,
    }),
  );
}
