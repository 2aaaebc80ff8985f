import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FieldSpec } from './collection-spec';

/**
 * Rows the Bangla page shows partly in English: a translatable field (where it
 * applies to the row) with English text and no Bangla (lib/admin/bangla-fields.ts).
 */
export function lacksBangla(
  fields: readonly FieldSpec[],
  columnOf: (key: string) => AnyPgColumn,
  bn: AnyPgColumn,
): SQL | undefined {
  const lacking = fields
    .filter((field) => field.translate)
    .map((field) =>
      and(
        field.when ? eq(columnOf(field.when.key), field.when.value) : undefined,
        sql`btrim(coalesce(${columnOf(field.key)}, '')) not in ('', '<p></p>')`,
        sql`btrim(coalesce(${bn}->>${field.key}, '')) = ''`,
      ),
    );
  return lacking.length > 0 ? or(...lacking) : undefined;
}
