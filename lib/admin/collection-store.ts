import 'server-only';
import { and, asc, count, eq, getTableName, ne, sql } from 'drizzle-orm';
import { listSearch } from './list-search';
import type { Editor } from '@/lib/auth/session';
import { refreshReads } from './refresh';
import { getStore, type Store } from '@/lib/store/db';
import { blogPosts } from '@/lib/store/schema';
import { column, hasPosition, orderBy, table } from './collection-columns';
import { shownFields, type CollectionSpec } from './collections';
import { showingEnglish } from './bangla-query';
import { groupInputValue } from '@/lib/dates';
import { moveToBin, nextId } from './bin';
import { recordChange } from './history';
import { keepRevision } from './revisions';
import { cleanRichText } from './rich-text';
import { readPage } from './paged';
import { banglaFormValues, banglaName, banglaToStore, splitBangla } from './bangla-fields';

export const LIST_PAGE_SIZE = 20;

type Row = Record<string, unknown> & { id: number; version: number };
type Tx = Parameters<Parameters<Store['transaction']>[0]>[0];

/** A page of rows in the order the site shows them, searched in the title-like columns. */
export async function listRows(
  spec: CollectionSpec,
  search: string,
  page: number,
  { missingBangla = false } = {},
) {
  const db = await getStore();
  const searched = listSearch(
    search,
    spec.searchKeys.map((key) => column(spec, key)),
    column(spec, 'bn'),
  );
  const where = missingBangla
    ? and(
        searched,
        showingEnglish(
          (await db.select().from(table(spec)).where(searched)) as unknown as Row[],
          (row) => rowBanglaMark(spec, row),
          column(spec, 'id'),
        ),
      )
    : searched;
  return readPage(
    page,
    LIST_PAGE_SIZE,
    async ({ limit, offset }) =>
      (await db
        .select()
        .from(table(spec))
        .where(where)
        .orderBy(...orderBy(spec))
        .limit(limit)
        .offset(offset)) as unknown as Row[],
    db.select({ total: count() }).from(table(spec)).where(where),
  );
}

export async function readRow(spec: CollectionSpec, id: number): Promise<Row | null> {
  const db = await getStore();
  const [row] = await db
    .select()
    .from(table(spec))
    .where(eq(column(spec, 'id'), id));
  return (row as unknown as Row | undefined) ?? null;
}

/** The values already used in the columns a field suggests from (job locations, categories). */
export async function suggestions(spec: CollectionSpec) {
  const db = await getStore();
  const keys = spec.fields.filter((field) => field.suggest).map((field) => field.key);
  const lists = await Promise.all(
    keys.map((key) =>
      db
        .selectDistinct({ value: column(spec, key) })
        .from(table(spec))
        .orderBy(asc(column(spec, key)))
        .limit(50),
    ),
  );
  return Object.fromEntries(keys.map((key, i) => [key, lists[i]!.map((r) => String(r.value))]));
}

/** The keys of a collection's fields that have a Bangla value. */
export const translatedKeys = (spec: CollectionSpec) =>
  spec.fields.filter((field) => field.translate).map((field) => field.key);

/** What the form shows of a row: dates as their inputs take them, in Bangladesh time; its Bangla values. */
export function rowFormValues(spec: CollectionSpec, row: Row): Record<string, string | boolean> {
  const values: Record<string, string | boolean> = {};
  for (const field of spec.fields) {
    const value = row[field.key];
    if (field.kind === 'boolean') values[field.key] = value === true;
    else if (field.kind === 'datetime' && value instanceof Date)
      values[field.key] = groupInputValue(value);
    else values[field.key] = value == null ? '' : String(value);
  }
  return { ...values, ...banglaFormValues(translatedKeys(spec), row.bn) };
}

/** What the list's Bangla mark of a row reads (the fields its kind shows), and its filter too. */
export const rowBanglaMark = (spec: CollectionSpec, row: Row) => {
  const values = rowFormValues(spec, row);
  return { fields: shownFields(spec, values), values };
};

/** Every page that shows the collection, and the own pages of the rows at these addresses. */
export function refreshCollectionPages(spec: CollectionSpec, slugs: unknown[]) {
  refreshReads(spec.reads, spec.itemRead && { read: spec.itemRead, slugs });
}

