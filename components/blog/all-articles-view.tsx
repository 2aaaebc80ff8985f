import { redirect } from 'next/navigation';
import { pathIn } from '@/lib/i18n/languages';
import { listWords, messagesFor } from '@/lib/i18n/messages';
import { currentLanguage } from '@/lib/i18n/server';
import { readArticlePage, readCategories } from '@/lib/blog/articles';
import { readContent } from '@/lib/content/read';
import { pageFrom } from '@/lib/pagination';
import { firstValue } from '@/lib/query-value';
import { ArticleBrowser } from './article-browser';
import { ArticleList } from './article-list';
import { BlogHeading } from './blog-heading';
import { FeaturedHero } from './featured-hero';
import { PublicationSlider } from './publication-slider';

export type ListQuery = { page?: string | string[]; category?: string | string[] };

/**
 * The all-articles view for a query (`?page=`, `?category=`). Malformed,
 * out-of-range or stray values redirect to the page they mean.
 */
export async function AllArticlesView({ query }: { query: ListQuery }) {
  const wanted = firstValue(query.category);
  const page = pageFrom(query.page);
  // Every read starts at once: a slow source costs one timeout, not several.
  const categoriesRead = readCategories();
  const filterRead = categoriesRead.then((categories) =>
    categories.some((c) => c.slug === wanted && c.slug !== 'video') ? wanted! : null,
  );
  const [categories, filter, list, featured, publications] = await Promise.all([
    categoriesRead,
    filterRead,
    wanted ? filterRead.then((f) => readArticlePage(f, page)) : readArticlePage(null, page),
    readContent('featuredBlogs'),
    readContent('publications', { paging: { page: 1, per_page: 10 } }),
  ]);

  // Malformed, out-of-range or stray values land on the page they mean.
  const last = list.meta.last_page;
  const target = list.failed ? page : Math.min(page, last);
  const canonical = new URLSearchParams();
  if (filter) canonical.set('category', filter);
  if (target > 1) canonical.set('page', String(target));
  const asked = new URLSearchParams();
  if (wanted !== undefined) asked.set('category', String(wanted));
  if (query.page !== undefined) asked.set('page', String(query.page));
  if (asked.toString() !== canonical.toString())
    redirect(pathIn(await currentLanguage(), canonical.size ? `/blogs?${canonical}` : '/blogs'));

  const lang = await currentLanguage();
  const messages = messagesFor(lang);
  const words = listWords(lang);
  return (
    <>
      <BlogHeading
        trail={[{ name: messages.blog.title, path: '/blogs' }]}
        title={messages.blog.title}
      />
      <FeaturedHero blogs={featured.data.blogs} />
      <section aria-labelledby="all-articles">
        <ArticleBrowser
          pageWords={messages.pages}
          words={words}
          initial={{ page, filter }}
          basePath="/blogs"
          filters={categories}
          heading={
            <h2 id="all-articles" className="mb-6 text-heading-2 text-brand-ink">
              {messages.blog.allArticles}
            </h2>
          }
        >
          <ArticleList
            list={list.failed ? 'failed' : list}
            basePath="/blogs"
            filter={filter}
            leadsPage={featured.data.blogs.length === 0}
            lang={lang}
            pageWords={messages.pages}
            words={words}
          />
        </ArticleBrowser>
      </section>
      <PublicationSlider publications={publications.data.magazines} />
    </>
  );
}
