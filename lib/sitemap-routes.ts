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

/** A `<lastmod>` in W3C form, or nothing when the CMS's value is not a date. */
export function sitemapDate(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
