import { localized } from '@/lib/i18n/server';
import type { Metadata } from 'next';
import { AllArticlesView, type ListQuery } from '@/components/blog/all-articles-view';
import { listMetadata } from '@/lib/blog/metadata';
import { blogText } from '@/lib/copy/blog';
import { pageFrom } from '@/lib/pagination';

/** `/blogs?page=…&category=…`, rewritten here by next.config.ts (lib/routing/rewrites.ts): rendered per request. */
type Props = { searchParams: Promise<ListQuery> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return localized(
    listMetadata('/blogs', blogText.description, pageFrom((await searchParams).page)),
  );
}

export default async function PagedBlogsPage({ searchParams }: Props) {
  return <AllArticlesView query={await searchParams} />;
}
