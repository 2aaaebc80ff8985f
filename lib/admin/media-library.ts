import 'server-only';
import { and, count, desc, eq, getTableColumns, ilike, or, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Editor } from '@/lib/auth/session';
import { getStore } from '@/lib/store/db';
import {
  binItems,
  blogPosts,
  fileReplacements,
  files,
  records,
  revisions,
  siteSettings,
} from '@/lib/store/schema';
import { collections } from './collections';
import { fileUses, type FileUse } from './file-uses';
import { recordChange } from './history';
import { refreshEverything } from './refresh';
import { fileCopies } from './stored-file-copies';
import { fileUrl, storeUpload, writeAlt, type StoredFile, type UploadProblem } from './uploads';

export const FILES_PAGE_SIZE = 24;

/** What the library shows of an upload: everything but its bytes. */
const FACTS = {
  hash: files.hash,
  name: files.name,
  mime: files.mime,
  size: files.size,
  width: files.width,
  height: files.height,
  alt: files.alt,
  createdAt: files.createdAt,
  createdBy: files.createdBy,
};

export type LibraryQuery = { search: string; page: number; picturesOnly?: boolean };

/** The uploads newest first, searched by file name and alt text, a page at a time, without their bytes. */
export async function listFiles({ search, page, picturesOnly = false }: LibraryQuery) {
  const db = await getStore();
  const words = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = and(
    search ? or(ilike(files.name, words), ilike(files.alt, words)) : undefined,
    picturesOnly ? ilike(files.mime, 'image/%') : undefined,
  );
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select(FACTS)
      .from(files)
      .where(where)
      .orderBy(desc(files.createdAt), desc(files.hash))
      .limit(FILES_PAGE_SIZE)
      .offset((page - 1) * FILES_PAGE_SIZE),
    db.select({ total: count() }).from(files).where(where),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, url: fileUrl(row.hash, row.name) })),
    total,
    pages: Math.max(1, Math.ceil(total / FILES_PAGE_SIZE)),
  };
}

export type LibraryFile = Awaited<ReturnType<typeof listFiles>>['rows'][number];

/** One upload's facts, without its bytes. */
export async function fileFacts(hash: string) {
  if (!/^[0-9a-f]{64}$/.test(hash)) return null;
  const db = await getStore();
  const [row] = await db.select(FACTS).from(files).where(eq(files.hash, hash));
  return row ? { ...row, url: fileUrl(row.hash, row.name) } : null;
}

/**
 * Gives a file the alt text typed. `seen` is the alt text the person had before
 * them: another one stored meanwhile (someone else's words) is not overwritten,
 * and comes back (`meanwhile`) so they can see both and choose.
 */
export async function setAlt(
  editor: Pick<Editor, 'id' | 'email'>,
  hash: string,
  alt: string,
  seen?: string,
): Promise<null | 'empty' | 'saved' | { meanwhile: string }> {
  const description = alt.trim().slice(0, 300);
  const db = await getStore();
  const found = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ alt: files.alt, name: files.name, mime: files.mime })
      .from(files)
      .where(eq(files.hash, hash))
      .for('update');
    if (!before) return null;
    if (before.mime.startsWith('image/') && !description) return 'empty' as const;
    if (before.alt === description) return 'saved' as const;
    if (seen !== undefined && before.alt !== seen.trim()) return { meanwhile: before.alt };
    await writeAlt(tx, editor, hash, before, description);
    return 'changed' as const;
  });
  if (found === 'changed') refreshEverything();
  return found === 'changed' ? 'saved' : found;
}

/** Deletes a file no one uses; otherwise says where it is used, and keeps it. */
export async function deleteFile(
  editor: Pick<Editor, 'id' | 'email'>,
  hash: string,
): Promise<{ deleted: true } | { deleted: false; uses: FileUse[] } | null> {
  const db = await getStore();
  const outcome = await db.transaction(async (tx) => {
    const [file] = await tx
      .select({ name: files.name, alt: files.alt })
      .from(files)
      .where(eq(files.hash, hash))
      .for('update');
    if (!file) return null;
    const uses = await fileUses(hash, tx);
    if (uses.length > 0) return { deleted: false as const, uses };
    const url = fileUrl(hash, file.name);
    await tx.delete(files).where(eq(files.hash, hash));
    // The addresses replaced by this one have nowhere to go any more.
    await tx.delete(fileReplacements).where(eq(fileReplacements.replacedBy, url));
    await recordChange(tx, editor, { action: 'file.delete', target: url, before: file });
    return { deleted: true as const };
  });
  if (outcome?.deleted) await fileCopies().forget(hash);
  return outcome;
}

/** The text and JSON columns of a table, where a file's address may be written, by property name. */
function addressColumns(table: PgTable) {
  return Object.entries(getTableColumns(table)).filter(
    ([, column]) => column.columnType === 'PgText' || column.columnType === 'PgJsonb',
  );
}

/**
 * Puts new bytes in a file's place: the new file keeps the old one's alt text
 * (unless another is given), every use of the old address is rewritten to the
 * new one, and the old address answers 308 to the new one from then on.
 */
export async function replaceFile(
  editor: Pick<Editor, 'id' | 'email'>,
  hash: string,
  upload: File,
  alt: string,
): Promise<StoredFile | UploadProblem | null> {
  const old = await fileFacts(hash);
  if (!old) return null;
  const stored = await storeUpload(editor, upload, alt.trim() || old.alt, {
    expect: old.mime.startsWith('image/') ? 'image' : 'pdf',
  });
  if ('problem' in stored || stored.hash === hash) return stored;
  const db = await getStore();
  await db.transaction(async (tx) => {
    // Older versions and the bin too: a restore then shows the new file.
    for (const table of [
      blogPosts,
      records,
      siteSettings,
      revisions,
      binItems,
      ...collections.map((spec) => spec.table),
    ])
      for (const [key, column] of addressColumns(table)) {
        const replaced =
          column.columnType === 'PgJsonb'
            ? sql`replace(${column}::text, ${old.url}, ${stored.url})::jsonb`
            : sql`replace(${column}, ${old.url}, ${stored.url})`;
        await tx
          .update(table)
          .set({ [key]: replaced })
          .where(sql`${column}::text like ${`%${old.url}%`}`);
      }
    await tx
      .update(fileReplacements)
      .set({ replacedBy: stored.url })
      .where(eq(fileReplacements.replacedBy, old.url));
    await tx
      .insert(fileReplacements)
      .values({ hash, name: old.name, replacedBy: stored.url })
      .onConflictDoUpdate({ target: fileReplacements.hash, set: { replacedBy: stored.url } });
    await tx.delete(files).where(eq(files.hash, hash));
    await recordChange(tx, editor, {
      action: 'file.replace',
      target: old.url,
      before: { url: old.url, size: old.size },
      after: { url: stored.url },
    });
  });
  await fileCopies().forget(hash);
  refreshEverything();
  return stored;
}
