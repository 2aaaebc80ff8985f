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

/** Metadata for a static route: its title by the rule, description, canonical and Open Graph. */
export function pageMetadata(pathname: string, description: string): Metadata {
  const title = titleFor(pathname);
  return {
    title: { absolute: title },
    description,
    alternates: { canonical: pathname },
    // The brand card of app/opengraph-image.tsx; a section's own card replaces it there.
    openGraph: {
      title,
      description,
      url: pathname,
      siteName: site.name,
      type: 'website',
      images: [{ url: '/opengraph-image', width: 1200, height: 630, alt: site.name }],
    },
    twitter: { card: 'summary_large_image', title, description, images: ['/opengraph-image'] },
  };
}
