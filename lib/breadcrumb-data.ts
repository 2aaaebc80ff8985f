import { localizeHref, type Language } from './i18n/languages';
import { messagesFor, navLabel } from './i18n/messages';
import { site } from './site';

/** One step of a breadcrumb: its name and its English path. */
export type Crumb = { name: string; path: string };

/**
 * The trail as BreadcrumbList items in the page's language: its addresses (`/bn/…` on
 * a Bangla page), Home and the navigation's names in that language, even where the
 * page's copy still shows them in English; an item's own name as it is.
 */
export function structuredCrumbs(trail: Crumb[], lang: Language) {
  const messages = messagesFor(lang);
  return [{ name: messages.nav.Home, path: '/' }, ...trail].map((crumb) => ({
    name: navLabel(messages, crumb.name),
    item: `${site.url}${localizeHref(crumb.path, lang)}`,
  }));
}
