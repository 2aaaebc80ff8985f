import 'server-only';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { env } from '@/lib/env';
import { getStore } from '@/lib/store/db';
import { fileReplacements, files } from '@/lib/store/schema';
import { FileCopies, type FileSource } from './file-copies';

/*
 * Apart from uploads.ts: the server's start (instrumentation) serves these copies,
 * and must not bring in what an upload refreshes (the content reads, which read the
 * page's language through next/root-params, an import only the app may make).
 */

/** The store as the source of the copies that `/files/` serves. */
const storeFiles: FileSource = {
  async facts(hash) {
    const db = await getStore();
    const [row] = await db
      .select({ hash: files.hash, name: files.name, mime: files.mime, size: files.size })
      .from(files)
      .where(eq(files.hash, hash));
    return row ?? null;
  },
  async chunk(hash, offset, length) {
    const db = await getStore();
    // As hex text, decoded by Buffer: PGlite's own bytea decoding took 12 times as long
    // (about 0.85 s of the server's thread for 10 MB; this way 65 ms).
    const [row] = await db
      .select({
        hex: sql<string>`encode(substring(${files.bytes} from ${offset + 1} for ${length}), 'hex')`,
      })
      .from(files)
      .where(eq(files.hash, hash));
    return Buffer.from(row?.hex ?? '', 'hex');
  },
  async replacement(hash) {
    const db = await getStore();
    const [row] = await db
      .select({ to: fileReplacements.replacedBy })
      .from(fileReplacements)
      .where(eq(fileReplacements.hash, hash));
    return row?.to ?? null;
  },
};

const COPIES = Symbol.for('masco.fileCopies');
type Holder = { [COPIES]?: FileCopies };

/**
 * This process's copies of uploaded files on disk (FILE_CACHE_DIR), kept on
 * globalThis so that every route bundle shares one set, and one copy per file.
 */
export function fileCopies(): FileCopies {
  const holder = globalThis as Holder;
  const dir = path.resolve(env.fileCacheDir);
  if (holder[COPIES]?.dir !== dir) holder[COPIES] = new FileCopies(dir, storeFiles);
  return holder[COPIES];
}
