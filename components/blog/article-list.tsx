import type { Blog, Meta } from '@/lib/content/contract';
import type { Language } from '@/lib/i18n/languages';
import type { ListWords, Messages } from '@/lib/i18n/messages';
import { listPageHref } from '@/lib/pagination';
import { ArticleCard } from './article-card';
import { Pagination } from './pagination';

export type ArticlePage = { blogs: Blog[]; meta: Meta };

/**
 * One page of articles: the cards and the page bar, or why there are none. The
 * server renders the page a visit lands on; paged-articles.tsx renders later ones.
 */
export function ArticleList({
  list,
  basePath,
  filter,
  dimmed = false,
  leadsPage = true,
  lang,
  pageWords,
  words,
}: {
  list: ArticlePage | 'failed';
  /** The page's language: the cards' dates and the page bar. */
  lang: Language;
  /** The page bar's words in that language. */
  pageWords: Messages['pages'];
  /** The list's and cards' words in that language. */
  words: ListWords;
  basePath: string;
  filter: string | null;
  /** A newer copy of this page is on its way. */
  dimmed?: boolean;
  /** Nothing with a picture comes above it, so its first card's may be the largest paint. */
  leadsPage?: boolean;
}) {
  if (list === 'failed') return <p className="py-16 text-brand-slate">{words.blogsFailed}</p>;
  if (list.blogs.length === 0) return <p className="py-16 text-brand-slate">{words.noBlogs}</p>;
  return (
    <>
      <ul className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-4 ${dimmed ? 'opacity-60' : ''}`}>
        {list.blogs.map((blog, i) => (
          <li key={blog.slug}>
            <ArticleCard blog={blog} priority={leadsPage && i === 0} lang={lang} words={words} />
          </li>
        ))}
      </ul>
      <Pagination
        meta={list.meta}
        hrefFor={(page) => listPageHref(basePath, { page, filter })}
        of="articles"
        words={pageWords}
        lang={lang}
      />
    </>
  );
}
