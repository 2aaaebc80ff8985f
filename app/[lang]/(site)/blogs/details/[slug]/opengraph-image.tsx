import { notFound } from 'next/navigation';
import { readContent } from '@/lib/content/read';
import { shareCard } from '@/components/og/share-cards';
import { languageOf } from '@/lib/i18n/languages';
import { messagesFor } from '@/lib/i18n/messages';
import { asJpeg, ITEM_CARD_ID, ogSize } from '@/lib/og';
import { articlePicture } from '@/lib/blog/picture';
import { loadSharePicture } from '@/lib/share-picture';

/** A route handler cannot read next/root-params: the language comes with the params. */
type Props = { params: Promise<{ slug: string; lang: string }> };

/** One share card per article, announced only for an article that exists. */
export async function generateImageMetadata({ params }: Props) {
  const { slug, lang } = await params;
  const blog = (await readContent('blogDetails', { params: { slug }, lang: languageOf(lang) })).data
    .details;
  if (!blog) return [];
  return [{ id: ITEM_CARD_ID, alt: blog.title, size: ogSize, contentType: 'image/jpeg' }];
}

export default async function Image({ params }: Props) {
  const { slug, lang } = await params;
  const language = languageOf(lang);
  const blog = (await readContent('blogDetails', { params: { slug }, lang: language })).data
    .details;
  if (!blog) notFound();
  const picture = await loadSharePicture(articlePicture(blog)?.src);
  return asJpeg(
    await shareCard({
      section: messagesFor(language).shareCards.blog,
      title: blog.title,
      picture,
    }),
  );
}
