import { inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { banglaState } from './bangla-fields';

/** What a list's Bangla mark reads of a row (components/admin/bangla-mark.tsx). */
export type BanglaMarkOf = {
  fields: readonly { key: string; label: string; translate?: true; kind?: string }[];
  values: Record<string, unknown>;
};

/**
 * The list filter "Missing Bangla": the rows whose mark is not "বাংলা ✓" (a field
 * without Bangla, or a body translated only in part), by the mark's own rule
 * (banglaState) on the rows read, so the filter and the mark never disagree and
 * no engine's regular expressions or text functions come into it.
 */
export function showingEnglish<R extends { id: number }>(
  rows: readonly R[],
  markOf: (row: R) => BanglaMarkOf,
  id: AnyPgColumn,
): SQL {
  const ids = rows
    .filter((row) => {
      const { fields, values } = markOf(row);
      return !banglaState(fields, values).complete;
    })
    .map((row) => row.id);
  return ids.length > 0 ? inArray(id, ids) : sql`false`;
}
