import { firstValue, type QueryValue } from '@/lib/query-value';

/** A list page's query: the first of repeated values, a search of at most 100 characters, a sane page. */
export type Query = Record<string, string | string[] | undefined>;

export const one = (value: QueryValue) => firstValue(value) ?? '';

export const searchText = (query: Query) => one(query.q).trim().slice(0, 100);

export function pageNumber(query: Query): number {
  const requested = Number(one(query.page));
  return Number.isInteger(requested) && requested >= 1 && requested <= 10_000 ? requested : 1;
}

/**
 * A list page's address with its query, so a sign-in on the way comes back to
 * the same filtered list (requireEditor's destination, cleaned there).
 */
export function addressWithQuery(path: string, query: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const each of Array.isArray(value) ? value : value === undefined ? [] : [value])
      params.append(key, each);
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
