import { firstValue, type QueryValue } from './query-value';

/** One control of the page bar: a page number or a gap. */
export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/** Pages either side of the current one in the window (a window of five). */
export const WINDOW_RADIUS = 2;

/**
 * The page window of spec part 2 section 9: the first page, an ellipsis when the
 * current page is above 4, five pages centred on the current one, an ellipsis when
 * the current page is below `last - 3`, the last page. Empty when there is one page.
 */
export function pageWindow(current: number, last: number): PageItem[] {
  if (last <= 1) return [];
  const page = Math.min(Math.max(1, current), last);
  const items: PageItem[] = [1];
  if (page > 4) items.push('ellipsis-start');
  const from = Math.max(2, page - WINDOW_RADIUS);
  const to = Math.min(last - 1, page + WINDOW_RADIUS);
  for (let n = from; n <= to; n++) items.push(n);
  if (page < last - 3) items.push('ellipsis-end');
  items.push(last);
  return items;
}

/**
 * A `page` query value as a page to show: malformed or missing values give 1,
 * values past the end give the last page (never an error).
 */
export function pageFrom(value: QueryValue, last = Infinity): number {
  const raw = firstValue(value);
  if (raw == null || !/^\s*\d+\s*$/.test(raw)) return 1;
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n < 1) return 1;
  return Math.min(n, Math.max(1, last));
}

/** A paged, optionally filtered list as the URL holds it. */
export type ListState = { page: number; filter: string | null };

/**
 * The address of a list state: `?category=` (when filtered) then `?page=` (past
 * the first), so page one of the unfiltered list is the bare path.
 */
/** The article list's anchor: a page link lands the visitor at the list, not at the top of /blogs. */
export const ARTICLES_ANCHOR = 'articles';

/** A page link of the article list: its address, and the list's anchor (with or without scripts). */
export const listPageHref = (basePath: string, state: ListState) =>
  `${listHref(basePath, state)}#${ARTICLES_ANCHOR}`;

export function listHref(basePath: string, { page, filter }: ListState): string {
  const params = new URLSearchParams();
  if (filter) params.set('category', filter);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${basePath}?${query}` : basePath;
}
