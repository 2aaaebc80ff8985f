/**
 * The site's languages (issue 49). English keeps every address it had; each
 * public page has a Bangla twin at `/bn` + its path. Inside the app both live
 * under app/[lang]: next.config.ts rewrites an English address to `/en` + path
 * (lib/routing/rewrites.ts), so `/en/...` is an internal path, never a public one.
 */
export const LANGUAGES = ['en', 'bn'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** A route's `lang` parameter as a language (English for anything else). */
export const languageOf = (value: unknown): Language =>
  isLanguage(value) ? value : DEFAULT_LANGUAGE;

/** The public address of an English path in a language: `/knitting` → `/bn/knitting`, `/` → `/bn`. */
export function pathIn(lang: Language, path: string): string {
  if (lang === DEFAULT_LANGUAGE) return path;
  return path === '/' ? `/${lang}` : `/${lang}${path}`;
}

/**
 * A path as the browser or the router has it, split into its language and the
 * English path: `/bn/knitting` → bn + `/knitting`; `/en/knitting` (the rewrite's
 * internal path) and `/knitting` → en + `/knitting`.
 */
export function splitPath(pathname: string): { lang: Language; path: string } {
  const match = pathname.match(/^\/(en|bn)(?=\/|$)(.*)$/);
  if (!match) return { lang: DEFAULT_LANGUAGE, path: pathname };
  return { lang: match[1] as Language, path: match[2] || '/' };
}

/**
 * The paths under app/[lang] that render a public page in each language: `/dyeing`,
 * `/en/dyeing` and `/bn/dyeing` all give `/en/dyeing` and `/bn/dyeing`. Both twins
 * read the same record, so a page revalidated by its address is fresh in both.
 */
export function twinRoutePaths(pathname: string): string[] {
  const { path } = splitPath(pathname);
  return LANGUAGES.map((lang) => (path === '/' ? `/${lang}` : `/${lang}${path}`));
}

/** Internal links that stay the same in every language (the editing area, the API, files). */
const UNLOCALIZED = /^\/(?:api|admin|files|_next)(?:\/|$)|^\/(?:bn|en)(?:\/|$)/;

/** An href of an English page, pointed at the same page in `lang`; other hrefs as they are. */
export function localizeHref(href: string, lang: Language): string {
  if (lang === DEFAULT_LANGUAGE || !href.startsWith('/') || href.startsWith('//')) return href;
  if (UNLOCALIZED.test(href)) return href;
  const cut = href.search(/[?#]/);
  const path = cut === -1 ? href : href.slice(0, cut);
  const rest = cut === -1 ? '' : href.slice(cut);
  return `${pathIn(lang, path)}${rest}`;
}

/** The other language: where the header's switch leads. */
export const otherLanguage = (lang: Language): Language => (lang === 'en' ? 'bn' : 'en');

/** BCP 47 tags for hreflang. */
export const HREFLANG: Record<Language, string> = { en: 'en', bn: 'bn' };

/** The query parameters each page reads: the only ones its language switch carries over. */
function knownParameters(path: string): readonly string[] {
  if (path === '/search') return ['q', 'kind', 'page'];
  if (path === '/blogs') return ['page', 'category'];
  if (/^\/blogs\/(?!video$|details\/|author\/)[^/]+$/.test(path)) return ['page'];
  return [];
}

/**
 * The query of the page at `path` as the other language's twin reads it: its own
 * known parameters (`/blogs?page=2`, `/search?q=…`), each once, in the order the page
 * names them; nothing else a link or a crawler may have added. '' when none is left.
 */
export function switchQuery(path: string, query: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const key of knownParameters(path)) {
    const value = query.get(key);
    if (value) kept.set(key, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

/**
 * A cached search result page's route parameters (`/search/results/[kind]/[page]/[q]`,
 * which `/search?q=…` is rewritten to) as the query of its address.
 */
export function resultsQuery(
  params: Record<string, string | string[] | undefined>,
): URLSearchParams {
  const query = new URLSearchParams();
  const { q, kind, page } = params;
  if (typeof q !== 'string') return query;
  let text = q;
  try {
    text = decodeURIComponent(q);
  } catch {
    // as it is
  }
  query.set('q', text);
  if (typeof kind === 'string' && kind !== 'all') query.set('kind', kind);
  if (typeof page === 'string' && page !== '1') query.set('page', page);
  return query;
}

/**
 * The address of an `/bn` or `/en` written in another case (`/BN/career`, `/En`):
 * a language tag is the same in any case (BCP 47), so it is answered with the page
 * in that language (`/bn/career`, `/`). Null for any other path.
 */
export function languageCaseAddress(pathname: string): string | null {
  const match = pathname.match(/^\/(bn|en)(?=\/|$)(.*)$/i);
  if (!match || match[1] === match[1]!.toLowerCase()) return null;
  return pathIn(match[1]!.toLowerCase() as Language, match[2] || '/');
}
