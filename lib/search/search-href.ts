import type { SearchKind } from './types';

/** The address of a search: `?q=`, then `kind` and `page` when they are not the defaults. */
export function searchHref(q: string, kind: SearchKind | null = null, page = 1): string {
  const params = new URLSearchParams({ q });
  if (kind) params.set('kind', kind);
  if (page > 1) params.set('page', String(page));
  return `/search?${params}`;
}
