import { createHash, randomBytes } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, stat, type FileHandle } from 'node:fs/promises';
import path from 'node:path';

/**
 * Uploaded files served from a copy on disk (FILE_CACHE_DIR, `.data/file-cache`
 * by default), made once per file from the store. An address names the SHA-256 of
 * the bytes, so a copy never goes stale: it is written to a temporary name, its
 * hash checked against the address, and renamed into place, so a reader never
 * sees half a file. The store is read in small pieces (READ_CHUNK_BYTES), each a
 * short query, so making a copy of a 10 MB file never holds the server's one
 * thread for long; requests for a file whose copy is being made wait for that one
 * copy. A copy found on disk (made by an earlier process, or by another instance
 * sharing the folder) is checked once per process against its address before it is
 * served; one that does not match is made again.
 *
 * The folder holds at most one copy of each file the store holds (a file is only
 * copied once it is found in the store), so it is bounded by what staff upload.
 * A file deleted or replaced in the media library is forgotten at once by the
 * process that did it (its copy removed); any other instance finds it gone at
 * its next check against the store, at most RECHECK_MS after.
 */

export type FileFacts = { hash: string; name: string; mime: string; size: number };

export type FileSource = {
  /** The file's facts without its bytes, or null when the store has no such file. */
  facts(hash: string): Promise<FileFacts | null>;
  /** Bytes [offset, offset + length) of the file, fewer at its end. */
  chunk(hash: string, offset: number, length: number): Promise<Buffer>;
  /** Where a replaced file's old address now points (`/files/<hash>/<name>`), or null. */
  replacement?(hash: string): Promise<string | null>;
};

export type FileCopy = FileFacts & { path: string };

/** An open copy: read it (fs streams) and close it once sent. */
export type OpenedCopy = FileCopy & { handle: FileHandle };

/** Each store query of a copy reads this much (about 3 ms of PGlite's time here). */
export const READ_CHUNK_BYTES = 256 * 1024;
/** How long a copy is served before the store is asked again whether the file still exists. */
export const RECHECK_MS = 10_000;
/** Temporary files older than this were left by a process that stopped mid-copy. */
const STALE_TEMP_MS = 60 * 60 * 1000;

const HASH = /^[0-9a-f]{64}$/;

export class FileCopies {
  private readonly ready = new Map<string, FileCopy & { checkedAt: number }>();
  private readonly making = new Map<string, Promise<FileCopy | null>>();
  private folder: Promise<void> | undefined;

  constructor(
    readonly dir: string,
    private readonly source: FileSource,
  ) {}

  /**
   * The file's copy, opened, or null when the store holds no such file. A copy
   * removed from disk behind the server's back is made again.
   */
  async open(hash: string): Promise<OpenedCopy | null> {
    if (!HASH.test(hash)) return null;
    for (let attempt = 0; attempt < 2; attempt++) {
      const known = this.ready.get(hash);
      if (known && Date.now() - known.checkedAt > RECHECK_MS) {
        if (!(await this.source.facts(hash))) {
          await this.forget(hash);
          return null;
        }
        known.checkedAt = Date.now();
      }
      const copy = known ?? (await this.copyOf(hash));
      if (!copy) return null;
      try {
        return { ...copy, handle: await open(copy.path, 'r') };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        this.ready.delete(hash);
      }
    }
    throw new Error(`the copy of ${hash} keeps disappearing`);
  }

  /** The copy, made (or checked) once however many requests ask at once. */
  private copyOf(hash: string): Promise<FileCopy | null> {
    let pending = this.making.get(hash);
    if (!pending) {
      pending = this.make(hash).finally(() => this.making.delete(hash));
      this.making.set(hash, pending);
    }
    return pending;
  }

  private async make(hash: string): Promise<FileCopy | null> {
    const facts = await this.source.facts(hash);
    if (!facts) return null;
    await this.prepareFolder();
    const copy: FileCopy = { ...facts, path: path.join(this.dir, hash) };
    if (!(await this.holds(copy))) await this.write(copy);
    this.ready.set(hash, { ...copy, checkedAt: Date.now() });
    return copy;
  }

  /** A file gone from the store (deleted or replaced): its copy is removed, never served again. */
  async forget(hash: string) {
    if (!HASH.test(hash)) return;
    this.ready.delete(hash);
    await rm(path.join(this.dir, hash), { force: true });
  }

  /** Where a replaced file's old address now points, or null. */
  replacement(hash: string): Promise<string | null> {
    if (!HASH.test(hash) || !this.source.replacement) return Promise.resolve(null);
    return this.source.replacement(hash);
  }

  /** Whether the folder already holds this file, whole and the bytes its address names. */
  private async holds(copy: FileCopy): Promise<boolean> {
    const found = await stat(copy.path).catch(() => null);
    if (!found || found.size !== copy.size) return false;
    const hash = createHash('sha256');
    const handle = await open(copy.path, 'r');
    try {
      for await (const chunk of handle.createReadStream({
        highWaterMark: READ_CHUNK_BYTES,
        autoClose: false,
      }))
        hash.update(chunk as Buffer);
    } finally {
      await handle.close();
    }
    return hash.digest('hex') === copy.hash;
  }

  private async write(copy: FileCopy) {
    const temp = `${copy.path}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
    const hash = createHash('sha256');
    const handle = await open(temp, 'wx');
    try {
      let written = 0;
      while (written < copy.size) {
        const bytes = await this.source.chunk(
          copy.hash,
          written,
          Math.min(READ_CHUNK_BYTES, copy.size - written),
        );
        if (bytes.length === 0) break;
        hash.update(bytes);
        await handle.write(bytes, 0, bytes.length, written);
        written += bytes.length;
      }
      await handle.close();
      const digest = hash.digest('hex');
      if (written !== copy.size || digest !== copy.hash)
        throw new Error(
          `the store's bytes for ${copy.hash} do not match their address (${written} of ${copy.size} bytes, sha-256 ${digest})`,
        );
      await rename(temp, copy.path);
    } catch (error) {
      await handle.close().catch(() => undefined);
      await rm(temp, { force: true });
      throw error;
    }
  }

  /** Makes the folder, once, and clears temporary files a stopped process left. */
  private prepareFolder() {
    this.folder ??= (async () => {
      await mkdir(this.dir, { recursive: true });
      const now = Date.now();
      for (const name of await readdir(this.dir)) {
        if (!name.endsWith('.tmp')) continue;
        const file = path.join(this.dir, name);
        const found = await stat(file).catch(() => null);
        if (found && now - found.mtimeMs > STALE_TEMP_MS) await rm(file, { force: true });
      }
    })().catch((error: unknown) => {
      this.folder = undefined;
      throw error;
    });
    return this.folder;
  }
}
