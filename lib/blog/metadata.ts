import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/metadata';
import { site } from '@/lib/site';

/** Metadata of a paged blog list: canonical with its page, and the RSS feed; `title` on its cards too. */
export function listMetadata(
  path: string,
  description: string,
  page = 1,
  title?: string,
  ownCard = false,
): Metadata {
  const base = pageMetadata(path, description, { ownCard });
  const canonical = page > 1 ? `${path}?page=${page}` : path;
  return {
    ...base,
    ...(title ? { title: { absolute: title } } : {}),
    alternates: {
      canonical,
      types: { 'application/rss+xml': [{ url: '/blogs/feed.xml', title: `${site.name} blog` }] },
    },
    openGraph: { ...base.openGraph, url: canonical, ...(title ? { title } : {}) },
    ...(title && base.twitter ? { twitter: { ...base.twitter, title } } : {}),
  };
}
