import { currentLanguage, localized } from '@/lib/i18n/server';
import type { Metadata } from 'next';
import { ArticleDetail } from '@/components/blog/article-detail';
import { ArticleUnavailable } from '@/components/blog/article-unavailable';
import { NotFoundView } from '@/components/ui/not-found-view';
import { readContent } from '@/lib/content/read';
import { messagesFor } from '@/lib/i18n/messages';
import { groupNameIn } from '@/lib/metadata';
import { site } from '@/lib/site';
import { banglaBodyIncomplete } from '@/lib/admin/bangla-body';
import type { Blog } from '@/lib/content/contract';
import type { Language } from '@/lib/i18n/languages';
import { shownInEnglish } from '@/lib/i18n/translate';

type Props = { params: Promise<{ slug: string }> };

/** No article is rendered at build time: each is rendered on its first visit and then cached. */
export function generateStaticParams() {
  return [];
}

/** The page's metadata for its English address (localized below). */
async function englishMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const { data, status } = await readContent('blogDetails', { params: { slug } });
  const blog = data.details;
  if (!blog) {
    const lang = await currentLanguage();
    const { articleMissing } = messagesFor(lang);
    return {
      title: {
        absolute: `${groupNameIn(lang)} || ${status === 'not-found' ? articleMissing.tab : articleMissing.tabUnavailable}`,
      },
      robots: { index: false },
    };
  }
  const description = blog.short_description || site.description;
  const path = `/blogs/details/${blog.slug}`;
  return {
    title: { absolute: `${blog.title} | ${site.name}` },
    description,
    alternates: {
      canonical: path,
      types: { 'application/rss+xml': [{ url: '/blogs/feed.xml', title: `${site.name} blog` }] },
    },
    openGraph: {
      type: 'article',
      siteName: site.name,
      title: blog.title,
      description,
      url: path,
      publishedTime: blog.published_date ?? undefined,
      authors: blog.author ? [blog.author] : undefined,
      tags: blog.tags.length ? blog.tags : undefined,
    },
    twitter: {
      card: 'summary_large_image',
      title: blog.title,
      description,
    },
  };
}

export default async function BlogDetailsPage({ params }: Props) {
  const { slug } = await params;
  const [{ data, status }, recent] = await Promise.all([
    readContent('blogDetails', { params: { slug } }),
    readContent('recentBlogs'),
  ]);
  if (status === 'not-found')
    return (
      <NotFoundView>
        <ArticleUnavailable />
      </NotFoundView>
    );
  // The source failed: say so (and try again soon) rather than claim the article does not exist.
  if (!data.details) return <ArticleUnavailable />;
  const lang = await currentLanguage();
  return (
    <ArticleDetail
      blog={data.details}
      recent={recent.data.recent}
      lang={lang}
      restInEnglish={await restInEnglish(data.details, lang)}
    />
  );
}

/**
 * Whether a Bangla page shows its article's Bangla body only in part (staff published
 * it anyway): judged against the English body by the editing area's own rule.
 */
async function restInEnglish(blog: Blog, lang: Language): Promise<boolean> {
  if (lang !== 'bn' || shownInEnglish(blog.description, lang)) return false;
  const english = await readContent('blogDetails', { params: { slug: blog.slug }, lang: 'en' });
  const body = english.data.details?.description;
  return !!body && banglaBodyIncomplete(body, blog.description);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return localized(englishMetadata({ params }));
}
