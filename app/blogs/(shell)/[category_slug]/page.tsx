import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { ArticleBrowser } from '@/components/blog/article-browser';
import { BlogHeading } from '@/components/blog/blog-heading';
import { isCategorySlug, readArticlePage, readCategories } from '@/lib/blog/articles';
import { listMetadata } from '@/lib/blog/metadata';
import { blogText } from '@/lib/copy/blog';
import { pageFrom } from '@/lib/pagination';

type Props = {
  params: Promise<{ category_slug: string }>;
  searchParams: Promise<{ page?: string | string[] }>;
};

/** The category, or null when the category list itself could not be read (then the list decides). */
async function categoryOf(slug: string) {
  const categories = await readCategories();
  if (!isCategorySlug(slug)) return undefined;
  if (categories.length === 0) return { slug, name: slug.replace(/-/g, ' ') };
  return categories.find((c) => c.slug === slug);
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { category_slug } = await params;
  const category = await categoryOf(category_slug);
  if (!category) return {};
  const { page } = await searchParams;
  return listMetadata(
    `/blogs/${category.slug}`,
    `${category.name}: articles from Masco Group on ${category.name.toLowerCase()} in knitwear manufacturing.`,
    pageFrom(page),
  );
}

export default async function CategoryPage({ params, searchParams }: Props) {
  const [{ category_slug }, query] = await Promise.all([params, searchParams]);
  const page = pageFrom(query.page);
  // Both reads at once: a slow source costs one timeout, not two.
  const [category, list] = await Promise.all([
    categoryOf(category_slug),
    isCategorySlug(category_slug) ? readArticlePage(category_slug, page) : null,
  ]);
  if (!category || !list) notFound();
  const target = list.failed ? page : Math.min(page, list.meta.last_page);
  const canonical = target > 1 ? String(target) : undefined;
  if (String(query.page ?? '') !== String(canonical ?? ''))
    redirect(`/blogs/${category.slug}${canonical ? `?page=${canonical}` : ''}`);

  return (
    <>
      <BlogHeading
        trail={[
          { name: blogText.title, path: '/blogs' },
          { name: category.name, path: `/blogs/${category.slug}` },
        ]}
        title={category.name}
      />
      <div className="mt-8">
        <ArticleBrowser
          initial={{ ...list, category: category.slug, page }}
          basePath={`/blogs/${category.slug}`}
          category={category.slug}
        />
      </div>
    </>
  );
}
