import { sitePath } from '@/lib/routing/site-path';

/**
 * An editor's preview: Next's draft mode, switched on for the editor's browser
 * by /admin/preview, shows a page as it will look with the unpublished drafts
 * (lib/store/preview.ts). Such renders are never cached.
 */
export const previewHref = (path: string) => `/admin/preview?path=${encodeURIComponent(path)}`;

/** A public page of this site to preview or return to; anything else is the home page. */
export function previewPath(value: string | null): string {
  const url = sitePath(value);
  if (!url || /^\/(?:admin|api)(?:\/|$)/.test(url.pathname)) return '/';
  return `${url.pathname}${url.search}`;
}
