import { notFound } from 'next/navigation';
import { readContent } from '@/lib/content/read';
import { shareCard } from '@/components/og/share-cards';
import { currentMessages } from '@/lib/i18n/server';
import { asJpeg, ITEM_CARD_ID, ogSize } from '@/lib/og';
import { articlePicture } from '@/lib/blog/picture';
import { loadSharePicture } from '@/lib/share-picture';

type Props = { params: Promise<{ slug: string }> };

/** One share card per article, announced only for an article that exists. */
export async function generateImageMetadata({ params }: Props) {
  const { slug } = await params;
  const blog = (await readContent('blogDetails', { params: { slug } })).data.details;
  if (!blog) return [];
  return [{ id: ITEM_CARD_ID, alt: blog.title, size: ogSize, contentType: 'image/jpeg' }];
}

export default async function Image({ params }: Props) {
  const { slug } = await params;
  const blog = (await readContent('blogDetails', { params: { slug } })).data.details;
  if (!blog) notFound();
  const picture = await loadSharePicture(articlePicture(blog)?.src);
  return asJpeg(
    await shareCard({
      section: (await currentMessages()).shareCards.blog,
      title: blog.title,
      picture,
    }),
  );
}
