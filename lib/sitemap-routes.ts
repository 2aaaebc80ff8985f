import { DEFAULT_LANGUAGE, LANGUAGES, pathIn, type Language } from '@/lib/i18n/languages';
import { isGroup, navigation } from '@/lib/navigation';
import { xmlText } from '@/lib/text';

/** Public routes that are not in the header navigation. */
const extraRoutes = [
  '/green-tour',
  '/media',
  '/publications',
  '/blogs/video',
  '/blogs/publication',
];

/** Every static public route: the navigation's internal links plus the rest. */
export function staticRoutes(): string[] {
  const fromNavigation = navigation
    .flatMap((item) => (isGroup(item) ? item.children : [item]))
    .filter((link) => !link.external && link.href.startsWith('/'))
    .map((link) => link.href);
  return [...new Set([...fromNavigation, ...extraRoutes])];
}

/**
 * A sitemap address: percent-encoded, and with `&` written `&amp;`, since Next
 * writes the value into the XML as it is (`/fabric-r&d` made the sitemap
 * malformed). Null when it cannot be encoded (a lone surrogate in a CMS slug):
 * that entry is left out, not the whole sitemap.
 */
export function sitemapLoc(base: string, path: string): string | null {
  try {
    return xmlText(`${base}${encodeURI(path)}`);
  } catch {
    return null;
  }
}

/**
 * A page's address in each language and `x-default` (the English), as sitemap
 * addresses (sitemapLoc); null when the path cannot be encoded.
 */
export function sitemapAlternates(
  base: string,
  path: string,
): (Record<Language, string> & { 'x-default': string }) | null {
  const entries = LANGUAGES.map((lang) => [lang, sitemapLoc(base, pathIn(lang, path))] as const);
  if (entries.some(([, loc]) => loc === null)) return null;
  const languages = Object.fromEntries(entries) as Record<Language, string>;
  return { ...languages, 'x-default': languages[DEFAULT_LANGUAGE] };
}

/** A `<lastmod>` in W3C form, or nothing when the CMS's value is not a date. */
export function sitemapDate(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
