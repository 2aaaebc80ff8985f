import type { Metadata } from 'next';
import {
  DEFAULT_LANGUAGE,
  HREFLANG,
  LANGUAGES,
  localizeHref,
  type Language,
} from './i18n/languages';
import { messagesFor, navLabel } from './i18n/messages';
import { groupNameBn, pageDescriptionsBn, pageNamesBn } from './copy/bn/page-meta';
import { isGroup, navigation } from './navigation';
import { ITEM_CARD_ID, ogSize, PAGE_CARD_ALT } from './og';
import { banglaCardAddress, englishCardAddress } from './routing/share-cards';
import { site } from './site';

/**
 * The page's address in each language, for `alternates.languages`: hreflang
 * `en`, `bn` and `x-default` (the English address), the same on both twins.
 */
export function languageAlternates(address: string): Record<string, string> {
  return {
    ...Object.fromEntries(LANGUAGES.map((lang) => [HREFLANG[lang], localizeHref(address, lang)])),
    'x-default': address,
  };
}

type AlternateTypes = NonNullable<NonNullable<Metadata['alternates']>['types']>;

/** The blog's feed in `lang`: each language has its own (app/[lang]/(site)/blogs/feed.xml). */
function feedsIn(types: AlternateTypes | undefined, lang: Language): AlternateTypes | undefined {
  const feeds = types?.['application/rss+xml'];
  if (!feeds || lang === DEFAULT_LANGUAGE) return types;
  const title = messagesFor(lang).feed.title;
  return {
    ...types,
    'application/rss+xml': Array.isArray(feeds)
      ? feeds.map((feed) => ({ ...feed, url: localizeHref(String(feed.url), lang), title }))
      : localizeHref(String(feeds), lang),
  };
}

/**
 * A page's metadata, written for its English address, as the page in `lang`:
 * canonical, Open Graph URL and feed under `/bn` for Bangla, and the hreflang
 * alternates on both twins. English keeps its canonical as it was.
 */
export function inLanguage(metadata: Metadata, lang: Language): Metadata {
  const canonical = metadata.alternates?.canonical;
  if (typeof canonical !== 'string') return metadata;
  const address = localizeHref(canonical, lang);
  const worded = lang === 'bn' ? inBanglaWords(metadata, canonical.split('?')[0] ?? '/') : metadata;
  return {
    ...worded,
    alternates: {
      ...metadata.alternates,
      canonical: address,
      languages: languageAlternates(canonical),
      ...(metadata.alternates?.types ? { types: feedsIn(metadata.alternates.types, lang) } : {}),
    },
    ...(worded.openGraph ? { openGraph: { ...worded.openGraph, url: address } } : {}),
  };
}

/** The group's name as a reader of `lang` writes it: a Bangla tab names `মাসকো গ্রুপ`. */
export const groupNameIn = (lang: Language): string => (lang === 'bn' ? groupNameBn : site.name);

/**
 * A title written for an English page, for its Bangla twin at `path`. Every Bangla
 * tab has the one shape of the spec's rule, the group's name first: the rule's title
 * in Bangla, and an item's own title (`<article> | Masco Group` in English) after
 * the group's Bangla name (`মাসকো গ্রুপ || <article>`). Other titles as they are.
 */
export function banglaTitle(title: string, path: string): string {
  if (title === titleFor(path)) return titleFor(path, 'bn');
  const suffix = ` | ${site.name}`;
  return title.endsWith(suffix) ? groupTitle('bn', title.slice(0, -suffix.length)) : title;
}

/** A tab in the spec's shape, `<group> || <name>`, the group named in `lang`. */
export const groupTitle = (lang: Language, name: string): string =>
  `${groupNameIn(lang)} || ${name}`;

/**
 * A section's not-found page (an unknown author or category): in Bangla the tab says
 * so in the one shape (`মাসকো গ্রুপ || পাতাটি খুঁজে পাওয়া যায়নি`); in English the
 * layout's tab, the group's name, as before.
 */
export const sectionNotFoundMetadata = (lang: Language): Metadata =>
  lang === 'bn'
    ? {
        title: { absolute: groupTitle(lang, messagesFor(lang).notFound.title) },
        ...brandCardMetadata(lang),
      }
    : {};

/**
 * The brand card named in the page's language, for a Bangla page that names no card of
 * its own (a not-found page), which would otherwise get the nearest card file's English
 * alt. English: nothing, the card files as before.
 */
export const brandCardMetadata = (lang: Language): Metadata => {
  if (lang === 'en') return {};
  const image = { ...brandCard, alt: groupNameBn };
  return { openGraph: { images: [image] }, twitter: { images: [image] } };
};

/** The group's brand card (app/opengraph-image.tsx). */
const brandCard = { url: '/opengraph-image', width: 1200, height: 630, alt: site.name };

/** An image of a page's card, the brand card's alt in Bangla. */
const brandCardIn = <T>(image: T): T =>
  image && typeof image === 'object' && 'url' in image && image.url === brandCard.url
    ? { ...image, alt: groupNameBn }
    : image;

type Titled = { title?: Metadata['title']; description?: Metadata['description'] };