/** One writer at a time per table while a new row's key and position are chosen. */
const lockTable = (tx: Tx, spec: CollectionSpec) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`list:${getTableName(spec.table)}`}))`);

export type RowSaveOutcome =
  | { ok: true; id: number; version: number }
  | { ok: false; errors: Record<string, string> }
  | { ok: false; conflict: { updatedBy: string | null; version: number } };

/**
 * Creates (id null) or updates a row: a taken address is refused, a version
 * other than the one read is refused (nothing overwritten), a body is
 * sanitised; `published` shows or hides it. A history line, then the pages
 * that show the collection are refreshed.
 */
export async function saveRow(
  editor: Editor,
  spec: CollectionSpec,
  id: number | null,
  version: number,
  data: Record<string, unknown>,
  published: boolean,
  /** 'restore': the values are an earlier revision's (the history and the revisions say so). */
  cause: 'edit' | 'restore' = 'edit',
): Promise<RowSaveOutcome> {
  const db = await getStore();
  const { english, bangla } = splitBangla(data);
  const values: Record<string, unknown> = { ...english, updatedBy: editor.email };
  for (const field of spec.fields)
    if (field.kind === 'richText') {
      values[field.key] = cleanRichText(String(values[field.key]));
      const bn = banglaName(field.key);
      if (typeof bangla[bn] === 'string') bangla[bn] = cleanRichText(bangla[bn]);
    }
  if (spec.hideable) values.published = published;
  const label = String(values[spec.titleKey]);
  const outcome = await db.transaction(
    async (tx): Promise<RowSaveOutcome & { slugs?: unknown[] }> => {
      if (typeof values.slug === 'string') {
        const slug = column(spec, 'slug');
        const idColumn = column(spec, 'id');
        const [taken] = await tx
          .select({ id: idColumn })
          .from(table(spec))
          .where(
            id === null ? eq(slug, values.slug) : and(eq(slug, values.slug), ne(idColumn, id)),
          );
        if (taken) return { ok: false, errors: { slug: 'Another item has this address.' } };
      }
      if (id === null) {
        values.bn = banglaToStore({}, bangla);
        await lockTable(tx, spec);
        const next = await nextId(tx, spec.name, column(spec, 'id'));
        const [{ last } = { last: 0 }] = await tx
          .select({
            last: hasPosition(spec)
              ? sql<number>`coalesce(max(${column(spec, 'position')}), 0)`
              : sql<number>`0`,
          })
          .from(table(spec));
        const row = {
          ...values,
          id: Number(next),
          version: 1,
          ...(hasPosition(spec) && { position: Number(last) + 1 }),
        };
        await tx.insert(table(spec)).values(row as typeof blogPosts.$inferInsert);
        await keepRevision(tx, editor, { kind: spec.name, item: next, action: 'save', doc: row });
        await recordChange(tx, editor, {
          action: `${spec.name}.create`,
          target: label,
          after: row,
        });
        return { ok: true, id: Number(next), version: 1, slugs: [values.slug] };
      }
      const [before] = (await tx
        .select()
        .from(table(spec))
        .where(eq(column(spec, 'id'), id))
        .for('update')) as unknown as Row[];
      if (!before) return { ok: false, errors: { [spec.titleKey]: 'This was deleted meanwhile.' } };
      if (before.version !== version)
        return {
          ok: false,
          conflict: {
            updatedBy: (before.updatedBy as string | null) ?? null,
            version: before.version,
          },
        };
      // The Bangla values the form had over the stored ones (a form without them keeps them).
      values.bn = banglaToStore(before.bn, bangla);
      await tx
        .update(table(spec))
        .set({ ...values, version: before.version + 1 } as typeof blogPosts.$inferInsert)
        .where(eq(column(spec, 'id'), id));
      await spec.afterUpdate?.(tx, editor, before, values);
      await keepRevision(tx, editor, {
        kind: spec.name,
        item: id,
        action: cause === 'restore' ? 'restore' : 'save',
        doc: values,
        earlier: { action: 'save', doc: before, by: before.updatedBy },
      });
      await recordChange(tx, editor, {
        action: cause === 'restore' ? `${spec.name}.restore-revision` : `${spec.name}.update`,
        target: label,
        before,
        after: values,
      });
      return { ok: true, id, version: before.version + 1, slugs: [values.slug, before.slug] };
    },
  );
  if (outcome.ok) refreshCollectionPages(spec, outcome.slugs ?? []);
  return outcome;
}

/**
 * Moves a row to the bin (off the site at once, restorable for BIN_DAYS days);
 * one the articles still name (an author, a category, a tag) is kept, with the reason.
 */
export async function deleteRow(
  editor: Editor,
  spec: CollectionSpec,
  id: number,
): Promise<{ deleted: boolean; inUse?: true }> {
  const db = await getStore();
  if (spec.inUse && (await spec.inUse.count(db, id)) > 0) return { deleted: false, inUse: true };
  const before = await db.transaction(async (tx) => {
    const [row] = (await tx
      .delete(table(spec))
      .where(eq(column(spec, 'id'), id))
      .returning()) as unknown as Row[];
    if (row) {
      const title = String(row[spec.titleKey]);
      await moveToBin(tx, editor, { kind: spec.name, itemId: id, title, row });
      await recordChange(tx, editor, { action: `${spec.name}.delete`, target: title, before: row });
    }
    return row ?? null;
  });
  if (before) refreshCollectionPages(spec, [before.slug]);
  return { deleted: before !== null };
}

/**
 * Moves a row one place up or down in the order the site shows (collections
 * ordered by position): the list is numbered afresh, then the two swap places.
 */
export async function moveRow(
  editor: Editor,
  spec: CollectionSpec,
  id: number,
  direction: 'up' | 'down',
): Promise<void> {
  if (!hasPosition(spec)) return;
  const db = await getStore();
  const moved = await db.transaction(async (tx) => {
    await lockTable(tx, spec);
    const rows = (await tx
      .select({ id: column(spec, 'id'), title: column(spec, spec.titleKey) })
      .from(table(spec))
      .orderBy(...orderBy(spec))) as { id: number; title: string }[];
    const at = rows.findIndex((row) => row.id === id);
    const to = direction === 'up' ? at - 1 : at + 1;
    if (at < 0 || to < 0 || to >= rows.length) return false;
    [rows[at], rows[to]] = [rows[to]!, rows[at]!];
    for (const [i, row] of rows.entries())
      await tx
        .update(table(spec))
        .set({ position: i + 1 } as Partial<typeof blogPosts.$inferInsert>)
        .where(eq(column(spec, 'id'), row.id));
    await recordChange(tx, editor, {
      action: `${spec.name}.move`,
      target: rows[to]!.title,
      after: { direction, position: to + 1 },
    });
    return true;
  });
  if (moved) refreshCollectionPages(spec, []);
}
