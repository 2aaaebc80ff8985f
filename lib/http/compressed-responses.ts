import http from 'node:http';
import zlib from 'node:zlib';
// The compression middleware Next runs itself when `compress` is on (next.config.ts turns it off: this module runs it instead).
import compression from 'next/dist/compiled/compression';
import { releaseCompressionStream } from 'next/dist/server/lib/release-compression-stream';
import { beforeEachRequest } from './before-each-request';

export type Encoding = 'br' | 'gzip';

/** Bytes of compressed copies kept, oldest used first out (about 900 pages in brotli). */
export const COMPRESSED_COPIES_MAX_BYTES = 16 * 1024 * 1024;
/** Smaller bodies go as they are, as the compression middleware's own threshold says. */
const MIN_BYTES = 1024;
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|rss\+xml|manifest\+json))/;

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

/**
 * Compressed copies of the bodies Next answers whole with an ETag (cached and
 * static pages), keyed by that ETag (a hash and the
 * length of the body) and the encoding, so a new version of a page is a new key
 * and nothing needs dropping. A copy is made once, at the highest level, on the
 * thread pool after the first response, which goes out compressed the usual way.
 */
export class CompressedCopies {
  private readonly copies = new Map<string, Buffer>();
  private readonly making = new Set<string>();
  private bytes = 0;

  constructor(
    private readonly maxBytes = COMPRESSED_COPIES_MAX_BYTES,
    private readonly compress = compressors,
  ) {}

  get(etag: string, encoding: Encoding): Buffer | undefined {
    const key = `${encoding} ${etag}`;
    const copy = this.copies.get(key);
    if (copy) {
      // Most recently used last: the oldest unused copies go first.
      this.copies.delete(key);
      this.copies.set(key, copy);
    }
    return copy;
  }

  /** Makes the copy in the background (once, however many requests ask meanwhile). */
  make(etag: string, encoding: Encoding, body: Buffer): Promise<void> {
    const key = `${encoding} ${etag}`;
    if (this.copies.has(key) || this.making.has(key)) return Promise.resolve();
    this.making.add(key);
    return this.compress[encoding](body)
      .then((copy) => this.keep(key, copy))
      .catch(() => undefined) // the next request compresses as usual and tries again
      .finally(() => this.making.delete(key));
  }

  get size() {
    return { copies: this.copies.size, bytes: this.bytes };
  }

  private keep(key: string, copy: Buffer) {
    if (copy.length > this.maxBytes) return;
    this.copies.set(key, copy);
    this.bytes += copy.length;
    for (const [oldest, old] of this.copies) {
      if (this.bytes <= this.maxBytes) break;
      this.copies.delete(oldest);
      this.bytes -= old.length;
    }
  }
}

type End = http.ServerResponse['end'];
const noop = () => {};
const middleware = compression();

/**
 * What Next's `compress` does to every response (the compression middleware,
 * and its stream released when a client goes away), plus one thing: a body Next
 * answers whole with an ETag goes out as its compressed copy once there is one,
 * with no compression work and a fifth of the bytes to write.
 */
export function compressResponse(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  copies: CompressedCopies,
) {
  middleware(request, response, noop);
  response.once('close', () => {
    if (!response.writableFinished) releaseCompressionStream(response);
  });
  const encoding = request.method === 'GET' ? negotiate(request.headers['accept-encoding']) : null;
  if (!encoding) return;
  const end: End = response.end;
  response.end = function (this: http.ServerResponse, ...args: Parameters<End>) {
    const [chunk, chunkEncoding] = args;
    const etag = this.getHeader('etag');
    if (
      (typeof chunk !== 'string' && !Buffer.isBuffer(chunk)) ||
      this.headersSent ||
      this.statusCode !== 200 ||
      typeof etag !== 'string' ||
      this.hasHeader('content-encoding') ||
      !COMPRESSIBLE.test(String(this.getHeader('content-type') ?? ''))
    )
      return end.apply(this, args);
    const copy = copies.get(etag, encoding);
    if (!copy) {
      const body =
        typeof chunk === 'string'
          ? Buffer.from(chunk, typeof chunkEncoding === 'string' ? chunkEncoding : 'utf8')
          : chunk;
      if (body.length >= MIN_BYTES) void copies.make(etag, encoding, body);
      return end.apply(this, args);
    }
    // The middleware sees the encoding set and leaves the body alone.
    this.setHeader('Content-Encoding', encoding);
    this.setHeader('Content-Length', copy.length);
    const vary = String(this.getHeader('vary') ?? '');
    if (!/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary))
      this.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const callback = args.find((arg) => typeof arg === 'function') as (() => void) | undefined;
    return end.call(this, copy, 'binary', callback ?? noop);
  } as End;
}

/**
 * Compresses every response of this process's HTTP servers, before Next
 * handles the request (next.config.ts: `compress: false`). Called once at start
 * (instrumentation.ts).
 */
export function compressResponses(copies = new CompressedCopies()) {
  beforeEachRequest('compression', (request, response) =>
    compressResponse(request, response, copies),
  );
}
