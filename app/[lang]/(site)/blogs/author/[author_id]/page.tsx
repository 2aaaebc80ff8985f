import { currentLanguage, currentMessages, localized } from '@/lib/i18n/server';
import type { Metadata } from 'next';
import { AuthorArticles } from '@/components/blog/author-articles';
import { PageNotFound } from '@/components/layout/page-not-found';
import { NotFoundView } from '@/components/ui/not-found-view';
import { readContent } from '@/lib/content/read';
import { fillText, messagesFor } from '@/lib/i18n/messages';
import { groupNameIn, sectionNotFoundMetadata } from '@/lib/metadata';
import { site } from '@/lib/site';
import { ofEnding } from '@/lib/i18n/of-ending';

type Props = { params: Promise<{ author_id: string }> };

export function generateStaticParams() {
  return [];
}

/** The page's metadata for its English address (localized below). */
async function englishMetadata({ params }: Props): Promise<Metadata> {
  const { author_id } = await params;
  const { data, status } = await readContent('authorBlogs', { params: { author_id } });
  const lang = await currentLanguage();
  if (status !== 'ok' && status !== 'partial')
    return {
      robots: { index: false },
      ...(status === 'not-found' ? sectionNotFoundMetadata(lang) : {}),
    };
  const words = messagesFor(lang).blog;
  const name = data.author.full_name || words.authorFallback;
  const path = `/blogs/author/${author_id}`;
  const role = lang === 'en' ? words.authorRole.toLowerCase() : words.authorRole;
  const description = fillText(words.authorDescription, {
    author: `${name}${ofEnding(name, lang)}`,
    role,
    group: groupNameIn(lang),
  });
  return {
    title: { absolute: `${name} | ${site.name}` },
    description,
    alternates: { canonical: path },
    openGraph: { type: 'profile', title: name, description, url: path, siteName: site.name },
    twitter: { card: 'summary', title: name, description },
  };
}

export default async function AuthorPage({ params }: Props) {
  const { author_id } = await params;
  const { data, status } = await readContent('authorBlogs', { params: { author_id } });
  if (status === 'not-found')
    return (
      <NotFoundView>
        <PageNotFound lang={await currentLanguage()} />
      </NotFoundView>
    );
  if (status === 'fallback')
    return (
      <p className="mx-auto max-w-2xl px-5 py-20 text-center text-body-lg text-brand-slate">
        {(await currentMessages()).blog.authorUnavailable}
      </p>
    );
  return <AuthorArticles authorId={author_id} author={data.author} blogs={data.blogs} />;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return localized(englishMetadata({ params }));
}
