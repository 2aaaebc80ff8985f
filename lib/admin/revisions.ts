import 'server-only';
import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Editor } from '@/lib/auth/session';
import type { Store } from '@/lib/store/db';
import { revisions } from '@/lib/store/schema';
import type { FieldValues } from './conflict';
import { textDiff, type DiffRun } from './text-diff';

/**
 * How many revisions of one item are kept: the newest, older ones go as new ones
 * come; but never the newest that went live (the version the site shows), however
 * many drafts came after it.
 */
export const REVISIONS_KEPT = 50;

type Writer = Pick<Store, 'insert' | 'delete' | 'select'>;

/** The blog and record actions whose save became what the site shows (a draft, hidden or restored one did not). */
const LIVE_ACTIONS = new Set(['publish', 'discard']);

/**
 * Whether a revision's save is what the site showed from then on: an article's or
 * a record's publish (or a discarded draft, which puts the published version back);
 * any save of a list item that is not hidden (list items have no drafts).
 */
export function wentLive(revision: Pick<Revision, 'kind' | 'action' | 'doc'>): boolean {
  if (revision.kind === 'blog' || revision.kind === 'record')
    return LIVE_ACTIONS.has(revision.action);
  return revision.doc.published !== false;
}

/** The ids to keep of an item's revisions (newest first): the newest REVISIONS_KEPT, and the newest that went live. */
export function revisionsToKeep(newestFirst: Pick<Revision, 'id' | 'kind' | 'action' | 'doc'>[]) {
  const keep = newestFirst.slice(0, REVISIONS_KEPT).map((revision) => revision.id);
  const live = newestFirst.find(wentLive);
  if (live && !keep.includes(live.id)) keep.push(live.id);
  return keep;
}

/**
 * Keeps what a save stored as a revision of its item, in the save's transaction,
 * and lets the oldest beyond REVISIONS_KEPT go (never the live one).
 */
export async function keepRevision(
  tx: Writer,
  editor: Pick<Editor, 'email'>,
  revision: {
    kind: string;
    item: string | number;
    action: string;
    doc: unknown;
    /** The version this save replaced, kept first when the item has no revision yet. */
    earlier?: { action: string; doc: unknown; by: unknown };
  },
) {
  const item = String(revision.item);
  if (revision.earlier) await keepEarlierVersion(tx, { ...revision, ...revision.earlier });
  await tx.insert(revisions).values({
    kind: revision.kind,
    item,
    action: revision.action,
    // Stored as JSON: dates become their ISO text, as a restore reads them back.
    doc: JSON.parse(JSON.stringify(revision.doc)) as Record<string, unknown>,
    savedBy: editor.email,
  });
  const mine = and(eq(revisions.kind, revision.kind), eq(revisions.item, item));
  const kept = await tx
    .select({
      id: revisions.id,
      kind: revisions.kind,
      action: revisions.action,
      // Of the document, only what wentLive reads.
      doc: sql<
        Record<string, unknown>
      >`jsonb_build_object('published', ${revisions.doc}->'published')`,
    })
    .from(revisions)
    .where(mine)
    .orderBy(desc(revisions.id));
  if (kept.length <= REVISIONS_KEPT) return;
  await tx.delete(revisions).where(and(mine, notInArray(revisions.id, revisionsToKeep(kept))));
}

/** When a version kept from before revisions were kept was saved: unknown, stored as the epoch. */
export const BEFORE_REVISIONS = new Date(0);

/**
 * The first save of an item that has no revision yet (seeded, or saved before
 * revisions were kept) keeps the version it replaces first, so that version can
 * be compared and restored like any later one. Dated BEFORE_REVISIONS, by its
 * last editor where the row says.
 */
async function keepEarlierVersion(
  tx: Writer,
  revision: { kind: string; item: string | number; action: string; doc: unknown; by: unknown },
) {
  const item = String(revision.item);
  const [any] = await tx
    .select({ id: revisions.id })
    .from(revisions)
    .where(and(eq(revisions.kind, revision.kind), eq(revisions.item, item)))
    .limit(1);
  if (any) return;
  await tx.insert(revisions).values({
    kind: revision.kind,
    item,
    action: revision.action,
    doc: JSON.parse(JSON.stringify(revision.doc)) as Record<string, unknown>,
    savedBy: typeof revision.by === 'string' ? revision.by : '',
    savedAt: BEFORE_REVISIONS,
  });
}

/** Drops every revision of these items (deleted for good). */
export async function dropRevisions(
  tx: Pick<Store, 'delete'>,
  items: { kind: string; item: string | number }[],
) {
  for (const { kind, item } of items)
    await tx
      .delete(revisions)
      .where(and(eq(revisions.kind, kind), eq(revisions.item, String(item))));
}

export type Revision = typeof revisions.$inferSelect;

/** An item's revisions, newest first. */
export async function listRevisions(db: Store, kind: string, item: string): Promise<Revision[]> {
  return db
    .select()
    .from(revisions)
    .where(and(eq(revisions.kind, kind), eq(revisions.item, item)))
    .orderBy(desc(revisions.id));
}

/** How many revisions an item has (the link to them says). */
export async function countRevisions(db: Store, kind: string, item: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(revisions)
    .where(and(eq(revisions.kind, kind), eq(revisions.item, item)));
  return row?.n ?? 0;
}

export async function readRevision(db: Store, id: number): Promise<Revision | null> {
  const [row] = await db
    .select()
    .from(revisions)
    .where(inArray(revisions.id, [id]));
  return row ?? null;
}

export type FieldChange = {
  name: string;
  label: string;
  /** Word by word, for text; null for a value that is simply one thing or another. */
  runs: DiffRun[] | null;
  before: string;
  after: string;
};

const shown = (value: string | boolean | undefined) =>
  value === true ? 'Yes' : value === false ? 'No' : (value ?? '');

/**
 * What changed from one version of an item to another, field by field in the
 * form's order, each as the form labels it: words removed and added for text
 * (the conflict notice's diff), before and after for the rest.
 */
export function fieldChanges(
  from: FieldValues,
  to: FieldValues,
  labelOf: (name: string) => string,
): FieldChange[] {
  const names = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return names.flatMap((name) => {
    const before = shown(from[name]);
    const after = shown(to[name]);
    if (before === after) return [];
    const textual = typeof from[name] !== 'boolean' && typeof to[name] !== 'boolean';
    const runs = textual ? textDiff(before, after) : null;
    // Only markup changed (an attribute): shown as before and after.
    return [
      {
        name,
        label: labelOf(name),
        runs: runs && runs.length > 0 ? runs : null,
        before,
        after,
      },
    ];
  });
}
