import { and, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** At most this many words of a list's search are matched (a pasted paragraph is not a search). */
const MAX_WORDS = 8;

/**
 * A list's search in the editing area: every word typed, in any order, in one of
 * `columns` or in the row's Bangla values (`bn`'s values, not its keys), case aside. "europe textile"
 * finds "What Europe's Textile Strategy…", and a Bangla title finds its article.
 */
export function listSearch(search: string, columns: AnyColumn[], bn: AnyColumn): SQL | undefined {
  const words = search.split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) => {
      const pattern = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return or(
        ...columns.map((column) => ilike(column, pattern)),
        sql`(select string_agg(v.value, ' ') from jsonb_each_text(${bn}) v) ilike ${pattern}`,
      );
    }),
  );
}
