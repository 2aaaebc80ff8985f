import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contentSource } from './source';

let server: http.Server;
const asked: string[] = [];
let base = '';

beforeAll(async () => {
  // An upstream that answers every read with an empty body and notes its address.
  server = http.createServer((req, res) => {
    asked.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
});

describe('an upstream read in a language (issue 49)', () => {
  it('asks a Bangla read with lang=bn, and an English one exactly as the contract has it', async () => {
    vi.stubEnv('CONTENT_API_URL', base);
    await contentSource().read('categories', {}, undefined, false, 'bn');
    await contentSource().read('categories', {}, undefined, false, 'en');
    await contentSource().read(
      'categoryBlogs',
      { category_slug: 'knitwear' },
      { page: 2, per_page: 8 },
      false,
      'bn',
    );
    await contentSource().read(
      'categoryBlogs',
      { category_slug: 'knitwear' },
      { page: 2, per_page: 8 },
    );
    expect(asked).toEqual([
      '/api/posts/categories?lang=bn',
      '/api/posts/categories',
      '/api/posts/knitwear/blogs?page=2&per_page=8&lang=bn',
      '/api/posts/knitwear/blogs?page=2&per_page=8',
    ]);
  });
});
