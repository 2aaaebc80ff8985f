import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contentSource } from './source';

vi.mock('@/lib/store/api', () => ({
  // A database that never answers (a stuck query, a lost connection).
  readFromStore: () => new Promise(() => {}),
}));

let server: http.Server;
let base = '';
const closed: string[] = [];

beforeAll(async () => {
  // An upstream that accepts every request and never answers.
  server = http.createServer((req) => {
    req.socket.on('close', () => closed.push(req.url ?? ''));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('the content deadline', () => {
  it('ends an embedded read that never answers at the deadline', async () => {
    vi.stubEnv('CONTENT_API_URL', '');
    vi.stubEnv('CONTENT_API_TIMEOUT_MS', '200');
    const started = Date.now();
    const answer = await contentSource().read('knitting', {});
    expect(answer).toEqual({ status: 0, body: null, error: 'timeout' });
    // Never answered: only the deadline brings it back, and not before it.
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
  });

  it('ends an upstream read that never answers at the deadline and closes its connection', async () => {
    vi.stubEnv('CONTENT_API_URL', base);
    vi.stubEnv('CONTENT_API_TIMEOUT_MS', '200');
    const started = Date.now();
    const answer = await contentSource().read('knitting', {});
    expect(answer).toEqual({ status: 0, body: null, error: 'timeout' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    // The abort reached the socket: the request does not linger until the upstream answers
    // (it never would: the bound is only how long a busy machine may take to close it).
    await vi.waitFor(() => expect(closed).toContain('/api/apparel/knitting'), { timeout: 10_000 });
  });
});
