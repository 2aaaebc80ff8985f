import http from 'node:http';
// The compression middleware Next runs itself when `compress` is on (next.config.ts turns it off: this module runs it instead).
import compression from 'next/dist/compiled/compression';
// The check Next's own 304 used (`*` or a listed tag, weak or strong; `Cache-Control: no-cache` gets the body).
import fresh from 'next/dist/compiled/fresh';
import { releaseCompressionStream } from 'next/dist/server/lib/release-compression-stream';
import { beforeEachRequest } from './before-each-request';
import { rememberByteLengths } from './byte-length-memo';
import { CompressedCopies, negotiate, type Encoding } from './compressed-copies';

/** Smaller bodies go as they are, as the compression middleware's own threshold says. */
const MIN_BYTES = 1024;
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|rss\+xml|manifest\+json))/;

/**
 * Where Next serves the build's JavaScript and CSS: names carry a hash of the
 * content, and a file never changes while the server runs.
 */
const STATIC_PREFIX = '/_next/static/';
/** Static files up to this size get copies (the largest chunk is about 230 kB). */
const STATIC_COPY_MAX_BYTES = 2 * 1024 * 1024;

type End = http.ServerResponse['end'];
const noop = () => {};
const middleware = compression();

/** Adds Accept-Encoding to a Vary header, once. */
function varyOnEncoding(vary: unknown) {
  const value = String(vary ?? '');
  return /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(value)
    ? value
    : value
      ? `${value}, Accept-Encoding`
      : 'Accept-Encoding';
}

/**
 * The path of a build's static file asked for whole: a GET without a range or a
 * condition (those go to Next), with a plain path (no encoded or odd character,
 * so each file has one key however its name is spelled).
 */
function staticFilePath(request: http.IncomingMessage): string | null {
  const { method, url = '', headers } = request;
  if (method !== 'GET' || headers.range || headers['if-none-match'] || headers['if-modified-since'])
    return null;
  const path = url.split('?')[0] ?? '';
  return path.startsWith(STATIC_PREFIX) && /^[\w.\-/]+$/.test(path) && !/\/\.|\/\//.test(path)
    ? path
    : null;
}

/**
 * Keeps what Next streams of a static file (its headers before the middleware
 * changes them, and its bytes), and once it is sent whole with a 200, remembers
 * the headers and makes the file's copy.
 */
