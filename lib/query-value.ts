/** A query string's value as Next gives it (`searchParams`): one, several (`?a=1&a=2`) or none. */
export type QueryValue = string | string[] | undefined | null;

/** The first of a repeated query value: `?page=2&page=3` reads as page 2. */
export const firstValue = (value: QueryValue): string | undefined =>
  (Array.isArray(value) ? value[0] : value) ?? undefined;
