import 'server-only';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, count, desc, eq, getTableColumns, ilike, inArray, or, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { revalidateTag } from 'next/cache';
import type { Editor } from '@/lib/auth/session';
import { reads } from '@/lib/content/contract';
import { SETTINGS_TAG } from '@/lib/content/settings';
import { sourceAnswers } from '@/lib/content/serve';
import { decodeAttribute } from '@/lib/html-text';
import { site } from '@/lib/site';
import { getStore, type Store } from '@/lib/store/db';
import { blogPosts, fileReplacements, files, records, siteSettings } from '@/lib/store/schema';
import { collections } from './collections';
import { recordChange } from './history';
import { editableRecords } from './record-form';
import { fileCopies, fileUrl, storeUpload, type StoredFile, type UploadProblem } from './uploads';

export const FILES_PAGE_SIZE = 24;

const FILE_ADDRESS = /^\/files\/([0-9a-f]{64})\/([^/?#]+)$/;

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

type Tx = Parameters<Parameters<Store['transaction']>[0]>[0];

/** A place that uses a file: what it is, and where the editing area edits it. */
export type FileUse = { kind: string; title: string; href: string };

/** Every row of a table whose stored text (any column, drafts included) holds the file's address. */
const holding = (table: PgTable, hash: string) => sql`${table}::text like ${`%/files/${hash}/%`}`;

/**
 * Where a file is used: articles (body, pictures, drafts), every list's rows and
 * every record (published or draft), found by its address wherever it is stored.
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
  return uses;
}

/** Every page the site renders from the store: a file's change can show on any of them. */
function refreshEverything() {
  sourceAnswers.clear();
  for (const name of Object.keys(reads)) revalidateTag(`read:${name}`, { expire: 0 });
  revalidateTag(SETTINGS_TAG, { expire: 0 });
}

/** The alt text a file gets wherever it is inserted from now on, and on every page that reads it. */
export async function setAlt(editor: Pick<Editor, 'id' | 'email'>, hash: string, alt: string) {
  const description = alt.trim().slice(0, 300);
  const db = await getStore();
  const found = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ alt: files.alt, name: files.name, mime: files.mime })
      .from(files)
      .where(eq(files.hash, hash));
    if (!before) return null;
    if (before.mime.startsWith('image/') && !description) return 'empty' as const;
    await tx.update(files).set({ alt: description }).where(eq(files.hash, hash));
    await recordChange(tx, editor, {
      action: 'file.alt',
      target: fileUrl(hash, before.name),
      before: { alt: before.alt },
      after: { alt: description },
    });
    return 'saved' as const;
  });
  if (found === 'saved') refreshEverything();
  return found;
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
    for (const table of [
      blogPosts,
      records,
      siteSettings,
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

export const MISSING_UPLOAD =
  'No uploaded file has this address: choose one in Pictures and files, or upload it here.';
export const FOREIGN_ADDRESS =
  'This site does not serve that address: upload the picture here, or choose one in Pictures and files.';
export const MISSING_SITE_FILE = 'This site has no file at this address.';

/** A path on this site, from a path or an address on SITE_URL; null for another site's. */
function sitePath(address: string): string | null {
  if (address.startsWith('/') && !address.startsWith('//')) return address;
  try {
    const url = new URL(address);
    return url.origin === new URL(site.url).origin ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}

/**
 * Checks picture and file addresses typed into forms: an upload that exists (a
 * replaced one's address is taken as its replacement's), or a file the site
 * ships in public/. Answers, per address, the address to store or the problem.
 */
export async function checkFileAddresses(
  addresses: string[],
): Promise<Map<string, { address: string } | { problem: string }>> {
  const answers = new Map<string, { address: string } | { problem: string }>();
  const uploads = new Map<string, { hash: string; name: string }>();
  for (const address of new Set(addresses.map((a) => a.trim()).filter(Boolean))) {
    const at = sitePath(address);
    if (at === null) {
      answers.set(address, { problem: FOREIGN_ADDRESS });
      continue;
    }
    const pathname = at.split(/[?#]/)[0]!;
    const upload = FILE_ADDRESS.exec(pathname);
    if (upload) {
      uploads.set(address, { hash: upload[1]!, name: decodeURIComponent(upload[2]!) });
      continue;
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      answers.set(address, { problem: MISSING_SITE_FILE });
      continue;
    }
    const publicDir = path.join(process.cwd(), 'public');
    const file = path.resolve(publicDir, `.${decoded}`);
    const shipped =
      file.startsWith(`${publicDir}${path.sep}`) && !decoded.includes('\0') && existsSync(file);
    answers.set(address, shipped ? { address } : { problem: MISSING_SITE_FILE });
  }
  if (uploads.size > 0) {
    const hashes = [...new Set([...uploads.values()].map((u) => u.hash))];
    const db = await getStore();
    const [stored, replaced] = await Promise.all([
      db
        .select({ hash: files.hash, name: files.name })
        .from(files)
        .where(inArray(files.hash, hashes)),
      db
        .select({
          hash: fileReplacements.hash,
          name: fileReplacements.name,
          to: fileReplacements.replacedBy,
        })
        .from(fileReplacements)
        .where(inArray(fileReplacements.hash, hashes)),
    ]);
    for (const [address, { hash, name }] of uploads) {
      const found = stored.find((f) => f.hash === hash && f.name === name);
      const moved = replaced.find((f) => f.hash === hash && f.name === name);
      answers.set(
        address,
        found ? { address } : moved ? { address: moved.to } : { problem: MISSING_UPLOAD },
      );
    }
  }
  return answers;
}

/**
 * The picture and file fields of a form checked at once (form name → address):
 * the problem of each address that names no file, and the address to store for
 * each good one (a replaced file's old address becomes its replacement's).
 */
export async function checkFileFields(
  fields: Record<string, string>,
): Promise<{ errors: Record<string, string>; addresses: Record<string, string> }> {
  const answers = await checkFileAddresses(Object.values(fields));
  const errors: Record<string, string> = {};
  const addresses: Record<string, string> = {};
  for (const [name, typed] of Object.entries(fields)) {
    const answer = answers.get(typed.trim());
    if (!answer) continue;
    if ('problem' in answer) errors[name] = answer.problem;
    else addresses[name] = answer.address;
  }
  return { errors, addresses };
}

const BODY_PICTURE = /<img\b[^>]*?\bsrc="([^"]*)"/g;

/**
 * A body's pictures checked: the sentence for the first one with no file behind
 * it, else the body with any replaced file's old address made its replacement's.
 */
export async function checkBodyPictures(
  html: string,
): Promise<{ problem: string } | { html: string }> {
  const sources = [...html.matchAll(BODY_PICTURE)].map((match) => decodeAttribute(match[1]!));
  if (sources.length === 0) return { html };
  const answers = await checkFileAddresses(sources);
  let body = html;
  for (const source of sources) {
    const answer = answers.get(source.trim());
    if (!answer) continue;
    if ('problem' in answer)
      return {
        problem: `A picture in the body (${source}) has no file behind it: remove it, or insert it again from Pictures and files.`,
      };
    if (answer.address !== source)
      body = body.replaceAll(`src="${source}"`, `src="${answer.address}"`);
  }
  return { html: body };
}