function copyStaticFile(
  response: http.ServerResponse,
  path: string,
  encoding: Encoding,
  copies: CompressedCopies,
) {
  const chunks: Buffer[] = [];
  let size = 0;
  let headers: http.OutgoingHttpHeaders | undefined;
  const take = (chunk: unknown, chunkEncoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    const bytes = Buffer.isBuffer(chunk)
      ? chunk
      : typeof chunk === 'string'
        ? Buffer.from(
            chunk,
            typeof chunkEncoding === 'string' ? (chunkEncoding as BufferEncoding) : 'utf8',
          )
        : null;
    size += bytes ? bytes.length : Infinity;
    if (bytes && size <= STATIC_COPY_MAX_BYTES) chunks.push(bytes);
  };
  // Called first (the middleware's own writeHead runs inside): Next's headers as they are.
  const writeHead = response.writeHead;
  response.writeHead = function (this: http.ServerResponse, ...args: unknown[]) {
    const given = args.find((arg) => arg && typeof arg === 'object' && !Array.isArray(arg));
    headers ??= { ...this.getHeaders(), ...(given as http.OutgoingHttpHeaders | undefined) };
    return (writeHead as (...a: unknown[]) => http.ServerResponse).apply(this, args);
  } as typeof writeHead;
  const write = response.write;
  response.write = function (this: http.ServerResponse, chunk: unknown, ...rest: unknown[]) {
    take(chunk, rest[0]);
    return (write as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
  } as typeof write;
  const end: End = response.end;
  response.end = function (this: http.ServerResponse, ...args: Parameters<End>) {
    take(args[0], args[1]);
    // A body sent whole: its headers go out inside this call.
    if (!this.headersSent) headers ??= { ...this.getHeaders() };
    if (
      this.statusCode === 200 &&
      headers &&
      !headers['content-encoding'] &&
      COMPRESSIBLE.test(String(headers['content-type'] ?? '')) &&
      size >= MIN_BYTES &&
      size <= STATIC_COPY_MAX_BYTES
    ) {
      const kept = { ...headers };
      for (const name of [
        'content-length',
        'transfer-encoding',
        'date',
        'connection',
        'keep-alive',
      ])
        delete kept[name];
      kept.vary = varyOnEncoding(kept.vary);
      copies.rememberStaticFile(path, { headers: kept });
      void copies.make(`static:${path}`, encoding, Buffer.concat(chunks));
    }
    return end.apply(this, args);
  } as End;
}

/** Sends a compressed copy, with Content-Encoding and its length set. */
function sendCopy(
  response: http.ServerResponse,
  encoding: Encoding,
  copy: Buffer,
  callback: () => void = noop,
) {
  response.setHeader('Content-Encoding', encoding);
  response.setHeader('Content-Length', copy.length);
  response.setHeader('Vary', varyOnEncoding(response.getHeader('vary')));
  return response.end(copy, 'binary', callback);
}

/**
 * What Next's `compress` does to every response (the compression middleware,
 * and its stream released when a client goes away), plus three things: a body
 * Next answers whole gets its ETag here, hashed once per body, and a 304 when the
 * client holds it; it goes out as its compressed copy once there is one,
 * with no compression work and a fifth of the bytes to write; and a static
 * file's copy is sent here, without Next. Returns true when it answered the
 * request itself.
 */
export function compressResponse(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  copies: CompressedCopies,
): boolean {
  const encoding = request.method === 'GET' ? negotiate(request.headers['accept-encoding']) : null;
  const staticPath = staticFilePath(request);
  if (encoding && staticPath) {
    const file = copies.staticFile(staticPath);
    const copy = file && copies.get(`static:${staticPath}`, encoding);
    if (file && copy) {
      for (const [name, value] of Object.entries(file.headers))
        if (value !== undefined) response.setHeader(name, value);
      sendCopy(response, encoding, copy);
      return true;
    }
  }
  middleware(request, response, noop);
  response.once('close', () => {
    if (!response.writableFinished) releaseCompressionStream(response);
  });
  if (staticPath) {
    if (encoding) copyStaticFile(response, staticPath, encoding, copies);
    return false;
  }
  if (request.method !== 'GET') return false;
  const end: End = response.end;
  response.end = function (this: http.ServerResponse, ...args: Parameters<End>) {
    const [chunk, chunkEncoding] = args;
    if (
      (typeof chunk !== 'string' && !Buffer.isBuffer(chunk)) ||
      this.headersSent ||
      this.statusCode !== 200 ||
      this.hasHeader('content-encoding')
    )
      return end.apply(this, args);
    // A body Next sends whole: a cached or static page, or its RSC payload. Next's own
    // ETag is off (next.config.ts): it hashed the whole page in JavaScript on every
    // request, a third of the server's time on the largest page.
    const given = this.getHeader('etag');
    const etag = typeof given === 'string' ? given : copies.tagOf(chunk);
    this.setHeader('ETag', etag);
    const callback = args.find((arg) => typeof arg === 'function') as (() => void) | undefined;
    if (fresh(request.headers, { etag })) {
      this.statusCode = 304;
      this.removeHeader('Content-Type');
      this.removeHeader('Content-Length');
      return (end as (this: http.ServerResponse, done?: () => void) => http.ServerResponse).call(
        this,
        callback,
      );
    }
    if (!encoding || !COMPRESSIBLE.test(String(this.getHeader('content-type') ?? '')))
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
    return sendCopy(this, encoding, copy, callback);
  } as End;
  return false;
}

/**
 * Compresses every response of this process's HTTP servers, before Next
 * handles the request (next.config.ts: `compress: false`). Called once at start
 * (instrumentation.ts).
 */
export function compressResponses(copies = new CompressedCopies()) {
  // For the memory report (lib/memory-report.ts), which the route bundles load apart.
  (globalThis as { [key: symbol]: unknown })[Symbol.for('masco.compressed-copies')] = copies;
  // Next measures a cached page's whole HTML for Content-Length on every request.
  rememberByteLengths();
  beforeEachRequest('compression', (request, response) =>
    compressResponse(request, response, copies),
  );
}
