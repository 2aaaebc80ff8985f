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
