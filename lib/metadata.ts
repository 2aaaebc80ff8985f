import type { Metadata } from 'next';
import {
  DEFAULT_LANGUAGE,
  HREFLANG,
  LANGUAGES,
  localizeHref,
  type Language,
} from './i18n/languages';
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

/**
 * A page's metadata, written for its English address, as the page in `lang`:
 * canonical and Open Graph URL under `/bn` for Bangla, and the hreflang
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
    },
    ...(metadata.openGraph ? { openGraph: { ...metadata.openGraph, url: address } } : {}),
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
