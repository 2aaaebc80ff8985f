import { localized } from '@/lib/i18n/server';
import type { Metadata } from 'next';
import { CategoryView, categoryMetadata } from '@/components/blog/category-view';

/** Page one of a category, cached; `?page=` is rewritten to ../paged-view by next.config.ts (lib/routing/rewrites.ts). */
type Props = { params: Promise<{ category_slug: string }> };

export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return localized(categoryMetadata((await params).category_slug, 1));
}

export default async function CategoryPage({ params }: Props) {
  return <CategoryView slug={(await params).category_slug} />;
}
