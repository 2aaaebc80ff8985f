import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileCopies } from '@/lib/admin/file-copies';
import { FILE_POLICY } from './file-answer';
import { BufferPool, CHUNK_BYTES, serveFile } from './serve-files';

const BYTES = randomBytes(CHUNK_BYTES * 5 + 777);
const HASH = createHash('sha256').update(BYTES).digest('hex');
const URL_PATH = `/files/${HASH}/report.pdf`;
const SITE_HEADERS = {
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

const dir = mkdtempSync(path.join(tmpdir(), 'serve-files-'));
const copies = new FileCopies(dir, {
  facts: async (hash) =>
    hash === HASH
      ? { hash, name: 'report.pdf', mime: 'application/pdf', size: BYTES.length }
      : null,
  chunk: async (_hash, offset, length) => BYTES.subarray(offset, offset + length),
});
const pool = new BufferPool(CHUNK_BYTES, 4);
let current = copies;
/** Stands in for Next: what the hook leaves alone answers 599. */
const server = http.createServer((request, response) => {
  if (!serveFile(request, response, current, SITE_HEADERS, pool)) response.writeHead(599).end();
});
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

const get = async (address: string, init: RequestInit = {}) => {
  const response = await fetch(base + address, init);
  return { response, body: Buffer.from(await response.arrayBuffer()) };
};

describe('serveFile', () => {
  it('leaves other addresses and methods to Next', async () => {
    for (const address of ['/files/abc/x.pdf', `/files/${HASH}`, `/files/${HASH}/a/b`, '/knitting'])
      expect((await get(address)).response.status, address).toBe(599);
    expect((await get(URL_PATH, { method: 'POST' })).response.status).toBe(599);
  });

  it("answers a file with the route's headers and the site's, whole, in a range, on condition and to HEAD", async () => {
    const whole = await get(`${URL_PATH}?123`);
    expect(whole.response.status).toBe(200);
    expect(whole.body.equals(BYTES)).toBe(true);
    expect(Object.fromEntries(whole.response.headers)).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(BYTES.length),
      'content-disposition': 'attachment; filename="report.pdf"',
      'content-security-policy': FILE_POLICY,
      'x-content-type-options': 'nosniff',
      'accept-ranges': 'bytes',
      etag: `"${HASH}"`,
      ...SITE_HEADERS,
    });
    const part = await get(URL_PATH, {
      headers: { range: `bytes=${CHUNK_BYTES - 5}-${CHUNK_BYTES + 4}` },
    });
    expect(part.response.status).toBe(206);
    expect(part.response.headers.get('content-range')).toBe(
      `bytes ${CHUNK_BYTES - 5}-${CHUNK_BYTES + 4}/${BYTES.length}`,
    );
    expect(part.body.equals(BYTES.subarray(CHUNK_BYTES - 5, CHUNK_BYTES + 5))).toBe(true);
    const past = await get(URL_PATH, { headers: { range: `bytes=${BYTES.length}-` } });
    expect(past.response.status).toBe(416);
    expect(past.response.headers.get('content-range')).toBe(`bytes */${BYTES.length}`);
    const cached = await get(URL_PATH, { headers: { 'if-none-match': `"${HASH}"` } });
    expect(cached.response.status).toBe(304);
    const head = await get(URL_PATH, { method: 'HEAD' });
    expect(head.response.status).toBe(200);
    expect(head.response.headers.get('content-length')).toBe(String(BYTES.length));
    expect(head.body.length).toBe(0);
  });

  it('reuses its buffers only once written: concurrent answers each get their own bytes', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => get(`${URL_PATH}?${i}`)));
    for (const { response, body } of answers) {
      expect(response.status).toBe(200);
      expect(body.equals(BYTES)).toBe(true);
    }
    expect(pool.spares).toBeGreaterThan(0);
    expect(pool.spares).toBeLessThanOrEqual(4);
  });

  it('answers 404 with the file policy to a file the store does not hold, or no longer holds', async () => {
    const unknown = await get(`/files/${'0'.repeat(64)}/missing.pdf`);
    expect(unknown.response.status).toBe(404);
    expect(unknown.response.headers.get('content-security-policy')).toBe(FILE_POLICY);
    let stored = true;
    current = new FileCopies(mkdtempSync(path.join(tmpdir(), 'serve-files-')), {
      facts: async (hash) =>
        stored ? { hash, name: 'report.pdf', mime: 'application/pdf', size: BYTES.length } : null,
      chunk: async (_hash, offset, length) => BYTES.subarray(offset, offset + length),
    });
    try {
      const opened = await current.open(HASH);
      await opened?.handle.close();
      rmSync(opened!.path);
      stored = false;
      const missing = await get(URL_PATH);
      expect(missing.response.status).toBe(404);
      expect(missing.response.headers.get('cache-control')).toBe('no-store');
      expect(missing.response.headers.get('content-security-policy')).toBe(FILE_POLICY);
    } finally {
      rmSync(current.dir, { recursive: true, force: true });
      current = copies;
    }
  });
});
