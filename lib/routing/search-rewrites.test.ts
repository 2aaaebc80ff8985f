import {
  matchHas,
  prepareDestination,
} from 'next/dist/shared/lib/router/utils/prepare-destination';
import { describe, expect, it } from 'vitest';
import { beforeFilesRewrites, publicAddress } from './rewrites';

describe('the search rewrites', () => {
  /** Where Next sends `/search?…`: the first rewrite whose conditions hold, compiled as Next compiles it. */
  function destination(query: Record<string, string>): string | null {
    for (const route of beforeFilesRewrites.filter((r) => r.source === '/search')) {
      const params = matchHas({ headers: {} } as never, query, route.has);
      if (!params) continue;
      return prepareDestination({
        appendParamsToQuery: false,
        destination: route.destination,
        params,
        query,
      }).newUrl;
    }
    return null;
  }

  it('sends a query, its kind and page to the cached result page', () => {
    expect(destination({ q: 'organic cotton' })).toBe('/en/search/results/all/1/organic cotton');
    expect(destination({ q: 'knit', kind: 'job' })).toBe('/en/search/results/job/1/knit');
    expect(destination({ q: 'knit', page: '3' })).toBe('/en/search/results/all/3/knit');
    expect(destination({ q: 'knit', kind: 'page', page: '12' })).toBe(
      '/en/search/results/page/12/knit',
    );
  });

  it('reads a kind or page it does not know as the default', () => {
    expect(destination({ q: 'knit', kind: 'admin' })).toBe('/en/search/results/all/1/knit');
    expect(destination({ q: 'knit', page: '0' })).toBe('/en/search/results/all/1/knit');
    expect(destination({ q: 'knit', page: '99999' })).toBe('/en/search/results/all/1/knit');
    expect(destination({ q: 'knit', kind: 'job', page: '-1' })).toBe(
      '/en/search/results/job/1/knit',
    );
  });

  it('leaves on /search what would change the path: no query, /, ?, #, %, \\, . and .., over 200 characters', () => {
    for (const q of [
      '',
      'a/b',
      '../admin',
      'a?b',
      'a#b',
      '100%',
      'a\\b',
      '.',
      '..',
      'x'.repeat(201),
    ]) {
      expect(destination({ q }), q).toBeNull();
    }
    expect(destination({})).toBeNull();
  });

  it('carries any other query as exactly one segment (2,000 random queries)', () => {
    let seed = 30;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const alphabet = [
      'a',
      ' ',
      '.',
      '-',
      '"',
      "'",
      '<',
      '>',
      '&',
      ':',
      '*',
      'é',
      '中',
      '😀',
      '+',
      '=',
    ];
    for (let i = 0; i < 2000; i++) {
      const q = Array.from(
        { length: 1 + Math.floor(random() * 12) },
        () => alphabet[Math.floor(random() * alphabet.length)],
      ).join('');
      const to = destination({ q });
      // Beyond Latin-1 (中, 😀) it stays on /search: see the next test.
      if (/[^\u0000-\u00ff]/.test(q)) {
        expect(to, q).toBeNull();
        continue;
      }
      if (to === null) {
        expect(['.', '..']).toContain(q);
        continue;
      }
      expect(to).toBe(`/en/search/results/all/1/${q}`);
    }
  });

  it('sends a client that asks for a result page itself to its /search address (counted there), and back again', () => {
    expect(publicAddress('/search/results/all/1/knit')).toBe('/search?q=knit');
    expect(publicAddress('/search/results/job/3/knit%20wear')).toBe(
      '/search?q=knit+wear&kind=job&page=3',
    );
    expect(publicAddress('/search/results')).toBe('/search');
    expect(publicAddress('/search/results/all')).toBe('/search');
    expect(publicAddress('/search/results/all/1/%E0%A4%A')).toBe('/search?q=%25E0%25A4%25A');
    for (const [query, path] of [
      [{ q: 'organic cotton' }, '/search/results/all/1/organic%20cotton'],
      [{ q: 'knit', kind: 'media', page: '2' }, '/search/results/media/2/knit'],
      [{ q: 'café' }, `/search/results/all/1/${encodeURIComponent('café')}`],
    ] as const) {
      const back = Object.fromEntries(new URL(publicAddress(path)!, 'http://x').searchParams);
      expect(back).toEqual(query);
      expect(encodeURI(destination(back)!)).toBe(`/en${path}`);
    }
    expect(publicAddress('/search')).toBeNull();
    expect(publicAddress('/searching/results/all/1/x')).toBeNull();
  });

  it('leaves a query beyond Latin-1 (Bangla) on /search: Next repeats the rewritten path in a header for the browser’s router, and a header cannot carry it (a 500)', () => {
    for (const q of ['বাংলা', 'ডাইং মাস্টার', 'knit 中', '😀'])
      expect(destination({ q }), q).toBeNull();
    expect(destination({ q: 'café' })).toBe(`/en/search/results/all/1/café`);
  });
});
