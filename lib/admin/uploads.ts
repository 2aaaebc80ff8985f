import 'server-only';
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Editor } from '@/lib/auth/session';
import { getStore } from '@/lib/store/db';
import type { Store } from '@/lib/store/store';
import { files } from '@/lib/store/schema';
import { KINDS, sanitizeSvg, sniff } from './file-kinds';
import { recordChange } from './history';
import { refreshEverything } from './refresh';
import { ALT_NEEDED, tooLargeMessage } from './upload-size';

/** The largest upload (UPLOAD_MAX_BYTES, 10 MB by default). */
export const uploadLimit = () => Number(process.env.UPLOAD_MAX_BYTES) || 10 * 1024 * 1024;

export type StoredFile = {
  url: string;
  hash: string;
  name: string;
  mime: string;
  /**
   * The same bytes were in the library already: nothing new was stored. Their
   * alt text (`alt`, someone's words) is never overwritten here: a file without
   * one took the text typed ('filled'); another one stays until the person has
   * seen both and chosen ('differs', lib/admin/alt-choice.ts).
   */
  existing?: { alt: string; typed: string; outcome: 'same' | 'filled' | 'differs' };
};

export type UploadProblem = { problem: string };

const safeName = (name: string, extension: string) => {
  const base = name
    .replace(/\.[^.]*$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || 'file'}.${extension}`;
};

export const fileUrl = (hash: string, name: string) => `/files/${hash}/${name}`;

/**
 * Stores an upload: its kind by content, within the size limit, an SVG
 * sanitised, an image with its alt text (required) and its size in pixels.
 * The same bytes twice are one file: uploaded again, the file keeps its alt text
 * (a file without one takes the text typed, with a line in the history).
 */
export async function storeUpload(
  editor: Pick<Editor, 'id' | 'email'>,
  file: File,
  alt: string,
  { expect = 'any' }: { expect?: 'image' | 'pdf' | 'any' } = {},
): Promise<StoredFile | UploadProblem> {
  const limit = uploadLimit();
  if (file.size === 0) return { problem: 'Choose a file.' };
  if (file.size > limit) return { problem: tooLargeMessage(file.size, limit) };
  let bytes: Buffer = Buffer.from(await file.arrayBuffer());
  const kind = sniff(bytes);
  if (expect === 'image' && !kind?.image)
    return { problem: 'Upload a JPEG, PNG, WebP or SVG picture.' };
  if (expect === 'pdf' && kind !== KINDS.pdf) return { problem: 'Upload a PDF file.' };
  if (!kind) return { problem: 'Upload a JPEG, PNG, WebP or SVG picture, or a PDF.' };
  const description = alt.trim().slice(0, 300);
  if (kind.image && !description) return { problem: ALT_NEEDED };
  if (kind === KINDS.svg) bytes = Buffer.from(sanitizeSvg(bytes.toString('utf8')));
  let width: number | null = null;
  let height: number | null = null;
  if (kind.image) {
    try {
      const sharp = (await import('sharp')).default;
      const metadata = await sharp(bytes, { limitInputPixels: 50_000_000 }).metadata();
      width = metadata.width ?? null;
      height = metadata.height ?? null;
    } catch {
      return { problem: 'This picture could not be read: it may be damaged.' };
    }
  }
  const hash = createHash('sha256').update(bytes).digest('hex');
  const name = safeName(file.name, kind.extension);
  const db = await getStore();
  const existing = await db.transaction(async (tx) => {
    const inserted = await insertInPieces(tx, bytes, {
      hash,
      name,
      mime: kind.mime,
      width,
      height,
      alt: description,
      createdBy: editor.email,
    });
    if (inserted) {
      await recordChange(tx, editor, {
        action: 'file.upload',
        target: fileUrl(hash, name),
        after: { name, mime: kind.mime, size: bytes.length, alt: description },
      });
      return undefined;
    }
    const [before] = await tx
      .select({ alt: files.alt, name: files.name })
      .from(files)
      .where(eq(files.hash, hash))
      .for('update');
    const alt = before?.alt ?? '';
    const outcome: NonNullable<StoredFile['existing']>['outcome'] =
      !description || description === alt ? 'same' : alt ? 'differs' : 'filled';
    if (before && outcome === 'filled') await writeAlt(tx, editor, hash, before, description);
    return { alt: outcome === 'filled' ? description : alt, typed: description, outcome };
  });
  if (existing?.outcome === 'filled') refreshEverything();
  const [stored] = await db.select({ name: files.name }).from(files).where(eq(files.hash, hash));
  return {
    url: fileUrl(hash, stored?.name ?? name),
    hash,
    name: stored?.name ?? name,
    mime: kind.mime,
    ...(existing && { existing }),
  };
}

type Transaction = Parameters<Parameters<Store['transaction']>[0]>[0];

/** Gives a file other alt text, with a line in the history, in the caller's transaction. */
export async function writeAlt(
  tx: Transaction,
  editor: Pick<Editor, 'id' | 'email'>,
  hash: string,
  before: { alt: string; name: string },
  alt: string,
) {
  await tx.update(files).set({ alt }).where(eq(files.hash, hash));
  await recordChange(tx, editor, {
    action: 'file.alt',
    target: fileUrl(hash, before.name),
    before: { alt: before.alt },
    after: { alt },
  });
}

/** The size of the pieces an upload's bytes go into the store in. */
const PIECE_BYTES = 256 * 1024;

/**
 * Inserts a file's row, its bytes sent in pieces and joined by the database: one
 * 10 MB parameter held the server's only thread for about 2 s on PGlite (its
 * bytea encoding runs in JavaScript), and every other visitor waited; in 256 KB
 * pieces each step takes a few milliseconds, and the join about 0.2 s
 * (measured on PGlite in one process, 2 s against 0.35 s in all). False when the
 * same bytes were already stored.
 */
async function insertInPieces(
  tx: Transaction,
  bytes: Buffer,
  row: {
    hash: string;
    name: string;
    mime: string;
    width: number | null;
    height: number | null;
    alt: string;
    createdBy: string;
  },
): Promise<boolean> {
  await tx.execute(
    sql`create temp table upload_pieces (n integer primary key, piece bytea not null) on commit drop`,
  );
  for (let at = 0, n = 0; at < bytes.length; at += PIECE_BYTES, n++)
    await tx.execute(
      sql`insert into upload_pieces values (${n}, decode(${bytes.subarray(at, at + PIECE_BYTES).toString('hex')}, 'hex'))`,
    );
  const inserted = (await tx.execute(
    sql`insert into files (hash, name, mime, size, width, height, alt, bytes, created_by)
        select ${row.hash}, ${row.name}, ${row.mime}, ${bytes.length}, ${row.width}, ${row.height},
               ${row.alt}, coalesce(string_agg(piece, ''::bytea order by n), ''::bytea), ${row.createdBy}
        from upload_pieces
        on conflict (hash) do nothing
        returning hash`,
  )) as unknown as { rows: unknown[] };
  return inserted.rows.length > 0;
}

export async function readFile(hash: string) {
  if (!/^[0-9a-f]{64}$/.test(hash)) return null;
  const db = await getStore();
  const [row] = await db.select().from(files).where(eq(files.hash, hash));
  return row ?? null;
}
