import 'server-only';
import type { Metadata } from 'next';
import type { ReadData } from '@/lib/content/contract';
import type { ReadResult } from '@/lib/content/read';
import { mediaDetailPath, mediaDetailsPage } from '@/lib/copy/media';
import { mediaCopy } from '@/lib/copy/bn/media';
import { htmlExcerpt } from '@/lib/html';
import type { Language } from '@/lib/i18n/languages';
import { groupNameIn, groupTitle } from '@/lib/metadata';
import { site } from '@/lib/site';

export type MediaDetails = ReadData<'mediaDetails'>['details'];

/**
 * What /media-details/{slug} shows for a read: the item; 'not-found' (the source
 * says there is no such item: HTTP 404); or 'unavailable' (the source failed or
 * sent nothing usable: a friendly message, not a false 404).
 */
export type MediaDetailView =
  { kind: 'item'; details: MediaDetails } | { kind: 'not-found' } | { kind: 'unavailable' };

export function mediaDetailView(result: ReadResult<'mediaDetails'>): MediaDetailView {
  if (result.status === 'not-found') return { kind: 'not-found' };
  const { details } = result.data;
  if (result.status === 'fallback' || (!details.title && !details.content)) {
    return { kind: 'unavailable' };
  }
  return { kind: 'item', details };
}

/** An absolute URL on this site (structured data wants absolute URLs). */
export const absoluteUrl = (pathOrUrl: string) => new URL(pathOrUrl, `${site.url}/`).href;

export function mediaDetailDescription(details: MediaDetails) {
  return htmlExcerpt(details.content, mediaDetailsPage.descriptionLength) || site.description;
}

/** The item's own title, its text as description, canonical, Open Graph article and Twitter card. */
export function mediaDetailMetadata(
  slug: string,
  view: MediaDetailView,
  lang: Language = 'en',
): Metadata {
  if (view.kind !== 'item') {
    // Neither state has a canonical for localized() to go by: its words in the page's language here.
    const words = mediaCopy(lang).details;
    const title =
      view.kind === 'not-found'
        ? groupTitle(lang, words.notFoundTitle)
        : lang === 'bn'
          ? groupTitle(lang, words.unavailable.title)
          : `${words.unavailable.title} | ${groupNameIn(lang)}`;
    // Neither state may replace the item in a search index.
    return { title: { absolute: title }, robots: { index: false, follow: true } };
  }
  const { details } = view;
  const path = mediaDetailPath(slug);
  const description = mediaDetailDescription(details);
  return {
    title: { absolute: `${details.title} | ${site.name}` },
    description,
    alternates: { canonical: path },
    openGraph: {
      type: 'article',
      title: details.title,
      description,
      url: path,
      siteName: site.name,
      publishedTime: details.created_at ?? undefined,
    },
    twitter: {
      card: 'summary_large_image',
      title: details.title,
      description,
    },
  };
}
