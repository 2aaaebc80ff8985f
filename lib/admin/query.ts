import { firstValue, type QueryValue } from '@/lib/query-value';

/** A list page's query: the first of repeated values, a search of at most 100 characters, a sane page. */
export type Query = Record<string, string | string[] | undefined>;

export const one = (value: QueryValue) => firstValue(value) ?? '';

export const searchText = (query: Query) => one(query.q).trim().slice(0, 100);

export function pageNumber(query: Query): number {
  const requested = Number(one(query.page));
  return Number.isInteger(requested) && requested >= 1 && requested <= 10_000 ? requested : 1;
}
