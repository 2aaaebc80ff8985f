import { searchMetadata, SearchView } from '@/components/search/search-view';
import { runSearch, type SearchParams } from '@/lib/search/run-search';

export const metadata = searchMetadata;

/**
 * `/search` with no query, or one the rewrite to the cached result pages cannot
 * carry (lib/routing/rewrites.ts): rendered per request.
 */
export default async function SearchPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  return <SearchView outcome={await runSearch(await searchParams)} />;
}
