import { localized } from '@/lib/i18n/server';
import type { Metadata } from 'next';
import { CategoryView, categoryMetadata } from '@/components/blog/category-view';
import { pageFrom } from '@/lib/pagination';

/** `/blogs/{category}?page=…`, rewritten here by next.config.ts (lib/routing/rewrites.ts): rendered per request. */
type Props = {
  params: Promise<{ category_slug: string }>;
  searchParams: Promise<{ page?: string | string[] }>;
};

/** The page's metadata for its English address (localized below). */
async function englishMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const [{ category_slug }, { page }] = await Promise.all([params, searchParams]);
  return categoryMetadata(category_slug, pageFrom(page));
}

export default async function PagedCategoryPage({ params, searchParams }: Props) {
  const [{ category_slug }, { page }] = await Promise.all([params, searchParams]);
  return <CategoryView slug={category_slug} pageParam={page} />;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return localized(englishMetadata({ params, searchParams }));
}
