import { listWords, messagesFor } from '@/lib/i18n/messages';
import { currentLanguage } from '@/lib/i18n/server';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { pathIn } from '@/lib/i18n/languages';
import { PageNotFound } from '@/components/layout/page-not-found';
import { NotFoundView } from '@/components/ui/not-found-view';
import { MarkedText } from '@/components/ui/bangla-copy';
import { isCategorySlug, readArticlePage, readCategories } from '@/lib/blog/articles';
import { listMetadata } from '@/lib/blog/metadata';
import { groupNameIn, sectionNotFoundMetadata } from '@/lib/metadata';
import { categoryDescriptionBn } from '@/lib/copy/bn/blog';
import { pageFrom } from '@/lib/pagination';
import { ArticleBrowser } from './article-browser';
import { ArticleList } from './article-list';
import { BlogHeading } from './blog-heading';

/** The category, or a stand-in when the category list itself could not be read (then the list decides). */
async function categoryOf(slug: string) {
  const categories = await readCategories();
  if (!isCategorySlug(slug)) return undefined;
  if (categories.length === 0) return { slug, name: slug.replace(/-/g, ' ') };
  return categories.find((c) => c.slug === slug);
}

export async function categoryMetadata(slug: string, page: number): Promise<Metadata> {
  const category = await categoryOf(slug);
  if (!category) return sectionNotFoundMetadata(await currentLanguage());
  const path = `/blogs/${category.slug}`;
  if ((await currentLanguage()) === 'bn')
    // The tab names the category as the store names it in Bangla (its English where it has none).
    return listMetadata(
      path,
      categoryDescriptionBn(category.name),
      page,
      `${groupNameIn('bn')} || ${category.name}`,
    );
  const description = `${category.name}: articles from Masco Group on ${category.name.toLowerCase()} in knitwear manufacturing.`;
  return listMetadata(path, description, page);
}

/** One category's article list at `?page=`; an unknown category is a 404. */
export async function CategoryView({
  slug,
  pageParam,
}: {
  slug: string;
  pageParam?: string | string[];
}) {
  const page = pageFrom(pageParam);
  // Both reads at once: a slow source costs one timeout, not two.
  const [category, list] = await Promise.all([
    categoryOf(slug),
    isCategorySlug(slug) ? readArticlePage(slug, page) : null,
  ]);
  if (!category || !list)
    return (
      <NotFoundView>
        <PageNotFound lang={await currentLanguage()} />
      </NotFoundView>
    );
  const target = list.failed ? page : Math.min(page, list.meta.last_page);
  const canonical = target > 1 ? String(target) : undefined;
  if (String(pageParam ?? '') !== String(canonical ?? ''))
    redirect(
      pathIn(
        await currentLanguage(),
        `/blogs/${category.slug}${canonical ? `?page=${canonical}` : ''}`,
      ),
    );

  const lang = await currentLanguage();
  const messages = messagesFor(lang);
  const words = listWords(lang);
  return (
    <>
      <BlogHeading
        trail={[
          { name: messages.blog.title, path: '/blogs' },
          { name: category.name, path: `/blogs/${category.slug}` },
        ]}
        title={category.name}
      />
      <section aria-labelledby="category-articles" className="mt-8">
        {/* The cards' titles are h3: the outline needs this level between them and the h1. */}
        <h2 id="category-articles" className="sr-only">
          <MarkedText text={category.name} within={lang} />
          {`: ${messages.blog.allArticles}`}
        </h2>
        <ArticleBrowser
          pageWords={messages.pages}
          words={words}
          initial={{ page, filter: null }}
          basePath={`/blogs/${category.slug}`}
          category={category.slug}
        >
          <ArticleList
            list={list.failed ? 'failed' : list}
            basePath={`/blogs/${category.slug}`}
            filter={null}
            lang={lang}
            pageWords={messages.pages}
            words={words}
          />
        </ArticleBrowser>
      </section>
    </>
  );
}
