import 'server-only';
import { desc, eq, getTableColumns, inArray, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Editor } from '@/lib/auth/session';
import type { Store } from '@/lib/store/db';
import { authors, binItems, blogPosts } from '@/lib/store/schema';
import { collection } from './collections';
import { recordChange } from './history';
import { dropRedirects } from './redirects';
import { dropRevisions } from './revisions';

/** How long a deleted article or list item waits in the bin before it is deleted for good. */
export const BIN_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

type Tx = Parameters<Parameters<Store['transaction']>[0]>[0];
export type BinItem = typeof binItems.$inferSelect;

/** The table of a bin item's kind: articles ('blog') or a collection by its name. */
function tableOf(kind: string): PgTable | null {
  if (kind === 'blog') return blogPosts;
  return (collection(kind)?.table as PgTable | undefined) ?? null;
}

/** Puts a deleted row in the bin, whole (in the delete's transaction). */
export async function moveToBin(
  tx: Pick<Store, 'insert'>,
  editor: Pick<Editor, 'email'>,
  item: { kind: string; itemId: number; title: string; row: object },
) {
  await tx.insert(binItems).values({
    kind: item.kind,
    itemId: item.itemId,
    title: item.title,
    row: JSON.parse(JSON.stringify(item.row)) as Record<string, unknown>,
    deletedBy: editor.email,
  });
}

/**
 * The id a new row of this kind gets: past every row's and every binned row's,
 * so that a restore never finds its id taken by a newer item.
 */
export async function nextId(tx: Pick<Store, 'select'>, kind: string, id: AnyPgColumn) {
  const [row] = await tx
    .select({
      next: sql<number>`greatest(coalesce(max(${id}), 0), (select coalesce(max(${binItems.itemId}), 0) from ${binItems} where ${binItems.kind} = ${kind})) + 1`,
    })
    .from(id.table);
  return Number(row?.next ?? 1);
}

/** Deletes for good what has been in the bin for BIN_DAYS days by `now`, with its revisions. */
export async function purgeBin(db: Store, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(binItems)
      .where(lt(binItems.deletedAt, new Date(now.getTime() - BIN_DAYS * DAY_MS)))
      .returning({ kind: binItems.kind, item: binItems.itemId });
    await dropRevisions(tx, gone);
    await dropRedirects(
      tx,
      gone.filter((item) => item.kind === 'blog').map((item) => item.item),
    );
    return gone.length;
  });
}

/** The bin, newest deletion first, after what is past its time has been purged. */
export async function listBin(db: Store, now = new Date()): Promise<BinItem[]> {
  await purgeBin(db, now);
  return db.select().from(binItems).orderBy(desc(binItems.deletedAt), desc(binItems.id));
}

/** The day an item in the bin is deleted for good. */
export const purgedOn = (item: Pick<BinItem, 'deletedAt'>) =>
  new Date(item.deletedAt.getTime() + BIN_DAYS * DAY_MS);

/** A stored row read back from JSON: its timestamps as dates again. */
function revive(table: PgTable, row: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (!(key in row)) continue;
    const value = row[key];
    out[key] =
      column.columnType === 'PgTimestamp' && typeof value === 'string' ? new Date(value) : value;
  }
  return out;
}

export type RestoreOutcome =
  { ok: true; item: BinItem } | { ok: false; reason: 'gone' | 'address' | 'author' };

/**
 * Puts an item back as it was (published or not, same address), unless its
 * address was taken meanwhile: then nothing moves and the editor is told.
 */
export async function restoreFromBin(
  db: Store,
  editor: Editor,
  binId: number,
): Promise<RestoreOutcome> {
  return db.transaction(async (tx: Tx): Promise<RestoreOutcome> => {
    const [item] = await tx.select().from(binItems).where(eq(binItems.id, binId)).for('update');
    const table = item && tableOf(item.kind);
    if (!item || !table) return { ok: false, reason: 'gone' };
    const columns = getTableColumns(table) as Record<string, AnyPgColumn>;
    const slug = item.row.slug;
    if (typeof slug === 'string' && columns.slug) {
      const [taken] = await tx
        .select({ id: columns.id! })
        .from(table)
        .where(eq(columns.slug, slug));
      if (taken) return { ok: false, reason: 'address' };
    }
    if (item.kind === 'blog') {
      const [author] = await tx
        .select({ id: authors.id })
        .from(authors)
        .where(eq(authors.id, Number(item.row.authorId)));
      if (!author) return { ok: false, reason: 'author' };
    }
    await tx.insert(table).values(revive(table, item.row));
    await tx.delete(binItems).where(eq(binItems.id, binId));
    await recordChange(tx, editor, { action: `${item.kind}.restore`, target: item.title });
    return { ok: true, item };
  });
}

/** Why a ticked item was not restored, with the items refused for it (by bin id). */
export type RestoreRefusals = Partial<Record<'gone' | 'address' | 'author', number[]>>;

/** Bin ids in the order a bulk restore takes them: authors, then list items, then articles; each once. */
export function restoreOrder(items: readonly { id: number; kind: string }[]): number[] {
  const rank = (kind: string) => (kind === 'authors' ? 0 : kind === 'blog' ? 2 : kind ? 1 : 3);
  const seen = new Set<number>();
  return [...items]
    .sort((a, b) => rank(a.kind) - rank(b.kind))
    .map((item) => item.id)
    .filter((id) => !seen.has(id) && !!seen.add(id));
}

/**
 * The Bin's bulk restore: each ticked item as "Restore" puts it back, one
 * transaction each, so one refused (its address taken, its author deleted)
 * leaves the others restored. Authors first: an article ticked with its deleted
 * author comes back with it. Answers what was restored and what was not, and why.
 */
export async function restoreManyFromBin(db: Store, editor: Editor, binIds: number[]) {
  const ids = [...new Set(binIds)];
  const found =
    ids.length === 0
      ? []
      : await db
          .select({ id: binItems.id, kind: binItems.kind })
          .from(binItems)
          .where(inArray(binItems.id, ids));
  const restored: BinItem[] = [];
  const refused: RestoreRefusals = {};
  // One no longer in the bin (restored meanwhile, say) comes last, answered 'gone'.
  for (const id of restoreOrder([...found, ...ids.map((id) => ({ id, kind: '' }))])) {
    const outcome = await restoreFromBin(db, editor, id);
    if (outcome.ok) restored.push(outcome.item);
    else (refused[outcome.reason] ??= []).push(id);
  }
  return { restored, refused };
}

/** Deletes one item of the bin for good, or all of them (`binId` null), with their revisions. */
export async function deleteForGood(db: Store, editor: Editor, binId: number | null) {
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(binItems)
      .where(binId === null ? undefined : eq(binItems.id, binId))
      .returning();
    await dropRevisions(
      tx,
      gone.map((item) => ({ kind: item.kind, item: item.itemId })),
    );
    await dropRedirects(
      tx,
      gone.filter((item) => item.kind === 'blog').map((item) => item.itemId),
    );
    for (const item of gone)
      await recordChange(tx, editor, { action: `${item.kind}.purge`, target: item.title });
    return gone;
  });
}
