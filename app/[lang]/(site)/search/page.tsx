import { searchMetadataIn, SearchView } from '@/components/search/search-view';
import { currentLanguage } from '@/lib/i18n/server';
import { runSearch, type SearchParams } from '@/lib/search/run-search';

export async function generateMetadata() {
  return searchMetadataIn(await currentLanguage());
}

/**
 * `/search` with no query, or one the rewrite to the cached result pages cannot
 * carry (lib/routing/rewrites.ts): rendered per request.
 */
export default async function SearchPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const lang = await currentLanguage();
  return <SearchView outcome={await runSearch(await searchParams, lang)} lang={lang} />;
}
