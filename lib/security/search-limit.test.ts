import * as pageStaticInfo from 'next/dist/build/analysis/get-page-static-info';
import { getMiddlewareRouteMatcher } from 'next/dist/shared/lib/router/utils/middleware-route-matcher';
import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { config, proxy } from '@/proxy';
import { CLIENT_ADDRESS_HEADER } from './client-address';
import { SEARCHES_PER_MINUTE, TOO_MANY_SEARCHES } from './search-limit';

/** proxy.ts's matcher as Next compiles it into the middleware manifest (exported, not typed). */
const { getMiddlewareMatchers } = pageStaticInfo as unknown as {
  getMiddlewareMatchers(
    matcher: typeof config.matcher,
    nextConfig: object,
  ): Parameters<typeof getMiddlewareRouteMatcher>[0];
};
const runsFor = getMiddlewareRouteMatcher(getMiddlewareMatchers(config.matcher, {}));
const matched = (address: string) => {
  const url = new URL(address, 'http://site.test');
  const query = Object.fromEntries(url.searchParams);
  return runsFor(url.pathname, { headers: {} } as never, query);
};

let client = 0;
const search = (address: string, from: string) =>
  proxy(
    new NextRequest(new URL(address, 'http://site.test'), {
      headers: { [CLIENT_ADDRESS_HEADER]: from },
    }),
  );

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('search result pages are limited per client', () => {
  it('runs the request layer for result pages only, not for /search alone or other pages', () => {
    expect(matched('/search?q=knitting')).toBe(true);
    expect(matched('/search?q=knitting&kind=job&page=2')).toBe(true);
    expect(matched('/search')).toBe(false);
    expect(matched('/knitting?q=knitting')).toBe(false);
  });

  it("sends a client that asks for the rewrite's result page itself to the counted address (issue 43)", async () => {
    // Next applies the rewrite after the request layer, so this path is only ever a client's own.
    expect(matched('/search/results/all/1/knitting')).toBe(true);
    expect(matched('/blogs/paged-view/news?page=2')).toBe(true);
    const direct = await search('/search/results/job/2/knit%20wear', '10.9.9.9');
    expect(direct.status).toBe(308);
    expect(new URL(direct.headers.get('location')!).search).toBe('?q=knit+wear&kind=job&page=2');
  });

  it(`answers ${SEARCHES_PER_MINUTE} result pages a minute per client, then 429 with Retry-After`, async () => {
    const address = `10.0.0.${++client}`;
    for (let i = 0; i < SEARCHES_PER_MINUTE; i++) {
      const answer = await search(`/search?q=word${i}`, address);
      expect(answer.headers.get('x-middleware-next')).toBe('1');
    }
    const refused = await search('/search?q=one+more', address);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toBe(TOO_MANY_SEARCHES);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    // Another client is not held back, and the start page without a query is never counted.
    expect((await search('/search?q=knitting', `10.0.1.${client}`)).status).toBe(200);
    expect((await search('/search', address)).headers.get('x-middleware-next')).toBe('1');
  });

  it('takes its limit from SEARCH_RATE_LIMIT', async () => {
    vi.stubEnv('SEARCH_RATE_LIMIT', '2');
    const address = `10.0.0.${++client}`;
    expect((await search('/search?q=a', address)).status).toBe(200);
    expect((await search('/search?q=b', address)).status).toBe(200);
    expect((await search('/search?q=c', address)).status).toBe(429);
  });
});
