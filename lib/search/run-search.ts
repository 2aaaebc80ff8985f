import 'server-only';
import { keepPageFor } from '@/lib/content/read';
import type { ReadName } from '@/lib/content/contract';
import { env } from '@/lib/env';
import type { Language } from '@/lib/i18n/languages';
import { errorFields, log } from '@/lib/log';
import { parseQuery, queryText, MAX_QUERY_LENGTH } from './query';
import { countLater } from './search-counts';
import { searchEngine } from './site-search';
import { isSearchKind, type ParsedQuery, type SearchKind, type SearchResults } from './types';
import { pageFrom } from '@/lib/pagination';

export type SearchParams = {
  q?: string | string[];
  kind?: string | string[];
  page?: string | string[];
};

export type SearchOutcome = {
  query: ParsedQuery;
  kind: SearchKind | null;
  /** The query was longer than MAX_QUERY_LENGTH and was cut. */
  shortened: boolean;
  /** null: nothing to search for; 'unavailable': the engine failed (logged). */
  results: SearchResults | null | 'unavailable';
};

/**
 * The reads whose content is searched: a result page carries their tags, so the
 * editing area's saves and POST /api/revalidate drop it with the pages that show
 * that content (on every instance, with Redis).
 */
export const SEARCHED_READS: ReadName[] = [
  'blogs',
  'authorBlogs',
  'newsVideos',
  'videos',
  'publications',
  'mediaMagazines',
  'jobPosts',
];
/** A cached result page is answered for at most this long before it is searched again. */
export const SEARCH_PAGE_SECONDS = 60;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** A /search request's answer. Never throws: a failing engine is 'unavailable'. */
export async function runSearch(
  params: SearchParams,
  lang: Language = 'en',
): Promise<SearchOutcome> {
  const raw = first(params.q) ?? '';
  const query = parseQuery(raw);
  const wanted = first(params.kind);
  const kind = isSearchKind(wanted) ? wanted : null;
  const shortened = [...raw].length > MAX_QUERY_LENGTH && queryText(raw).length >= MAX_QUERY_LENGTH;
  if (query.terms.length === 0) return { query, kind, shortened, results: null };
  await keepPageFor(
    Math.min(SEARCH_PAGE_SECONDS, env.revalidateSeconds),
    SEARCHED_READS.map((name) => `read:${name}`),
  );
  try {
    const engine = await searchEngine(lang);
    // The CMS not read in full yet: a result page kept only as long as a fallback is.
    if ('partial' in engine) await keepPageFor(env.failureRevalidateSeconds);
    const page = pageFrom(params.page);
    const results = await engine.search(query, kind, page);
    // The editing area's analytics, on the store only: counted where a result page is
    // rendered, so a query asked again while its page is cached counts once; written
    // later, in a batch (search-counts.ts).
    if (page === 1 && !kind && !env.contentApiUrl) countLater(query.text, results.hits.length > 0);
    return { query, kind, shortened, results };
  } catch (error) {
    log('error', 'search.failed', errorFields(error));
    await keepPageFor(env.failureRevalidateSeconds);
    return { query, kind, shortened, results: 'unavailable' };
  }
}
