import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import bn from '@/messages/bn.json';
import en from '@/messages/en.json';
import { createGate } from '@/lib/work-gate';
import { BUSY_RETRY_SECONDS, newSearchOf, searchGateHandler } from './search-gate';

describe('a new search', () => {
  it('is a result page with a query, the cached result pages’ own address, or a suggestion', () => {
    expect(newSearchOf('GET', '/search?q=knit')).toEqual({ kind: 'page', lang: 'en', q: 'knit' });
    expect(newSearchOf('HEAD', '/bn/search?q=%E0%A6%A8%E0%A6%BF%E0%A6%9F')).toEqual({
      kind: 'page',
      lang: 'bn',
      q: 'নিট',
    });
    expect(newSearchOf('GET', '/search/results/all/1/organic%20cotton')).toEqual({
      kind: 'page',
      lang: 'en',
      q: 'organic cotton',
    });
    expect(newSearchOf('GET', '/bn/search/results/job/2/%E0%A6%A')).toEqual({
      kind: 'page',
      lang: 'bn',
      q: '%E0%A6%A',
    });
    expect(newSearchOf('GET', '/api/search/suggest?q=kn&lang=bn')).toEqual({
      kind: 'suggest',
      lang: 'bn',
      q: 'kn',
    });
    for (const url of [
      '/',
      '/search',
      '/search?q=%20',
      '/searching?q=x',
      '/api/search/suggest',
      '/knitting?q=x',
    ])
      expect(newSearchOf('GET', url), url).toBeNull();
    expect(newSearchOf('POST', '/search?q=knit')).toBeNull();
  });
});

describe('the bound on new searches, before Next', () => {
  let server: http.Server | undefined;
  afterEach(() => {
    server?.closeAllConnections();
    server?.close();
  });

  /** A server whose "Next" answers each request when the test says so. */
  async function serve(slots: number, queue: number) {
    const handler = searchGateHandler(createGate(slots, queue));
    const rendering: { url: string; finish: () => void }[] = [];
    const next = (request: http.IncomingMessage, response: http.ServerResponse) =>
      rendering.push({ url: request.url!, finish: () => response.end(`rendered ${request.url}`) });
    server = http.createServer((request, response) => {
      if (!handler(request, response, () => next(request, response))) next(request, response);
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const get = async (path: string) => {
      const response = await fetch(`http://127.0.0.1:${port}${path}`);
      return { status: response.status, headers: response.headers, body: await response.text() };
    };
    return { rendering, get };
  }

  it('renders one at a time, lets one wait, answers the next 503 with Retry-After in its language, the query kept', async () => {
    const { rendering, get } = await serve(1, 1);
    const first = get('/search?q=knit');
    await vi.waitFor(() => expect(rendering.map((r) => r.url)).toEqual(['/search?q=knit']));
    const second = get('/search?q=dyeing');
    const busy = await get('/bn/search?q=%3Cb%3E%E0%A6%A8%E0%A6%BF%E0%A6%9F');
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe(String(BUSY_RETRY_SECONDS));
    expect(busy.headers.get('cache-control')).toBe('no-store');
    expect(busy.body).toContain('<html lang="bn">');
    expect(busy.body).toContain(bn.search.busy);
    expect(busy.body).toContain('<form action="/bn/search" method="get">');
    expect(busy.body).toContain('value="&lt;b&gt;নিট"');
    expect(busy.body).not.toContain('<b>নিট');
    expect(busy.body).toContain(`<a href="/bn/">${bn.chrome.homeLink}</a>`);
    const english = await get('/search/results/all/1/organic%20cotton');
    expect(english.status).toBe(503);
    expect(english.body).toContain(en.search.busy);
    expect(english.body).toContain('<form action="/search" method="get">');
    expect(english.body).toContain('value="organic cotton"');
    expect(english.body).toContain(`<a href="/">${en.chrome.homeLink}</a>`);
    const suggestion = await get('/api/search/suggest?q=kn');
    expect(suggestion.status).toBe(503);
    expect(suggestion.headers.get('retry-after')).toBe(String(BUSY_RETRY_SECONDS));
    expect(JSON.parse(suggestion.body)).toEqual({ message: en.search.busy });
    const bangla = await get('/api/search/suggest?q=kn&lang=bn');
    expect(JSON.parse(bangla.body)).toEqual({ message: bn.search.busy });

    // Every other page goes straight on, full as the bound is.
    const home = get('/');
    await vi.waitFor(() => expect(rendering.map((r) => r.url)).toContain('/'));
    rendering.find((r) => r.url === '/')!.finish();
    expect((await home).status).toBe(200);

    // The one waiting is rendered when the first is answered.
    expect(rendering.map((r) => r.url)).not.toContain('/search?q=dyeing');
    rendering[0]!.finish();
    expect(await first).toMatchObject({ status: 200, body: 'rendered /search?q=knit' });
    await vi.waitFor(() => expect(rendering.map((r) => r.url)).toContain('/search?q=dyeing'));
    rendering.find((r) => r.url === '/search?q=dyeing')!.finish();
    expect(await second).toMatchObject({ status: 200, body: 'rendered /search?q=dyeing' });
  });

  it('frees the slot of a visitor who went away before the answer', async () => {
    const { rendering, get } = await serve(1, 0);
    const gone = new AbortController();
    const first = fetch(
      `http://127.0.0.1:${(server!.address() as AddressInfo).port}/search?q=knit`,
      {
        signal: gone.signal,
      },
    ).catch(() => 'aborted');
    await vi.waitFor(() => expect(rendering).toHaveLength(1));
    expect((await get('/search?q=dyeing')).status).toBe(503);
    gone.abort();
    expect(await first).toBe('aborted');
    const next = get('/search?q=dyeing');
    await vi.waitFor(() => expect(rendering).toHaveLength(2));
    rendering[1]!.finish();
    expect((await next).status).toBe(200);
  });
});
