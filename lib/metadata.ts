import type { Metadata } from 'next';
import {
  DEFAULT_LANGUAGE,
  HREFLANG,
  LANGUAGES,
  localizeHref,
  type Language,
} from './i18n/languages';
import { messagesFor } from './i18n/messages';
import { ITEM_CARD_ID, ogSize, PAGE_CARD_ALT } from './og';
import { englishCardAddress } from './routing/share-cards';
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
  return {
    ...metadata,
    alternates: {
      ...metadata.alternates,
      canonical: address,
      languages: languageAlternates(canonical),
      ...(metadata.alternates?.types ? { types: feedsIn(metadata.alternates.types, lang) } : {}),
    },
    ...(metadata.openGraph ? { openGraph: { ...metadata.openGraph, url: address } } : {}),
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

/** The title rule: '<group name> || <PATH IN UPPER CASE, dashes as spaces>', 'Home' at '/'. */
export function titleFor(pathname: string): string {
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
  return `${site.name} || ${label || 'Home'}`;
}

/** The group's brand card (app/opengraph-image.tsx). */
const brandCard = { url: '/opengraph-image', width: 1200, height: 630, alt: site.name };

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
