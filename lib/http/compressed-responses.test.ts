import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CompressedCopies, entityTag, negotiate, type Encoding } from './compressed-copies';
import { compressResponse } from './compressed-responses';

/**
 * A version of a page as Next answers a cached one (next.config.ts turns its ETag
 * off): whole, with a length and a type.
 */
const page = (version: string) =>
  `<!DOCTYPE html><html><body><!--${version}-->${'<p class="mt-4 text-brand-slate">Knitting, dyeing and printing under one roof.</p>'.repeat(200)}</body></html>`;
const PAGE = page('v1');
const ETAG = entityTag(PAGE);

/** A built chunk, as Next streams a static file: in pieces, with the headers of `send`. */
const CHUNK = `(globalThis.TURBOPACK||=[]).push([${'"use strict";function hydrate(e){return e.children.map(hydrate)}'.repeat(300)}]);`;
const CHUNK_PATH = '/_next/static/chunks/0abc123.js';
const CHUNK_HEADERS = {
  'Cache-Control': 'public, max-age=31536000, immutable',
  'Content-Type': 'application/javascript; charset=UTF-8',
  ETag: 'W/"9b2c-19ac1f2e3d4"',
  'Last-Modified': 'Thu, 26 Nov 2026 14:47:57 GMT',
  'X-Content-Type-Options': 'nosniff',
};
/** Requests for static files that reached the handler behind (Next). */
const staticAsked = vi.fn<(path: string) => void>();

let copies: CompressedCopies;
const made = vi.fn<(encoding: Encoding) => void>();
let server: http.Server;
let base: string;