/** The title and description of a page, its Open Graph and its Twitter card, in Bangla. */
function inBanglaWords(metadata: Metadata, path: string): Metadata {
  const description = pageDescriptionsBn[path];
  const words = <T extends Titled>(part: T): T => {
    const title = part.title;
    return {
      ...part,
      ...(typeof title === 'string' ? { title: banglaTitle(title, path) } : {}),
      ...(title && typeof title === 'object' && 'absolute' in title
        ? { title: { ...title, absolute: banglaTitle(title.absolute, path) } }
        : {}),
      ...(description && part.description ? { description } : {}),
    };
  };
  const openGraph = metadata.openGraph && words(metadata.openGraph);
  return {
    ...words(metadata),
    ...(openGraph
      ? {
          openGraph: Array.isArray(openGraph.images)
            ? { ...openGraph, images: openGraph.images.map(brandCardIn) }
            : openGraph,
        }
      : {}),
    ...(metadata.twitter ? { twitter: words(metadata.twitter) } : {}),
  };
}

/**
 * An English page's own share card named by the address it had before the pages
 * moved under app/[lang] (lib/routing/share-cards.ts): Next would name it
 * `/en/…/opengraph-image-<new hash>`. Its alt and type as the card file gives them
 * (an article's or news item's alt is its title). A page that names its images
 * (the brand card), a Bangla page, or a page without a card of its own: as it is.
 */
export function withEnglishCard(metadata: Metadata, lang: Language): Metadata {
  const canonical = metadata.alternates?.canonical;
  const openGraph = metadata.openGraph;
  if (lang !== 'en' || typeof canonical !== 'string' || !openGraph || openGraph.images)
    return metadata;
  const card = englishCardAddress(canonical);
  if (!card) return metadata;
  const image = card.item
    ? {
        url: `${card.url}/${ITEM_CARD_ID}`,
        ...ogSize,
        alt: typeof openGraph.title === 'string' ? openGraph.title : site.name,
        type: 'image/jpeg',
      }
    : {
        url: card.url,
        ...ogSize,
        alt: PAGE_CARD_ALT[canonical as keyof typeof PAGE_CARD_ALT],
        type: 'image/png',
      };
  return {
    ...metadata,
    openGraph: { ...openGraph, images: [image] },
    twitter: { ...metadata.twitter, images: [image] },
  };
}

/** What a Bangla twin's own card shows, for its alt (the card file's `alt` is the English). */
const BANGLA_CARD_WORDS = {
  '/career': 'career',
  '/sustainability': 'sustainability',
  '/blogs': 'blog',
} as const;

/**
 * A Bangla twin's own share card named with its alt in Bangla (`মাসকো গ্রুপ — চাকরি`):
 * the card file's `alt` is one for both languages. Other pages as they are.
 */
export function withBanglaCard(metadata: Metadata, lang: Language): Metadata {
  const canonical = metadata.alternates?.canonical;
  const openGraph = metadata.openGraph;
  if (lang !== 'bn' || typeof canonical !== 'string' || !openGraph || openGraph.images)
    return metadata;
  const path = (canonical.split('?')[0] ?? '').replace(/^\/bn(?=\/|$)/, '') || '/';
  const url = banglaCardAddress(path);
  const words = BANGLA_CARD_WORDS[path as keyof typeof BANGLA_CARD_WORDS];
  if (!url || !words) return metadata;
  const image = {
    url,
    ...ogSize,
    alt: `${groupNameBn} — ${messagesFor('bn').shareCards[words]}`,
    type: 'image/png',
  };
  return {
    ...metadata,
    openGraph: { ...openGraph, images: [image] },
    twitter: { ...metadata.twitter, images: [image] },
  };
}

/** Each page's name in the navigation, by its path: a Bangla title names the page so. */
const NAV_LABELS = new Map(
  navigation
    .flatMap((item) => (isGroup(item) ? item.children : [item]))
    .map((link) => [link.href, link.label]),
);

/** A page's name in Bangla: the navigation's, else its own (page-meta.ts); null when it has none. */
function banglaPageName(path: string): string | null {
  const label = NAV_LABELS.get(path);
  return label ? navLabel(messagesFor('bn'), label) : (pageNamesBn[path] ?? null);
}

/**
 * The title rule: '<group name> || <PATH IN UPPER CASE, dashes as spaces>', 'Home' at '/'.
 * In Bangla (issue 49) the same shape with the group's and the page's Bangla names
 * ('মাসকো গ্রুপ || চাকরি'), the English rule's page name where a page has none in Bangla.
 */
export function titleFor(pathname: string, lang: Language = DEFAULT_LANGUAGE): string {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // keep the raw path
  }
  const label = path
    .replace(/^\/+|\/+$/g, '')
    .replace(/-/g, ' ')
    .toUpperCase();
  if (lang === 'bn') return `${groupNameBn} || ${banglaPageName(path) ?? label}`;
  return `${site.name} || ${label || 'Home'}`;
}

/**
 * Metadata for a static route: its title by the rule, description, canonical and
 * Open Graph. `ownCard`: the page's own folder has an opengraph-image file. Next
 * uses a card file only for the page in its folder, and only when the page's
 * metadata names no image; every other page names the brand card.
 */
export function pageMetadata(
  pathname: string,
  description: string,
  { ownCard = false, lang = DEFAULT_LANGUAGE }: { ownCard?: boolean; lang?: Language } = {},
): Metadata {
  const images = ownCard ? {} : { images: [brandCard] };
  const title = titleFor(pathname);
  return inLanguage(
    {
      title: { absolute: title },
      description,
      alternates: { canonical: pathname },
      openGraph: {
        title,
        description,
        url: pathname,
        siteName: site.name,
        type: 'website',
        ...images,
      },
      twitter: { card: 'summary_large_image', title, description },
    },
    lang,
  );
}
