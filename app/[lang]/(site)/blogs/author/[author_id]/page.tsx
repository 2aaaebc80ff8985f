import { currentLanguage } from '@/lib/i18n/server';
import { localized } from '@/lib/i18n/server';
import type { Metadata } from 'next';
import { AuthorArticles } from '@/components/blog/author-articles';
import { PageNotFound } from '@/components/layout/page-not-found';
import { NotFoundView } from '@/components/ui/not-found-view';
import { readContent } from '@/lib/content/read';
import en from '@/messages/en.json';
import { site } from '@/lib/site';

type Props = { params: Promise<{ author_id: string }> };

export function generateStaticParams() {
  return [];
}

/** The page's metadata for its English address (localized below). */
async function englishMetadata({ params }: Props): Promise<Metadata> {
  const { author_id } = await params;
  const { data, status } = await readContent('authorBlogs', { params: { author_id } });
  if (status !== 'ok' && status !== 'partial') return { robots: { index: false } };
  const name = data.author.full_name || 'Masco author';
  const path = `/blogs/author/${author_id}`;
  const description = `Articles by ${name}, ${en.blog.authorRole.toLowerCase()} at ${site.name}.`;
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
        This author’s articles are unavailable at the moment. Please try again later.
      </p>
    );
  return <AuthorArticles authorId={author_id} author={data.author} blogs={data.blogs} />;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return localized(englishMetadata({ params }));
}
