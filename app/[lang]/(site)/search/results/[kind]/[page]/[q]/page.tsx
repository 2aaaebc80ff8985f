import { searchMetadataIn, SearchView } from '@/components/search/search-view';
import { currentLanguage } from '@/lib/i18n/server';
import { runSearch } from '@/lib/search/run-search';

export async function generateMetadata() {
  return searchMetadataIn(await currentLanguage());
}

/**
 * `/search?q=…&kind=…&page=…`, rewritten here (lib/routing/rewrites.ts) so that
 * a result page is rendered once and cached for a short while per query, like
 * any other page, and dropped when the content it searched changes. Queries the
 * rewrite cannot carry in a path are rendered per request by /search itself.
 */
type Props = { params: Promise<{ kind: string; page: string; q: string }> };

export function generateStaticParams() {
  return [];
}

export default async function CachedSearchPage({ params }: Props) {
  const { kind, page, q } = await params;
  const lang = await currentLanguage();
  return (
    <SearchView outcome={await runSearch({ q: safelyDecoded(q), kind, page }, lang)} lang={lang} />
  );
}

/** Next hands the segment over still encoded when the rewrite encoded it. */
function safelyDecoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
