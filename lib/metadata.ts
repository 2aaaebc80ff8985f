import type { Metadata } from 'next';
import { site } from './site';

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
  { ownCard = false }: { ownCard?: boolean } = {},
): Metadata {
  const images = ownCard ? {} : { images: [brandCard] };
  const title = titleFor(pathname);
  return {
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
  };
}
