import crypto from 'node:crypto';
import type http from 'node:http';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { stringBytes } from '@/lib/cache/heap-bytes.mjs';

export type Encoding = 'br' | 'gzip';

/** Bytes of compressed copies kept, oldest used first out (about 900 pages in brotli). */
export const COMPRESSED_COPIES_MAX_BYTES = 16 * 1024 * 1024;
/** Static files whose headers are remembered (a build has a few hundred). */
const STATIC_FILES_MAX = 4096;
/**
 * Bytes of page bodies (as the heap holds them) whose ETag is remembered, the least
 * recently used going first: about 25 pages. The page cache holds the same strings;
 * a body it has dropped is held here alone, until it goes too.
 */
export const TAGGED_BODIES_MAX_BYTES = 8 * 1024 * 1024;

/**
 * A strong ETag from the body's bytes (a string as UTF-8, as it is sent), so
 * every instance gives one version of a page the same tag.
 */
export function entityTag(body: string | Buffer): string {
  return `"${crypto.hash('sha256', body, 'base64url').slice(0, 27)}"`;
}

/** The best encoding the client takes: brotli, else gzip, else none (`;q=0` refuses one). */
export function negotiate(acceptEncoding: string | string[] | undefined): Encoding | null {
  const offered = new Map<string, number>();
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (name) offered.set(name, q === undefined ? 1 : Number(q));
  }
  const takes = (name: Encoding) => (offered.get(name) ?? offered.get('*') ?? 0) > 0;
  return takes('br') ? 'br' : takes('gzip') ? 'gzip' : null;
}

const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    new Promise((resolve, reject) =>
      zlib.brotliCompress(
        body,
        {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      ),
    ),
  gzip: (body) =>
    new Promise((resolve, reject) =>
      zlib.gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }, (error, result) =>
        error ? reject(error) : resolve(result),
      ),
    ),
};

/** What a static file's copy goes out with: the headers Next sent the file with. */
export type StaticFile = { headers: http.OutgoingHttpHeaders };

/**
 * Compressed copies of the bodies Next answers whole: cached and static pages,
 * keyed by their ETag (a hash of the body, made here), so a new version of a
 * page is a new key and nothing needs dropping; and the build's static files,
 * keyed by their path. A copy is made once, at the highest level, on the thread
 * pool after the first response, which goes out compressed the usual way.
 */
export class CompressedCopies {
  private readonly copies: LRUCache<string, Buffer>;
  private readonly making = new Set<string>();
  private readonly staticFiles = new LRUCache<string, StaticFile>({ max: STATIC_FILES_MAX });
  /** Keyed by the body itself: a Map finds a string it holds without reading it. */
  private readonly tags: LRUCache<string, string>;

  constructor(
    maxBytes = COMPRESSED_COPIES_MAX_BYTES,
    private readonly compress = compressors,
    maxTaggedBytes = TAGGED_BODIES_MAX_BYTES,
  ) {
    this.copies = new LRUCache({ maxSize: maxBytes, sizeCalculation: (copy) => copy.length });
    this.tags = new LRUCache({
      maxSize: maxTaggedBytes,
      sizeCalculation: (_tag, body) => Math.max(1, stringBytes(body)),
    });
  }

  /**
   * The body's ETag, hashed once per body: Next hands every request for a cached
   * page the same string, and a Map finds a string it holds without reading it.
   */
  tagOf(body: string | Buffer): string {
    if (typeof body !== 'string') return entityTag(body);
    let tag = this.tags.get(body);
    if (tag !== undefined) return tag;
    tag = entityTag(body);
    this.tags.set(body, tag); // not kept when larger than the whole budget
    return tag;
  }

  /** `id`: a page's ETag, or `static:` and a static file's path. */
  get(id: string, encoding: Encoding): Buffer | undefined {
    return this.copies.get(`${encoding} ${id}`);
  }

  /** Makes the copy in the background (once, however many requests ask meanwhile). */
  make(id: string, encoding: Encoding, body: Buffer): Promise<void> {
    const key = `${encoding} ${id}`;
    if (this.copies.has(key) || this.making.has(key)) return Promise.resolve();
    this.making.add(key);
    return this.compress[encoding](body)
      .then((copy) => void this.copies.set(key, copy)) // not kept when larger than the budget
      .catch(() => undefined) // the next request compresses as usual and tries again
      .finally(() => this.making.delete(key));
  }

  staticFile(path: string): StaticFile | undefined {
    return this.staticFiles.get(path);
  }

  rememberStaticFile(path: string, file: StaticFile) {
    this.staticFiles.set(path, file);
  }

  get size() {
    return {
      copies: this.copies.size,
      bytes: this.copies.calculatedSize,
      tags: this.tags.size,
      taggedBytes: this.tags.calculatedSize,
    };
  }
}
