import 'server-only';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { eq, sql } from 'drizzle-orm';
import { getStore, type Store } from '@/lib/store/db';
import { binItems, blogPosts, records, revisions, siteSettings } from '@/lib/store/schema';
import { collection, collections } from './collections';
import { editableRecords } from './record-form';

export type Tx = Parameters<Parameters<Store['transaction']>[0]>[0];

/** A place that uses a file: what it is, and where the editing area edits it. */
export type FileUse = {
  kind: string;
  title: string;
  href: string;
  /** Not in use now, but a restore (an older version, the bin) would bring the file back. */
  restorable?: true;
};

/** Every row of a table whose stored text (any column, drafts included) holds the file's address. */
const holding = (table: PgTable, hash: string) => sql`${table}::text like ${`%/files/${hash}/%`}`;

/**
 * Where a file is used: articles (body, pictures, drafts), every list's rows,
 * every record (published or draft), the settings, then what a restore would
 * put back: an item's older versions (revisions) and the bin. Found by its
 * address wherever it is stored.
 */
export async function fileUses(hash: string, db?: Store | Tx): Promise<FileUse[]> {
  const store = db ?? (await getStore());
  const uses: FileUse[] = [];
  const posts = await store
    .select({ id: blogPosts.id, title: blogPosts.title })
    .from(blogPosts)
    .where(holding(blogPosts, hash))
    .orderBy(blogPosts.id);
  for (const post of posts)
    uses.push({ kind: 'Article', title: post.title, href: `/admin/blog-posts/${post.id}` });
  for (const spec of collections) {
    // The collections' tables are described at run time: their columns go through as one type.
    const columns = spec.table as unknown as Record<string, AnyPgColumn>;
    const rows = (await store
      .select({ id: columns.id!, title: columns[spec.titleKey]! })
      .from(spec.table as unknown as typeof blogPosts)
      .where(holding(spec.table, hash))) as { id: number; title: string }[];
    for (const row of rows)
      uses.push({
        kind: spec.label,
        title: String(row.title),
        href: `/admin/lists/${spec.name}/${row.id}`,
      });
  }
  const byPath = new Map(editableRecords().map((entry) => [entry.path, entry]));
  const held = await store
    .select({ key: records.key })
    .from(records)
    .where(holding(records, hash))
    .orderBy(records.key);
  for (const { key } of held) {
    const entry = byPath.get(key);
    if (entry)
      uses.push({ kind: 'Record', title: entry.label, href: `/admin/records/${entry.name}` });
  }
  const [settings] = await store
    .select({ key: siteSettings.key })
    .from(siteSettings)
    .where(holding(siteSettings, hash))
    .limit(1);
  if (settings) uses.push({ kind: 'Settings', title: 'Site settings', href: '/admin/settings' });
  return [...uses, ...(await restorableUses(store, hash, uses))];
}

/**
 * The title and form of an item revisions are kept of, as it is now; null when it
 * is deleted. Read in the caller's transaction (a delete holds one).
 */
async function currentItem(store: Store | Tx, kind: string, item: string) {
  if (kind === 'record') {
    const entry = editableRecords().find((record) => record.name === item);
    return entry ? { title: entry.label, href: `/admin/records/${entry.name}` } : null;
  }
  const id = Number(item);
  if (!Number.isSafeInteger(id)) return null;
  if (kind === 'blog') {
    const [post] = await store
      .select({ title: blogPosts.title })
      .from(blogPosts)
      .where(eq(blogPosts.id, id));
    return post ? { title: post.title, href: `/admin/blog-posts/${id}` } : null;
  }
  const spec = collection(kind);
  if (!spec) return null;
  const columns = spec.table as unknown as Record<string, AnyPgColumn>;
  const [row] = (await store
    .select({ title: columns[spec.titleKey]! })
    .from(spec.table as unknown as typeof blogPosts)
    .where(eq(columns.id!, id))) as { title: string }[];
  return row ? { title: String(row.title), href: `/admin/lists/${spec.name}/${id}` } : null;
}

/** What each kind of item is called after "An older version of". */
const itemWord = (kind: string) =>
  kind === 'blog' ? 'the article' : kind === 'record' ? 'the record' : 'the list item';

/**
 * The uses a restore would bring back: older versions of an item (its revisions
 * page) whose current version does not use the file itself, and deleted items
 * in the bin.
 */
async function restorableUses(store: Store | Tx, hash: string, current: FileUse[]) {
  const uses: FileUse[] = [];
  const older = await store
    .selectDistinct({ kind: revisions.kind, item: revisions.item })
    .from(revisions)
    .where(holding(revisions, hash))
    .orderBy(revisions.kind, revisions.item);
  for (const { kind, item } of older) {
    const target = await currentItem(store, kind, item);
    // An item deleted meanwhile is in the bin (listed below), or gone with its revisions.
    if (!target || current.some((use) => use.href === target.href)) continue;
    uses.push({
      kind: `An older version of ${itemWord(kind)}`,
      title: target.title,
      href: `/admin/revisions/${kind}/${encodeURIComponent(item)}`,
      restorable: true,
    });
  }
  const binned = await store
    .select({ id: binItems.id, kind: binItems.kind, title: binItems.title })
    .from(binItems)
    .where(holding(binItems, hash))
    .orderBy(binItems.id);
  for (const item of binned)
    uses.push({
      kind: `In the bin (${item.kind === 'blog' ? 'an article' : (collection(item.kind)?.label ?? item.kind)})`,
      title: item.title,
      href: `/admin/bin#bin-${item.id}`,
      restorable: true,
    });
  return uses;
}

/**
 * Why a file in use is kept. An older version or an item in the bin counts as a
 * use: restored, it would show the picture, so the file cannot go while they last.
 */
export function stillUsed(uses: FileUse[]): string {
  const places = uses.length === 1 ? 'one place' : `${uses.length} places`;
  const restorable = uses.filter((use) => use.restorable).length;
  if (restorable === 0)
    return `Not deleted: this file is still used in ${places}. Remove it from ${uses.length === 1 ? 'there' : 'each'} (or replace the file instead), then delete it.`;
  return `Not deleted: this file is still used in ${places}, ${restorable === uses.length ? '' : 'some of them '}by an older version or an item in the bin: restoring it would show a broken picture. Replace the file instead: every use, older versions included, then shows the new one.`;
}