beforeAll(async () => {
  // The real compressors, counted.
  copies = new CompressedCopies(1024 * 1024, {
    br: async (body) => (made('br'), zlib.brotliCompressSync(body)),
    gzip: async (body) => (made('gzip'), zlib.gzipSync(body, { level: 9 })),
  });
  server = http.createServer((request, response) => {
    if (compressResponse(request, response, copies)) return;
    const url = new URL(request.url!, 'http://test');
    if (url.pathname.startsWith('/_next/static/')) {
      staticAsked(request.url!);
      const known = ['/_next/static/chunks/0abc123.js', '/_next/static/chunks/./0abc123.js'];
      if (!known.includes(url.pathname) && !request.url!.includes('%61')) {
        response.statusCode = 404;
        response.setHeader('Content-Type', 'text/plain');
        response.end('Not Found'.repeat(200));
        return;
      }
      if (request.headers['if-none-match'] === CHUNK_HEADERS.ETag) {
        response.statusCode = 304;
        response.end();
        return;
      }
      for (const [name, value] of Object.entries(CHUNK_HEADERS)) response.setHeader(name, value);
      response.setHeader('Content-Length', Buffer.byteLength(CHUNK));
      if (request.method === 'HEAD') return void response.end();
      const body = Buffer.from(CHUNK);
      response.write(body.subarray(0, 4000));
      response.write(body.subarray(4000, 9000));
      response.end(body.subarray(9000));
      return;
    }
    if (url.pathname === '/streamed') {
      // A dynamic page: streamed in pieces, no ETag.
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.write(PAGE.slice(0, 5000));
      response.end(PAGE.slice(5000));
      return;
    }
    const version = url.searchParams.get('version') ?? 'v1';
    response.statusCode = Number(url.searchParams.get('status') ?? 200);
    response.setHeader('Content-Type', url.searchParams.get('type') ?? 'text/html; charset=utf-8');
    response.setHeader('Vary', 'RSC, Next-Router-State-Tree');
    // A route that tags its answers itself.
    const own = url.searchParams.get('etag');
    if (own) response.setHeader('ETag', own);
    let body: string | Buffer = url.searchParams.get('small') ? 'short' : page(version);
    if (url.searchParams.get('encoded')) {
      // A body its handler compressed itself.
      body = zlib.gzipSync(PAGE, { level: 0 });
      response.setHeader('Content-Encoding', 'gzip');
    }
    response.setHeader('Content-Length', Buffer.byteLength(body));
    response.end(request.method === 'HEAD' ? null : body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A raw GET (no decoding on the way), with the response's headers and bytes. */
function get(path: string, headers: http.OutgoingHttpHeaders = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const { hostname, port } = new URL(base);
      // The path as written (a URL would resolve its dot segments).
      const request = http.request({ hostname, port, path, method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      });
      request.on('error', reject);
      request.end();
    },
  );
}

const decoded = (answer: { headers: http.IncomingHttpHeaders; body: Buffer }) => {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(answer.body).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(answer.body).toString();
  return answer.body.toString();
};

/** Until the background copy is there (made after the first response). */
const copyMade = (etag: string, encoding: Encoding) =>
  vi.waitFor(() => expect(copies.get(etag, encoding)).toBeDefined());

describe('compressed responses', () => {
  it('picks brotli, else gzip, else none, as Accept-Encoding allows', () => {
    expect(negotiate('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiate('gzip, deflate')).toBe('gzip');
    expect(negotiate('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(negotiate('*')).toBe('br');
    expect(negotiate('*, br;q=0')).toBe('gzip');
    expect(negotiate('identity')).toBeNull();
    expect(negotiate('gzip;q=0')).toBeNull();
    expect(negotiate(undefined)).toBeNull();
  });

  it('sends a cached page compressed as usual first, then its copy made once, byte for byte the same page', async () => {
    made.mockClear();
    const first = await get('/', { 'accept-encoding': 'gzip, br' });
    // The first answer: the middleware's own gzip (it has no brotli), while the copy is made.
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(decoded(first)).toBe(PAGE);
    await copyMade(ETAG, 'br');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => get('/', { 'accept-encoding': 'gzip, br' })),
    );
    for (const answer of answers) {
      expect(answer.headers['content-encoding']).toBe('br');
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      expect(answer.body.length).toBeLessThan(PAGE.length / 5);
      expect(answer.headers.etag).toBe(ETAG);
      expect(answer.headers.vary).toBe('RSC, Next-Router-State-Tree, Accept-Encoding');
      expect(decoded(answer)).toBe(PAGE);
    }
    expect(made.mock.calls).toEqual([['br']]);
  });

  it('keeps a gzip copy for clients without brotli (nginx asks for gzip), and none for clients without either', async () => {
    await get('/?version=gz', { 'accept-encoding': 'gzip' });
    await copyMade(entityTag(page('gz')), 'gzip');
    const answer = await get('/?version=gz', { 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(decoded(answer)).toBe(page('gz'));
    const plain = await get('/?version=gz');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.etag).toBe(entityTag(page('gz')));
    expect(plain.body.toString()).toBe(page('gz'));
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(page('gz')));
  });

  it('makes a new copy for a new version of the page (a new ETag), never serving the old one', async () => {
    await get('/?version=v2', { 'accept-encoding': 'br' });
    await copyMade(entityTag(page('v2')), 'br');
    expect(copies.get(entityTag(page('v3')), 'br')).toBeUndefined();
    const newer = await get('/?version=v3', { 'accept-encoding': 'br, gzip' });
    expect(newer.headers['content-encoding']).toBe('gzip');
    expect(newer.headers.etag).toBe(entityTag(page('v3')));
    expect(newer.headers.etag).not.toBe(entityTag(page('v2')));
    expect(decoded(newer)).toBe(page('v3'));
  });

  it('tags a page sent whole from its bytes, once per body, and answers 304 when the client holds that version', async () => {
    const tag = entityTag(PAGE);
    expect(tag).toMatch(/^"[\w-]{27}"$/);
    const { tags } = copies.size;
    for (const encoding of ['br', 'gzip', 'identity'])
      expect((await get('/', { 'accept-encoding': encoding })).headers.etag).toBe(tag);
    // The same body again is found, not hashed and kept again.
    expect(copies.size.tags).toBe(tags);
    for (const ifNoneMatch of [tag, `W/${tag}`, `"other", ${tag}`, '*']) {
      const held = await get('/', { 'accept-encoding': 'br', 'if-none-match': ifNoneMatch });
      expect(held.status).toBe(304);
      expect(held.body.length).toBe(0);
      expect(held.headers.etag).toBe(tag);
      expect(held.headers['content-type']).toBeUndefined();
    }
    const other = await get('/', { 'accept-encoding': 'br', 'if-none-match': '"other"' });
    expect(other.status).toBe(200);
    expect(decoded(other)).toBe(PAGE);
    const reload = await get('/', { 'if-none-match': tag, 'cache-control': 'no-cache' });
    expect(reload.status).toBe(200);
    expect(reload.body.toString()).toBe(PAGE);
    // A route's own tag is kept, and is what a copy is made under.
    const own = await get('/?version=own&etag=%22own%22', { 'if-none-match': '"own"' });
    expect(own.status).toBe(304);
    expect(own.headers.etag).toBe('"own"');
  });

  it('remembers the tags of bodies within its bytes, the least recently used going first', () => {
    const hashed = vi.spyOn(crypto, 'hash');
    const few = new CompressedCopies(1024, undefined, 2500);
    const [a, b, c] = [page('a'), page('b'), page('c')].map((body) => body.slice(0, 1000)) as [
      string,
      string,
      string,
    ];
    expect(few.tagOf(a)).toBe(entityTag(a));
    few.tagOf(b);
    few.tagOf(a);
    few.tagOf(c); // over 2,500 bytes: b goes
    expect(few.size).toMatchObject({ tags: 2, taggedBytes: 2000 });
    hashed.mockClear();
    expect(few.tagOf(a)).toBe(entityTag(a));
    few.tagOf(c);
    expect(hashed).toHaveBeenCalledTimes(1); // entityTag(a) above, not tagOf
    few.tagOf(b);
    expect(hashed).toHaveBeenCalledTimes(2);
    // A body larger than the whole budget is hashed and not kept.
    few.tagOf('x'.repeat(3000));
    expect(few.size.tags).toBe(2);
    hashed.mockRestore();
  });

  it('weighs a Bangla body at two bytes a character, as the heap holds it', () => {
    const few = new CompressedCopies(1024, undefined, 2500);
    few.tagOf('ক'.repeat(1000));
    few.tagOf('খ'.repeat(1000)); // 4,000 bytes: the first goes
    expect(few.size).toMatchObject({ tags: 1, taggedBytes: 2000 });
  });

  it('leaves alone what is not a whole cached body: streamed pages, errors, HEAD, 304, small bodies, images', async () => {
    made.mockClear();
    const streamed = await get('/streamed', { 'accept-encoding': 'br, gzip' });
    expect(streamed.headers['content-encoding']).toBe('gzip');
    expect(decoded(streamed)).toBe(PAGE);
    expect(streamed.headers.etag).toBeUndefined();
    const error = await get('/?version=err&status=500', { 'accept-encoding': 'br' });
    expect(error.headers.etag).toBeUndefined();
    const head = await get('/', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    const small = await get('/?version=small&small=1', { 'accept-encoding': 'br' });
    expect(small.headers.etag).toBe(entityTag('short'));
    await get('/?version=image&type=image%2Fwebp', { 'accept-encoding': 'br' });
    const encoded = await get('/?version=enc&encoded=1', { 'accept-encoding': 'br' });
    expect(decoded(encoded)).toBe(PAGE);
    expect(encoded.headers.etag).toBeUndefined();
    // A copy is begun within the response that asks for it: none was.
    expect(made).not.toHaveBeenCalled();
    for (const body of [page('err'), 'short', page('image')])
      expect(copies.get(entityTag(body), 'br')).toBeUndefined();
  });

  it('holds copies within its bytes, the least recently used going first', async () => {
    const small = new CompressedCopies(250, {
      br: async (body) => body.subarray(0, 100),
      gzip: async (body) => body.subarray(0, 100),
    });
    const body = Buffer.alloc(2000, 'a');
    await small.make('"a"', 'br', body);
    await small.make('"b"', 'br', body);
    small.get('"a"', 'br');
    await small.make('"c"', 'br', body);
    expect(small.size).toMatchObject({ copies: 2, bytes: 200 });
    expect(small.get('"a"', 'br')).toBeDefined();
    expect(small.get('"b"', 'br')).toBeUndefined();
    expect(small.get('"c"', 'br')).toBeDefined();
  });

  it("sends a static file's copy itself, with Next's headers, once the copy is made: one copy whatever the query", async () => {
    made.mockClear();
    staticAsked.mockClear();
    const first = await get(CHUNK_PATH, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(decoded(first)).toBe(CHUNK);
    await vi.waitFor(() => expect(copies.get(`static:${CHUNK_PATH}`, 'br')).toBeDefined());
    for (const path of [CHUNK_PATH, `${CHUNK_PATH}?dpl=abc`]) {
      const answer = await get(path, { 'accept-encoding': 'gzip, deflate, br, zstd' });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      expect(answer.body.length).toBeLessThan(CHUNK.length / 5);
      expect(decoded(answer)).toBe(CHUNK);
      for (const [name, value] of Object.entries(CHUNK_HEADERS))
        expect(answer.headers[name.toLowerCase()]).toBe(value);
      expect(answer.headers.vary).toBe('Accept-Encoding');
    }
    // Only the first request reached Next, and one copy was made.
    expect(staticAsked.mock.calls).toEqual([[CHUNK_PATH]]);
    expect(made.mock.calls).toEqual([['br']]);
  });

  it('leaves to Next what is not a whole static file asked for plainly: ranges, conditions, HEAD, other spellings, errors', async () => {
    await get(CHUNK_PATH, { 'accept-encoding': 'br' });
    await vi.waitFor(() => expect(copies.get(`static:${CHUNK_PATH}`, 'br')).toBeDefined());
    made.mockClear();
    staticAsked.mockClear();
    const ranged = await get(CHUNK_PATH, { 'accept-encoding': 'br', range: 'bytes=0-99' });
    expect(ranged.headers['content-encoding']).not.toBe('br');
    const notModified = await get(CHUNK_PATH, {
      'accept-encoding': 'br',
      'if-none-match': CHUNK_HEADERS.ETag,
    });
    expect(notModified.status).toBe(304);
    const head = await get(CHUNK_PATH, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.body.length).toBe(0);
    const plain = await get(CHUNK_PATH);
    expect(plain.body.toString()).toBe(CHUNK);
    const odd = ['/_next/static/chunks/./0abc123.js', '/_next/static/chunks/0%61bc123.js'];
    for (const path of odd) {
      const answer = await get(path, { 'accept-encoding': 'br' });
      expect(decoded(answer)).toBe(CHUNK);
    }
    const missing = await get('/_next/static/chunks/missing.js', { 'accept-encoding': 'br' });
    expect(missing.status).toBe(404);
    expect(staticAsked).toHaveBeenCalledTimes(7);
    // None of them began a copy.
    expect(made).not.toHaveBeenCalled();
    expect(copies.get('static:/_next/static/chunks/missing.js', 'br')).toBeUndefined();
  });
});
