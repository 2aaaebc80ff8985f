import { buildCustomRoute } from 'next/dist/lib/build-custom-route';
import { prepareDestination } from 'next/dist/shared/lib/router/utils/prepare-destination';
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { describe, expect, it } from 'vitest';
import {
  afterFilesRewrites,
  BANGLA_NOT_FOUND,
  beforeFilesRewrites,
  fallbackRewrites,
  publicAddress,
  UNDECODABLE_BANGLA_PATH,
  UNDECODABLE_PAGE_PATH,
} from './rewrites';

/** The rewrites as Next compiles them into the routes manifest. */
const compiled = beforeFilesRewrites.map((route) => ({
  ...route,
  regex: new RegExp(buildCustomRoute('rewrite', route).regex),
}));
const undecodable = compiled.find((route) => route.source === UNDECODABLE_PAGE_PATH)!.regex;

function decodes(path: string) {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Paths near the edges of UTF-8, seeded (the same every run): random code points
 * around each boundary of the encoding, escaped; then as often one escape changed
 * to a random byte or cut short.
 */
function randomPaths(count: number) {
  let seed = 20261126;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)]!;
  const edges = [
    0x41, 0x7f, 0x80, 0x7ff, 0x800, 0xfff, 0x1000, 0xd7ff, 0xe000, 0xffff, 0x10000, 0x3ffff,
    0x40000, 0xfffff, 0x100000, 0x10ffff,
  ];
  const character = () => {
    const point = Math.min(0x10ffff, pick(edges) + Math.floor(random() * 3));
    return point >= 0xd800 && point <= 0xdfff ? 'a' : String.fromCodePoint(point);
  };
  return Array.from({ length: count }, () => {
    let escaped = encodeURIComponent(
      Array.from({ length: 1 + Math.floor(random() * 3) }, character).join(''),
    );
    if (random() < 0.5) {
      const escapes = [...escaped.matchAll(/%/g)].map((match) => match.index);
      const at = escapes.length ? pick(escapes)! : 0;
      const byte = Math.floor(random() * 256)
        .toString(16)
        .padStart(2, '0');
      escaped =
        random() < 0.8
          ? `${escaped.slice(0, at)}%${random() < 0.5 ? byte : byte.toUpperCase()}${escaped.slice(at + 3)}`
          : escaped.slice(0, at + 1 + Math.floor(random() * 2));
    }
    return `/blogs/details/${escaped}`;
  });
}

describe('the undecodable page path rewrite', () => {
  it('matches exactly the paths decodeURIComponent refuses (5,000 random paths)', () => {
    const paths = randomPaths(5000);
    const mismatches = paths.filter((path) => undecodable.test(path) === decodes(path));
    expect(mismatches).toEqual([]);
    // Both kinds are well represented.
    expect(paths.filter(decodes).length).toBeGreaterThan(500);
    expect(paths.filter((path) => !decodes(path)).length).toBeGreaterThan(500);
  });

  it.each([
    ['/blogs/details/%E0%A4%A', true],
    ['/%', true],
    ['/%zz', true],
    ['/a%C0%AFb', true],
    ['/%ED%A0%80', true],
    ['/%F4%90%80%80', true],
    ['/blogs/details/caf%C3%A9', false],
    ['/blogs/details/%F0%9F%92%A9', false],
    ['/fabric-r%26d', false],
    ['/about', false],
    ['/api/posts/%zz', false],
  ])('%s → %s', (path, matches) => {
    expect(undecodable.test(path)).toBe(matches);
  });
});

describe('the paged blog lists', () => {
  const destination = (path: string, query: Record<string, string>) => {
    const route = compiled.find(
      (candidate) =>
        candidate.regex.test(path) &&
        (candidate.has ?? []).every((condition) => condition.key in query),
    );
    return route?.destination.replace(':category', path.split('/')[2] ?? '');
  };

  it('sends a list with ?page= or ?category= to its per-request renderer', () => {
    expect(destination('/blogs', { page: '2' })).toBe('/en/blogs/paged-view');
    expect(destination('/blogs', { category: 'knitwear' })).toBe('/en/blogs/paged-view');
    expect(destination('/blogs/industry-insights', { page: '2' })).toBe(
      '/en/blogs/paged-view/industry-insights',
    );
  });

  it('leaves the plain lists, the video and publication lists and other pages alone', () => {
    expect(destination('/blogs', {})).toBeUndefined();
    expect(destination('/blogs/industry-insights', {})).toBeUndefined();
    expect(destination('/blogs/industry-insights', { category: 'x' })).toBeUndefined();
    for (const own of ['video', 'publication', 'paged-view'])
      expect(destination(`/blogs/${own}`, { page: '2' })).toBeUndefined();
    expect(destination('/blogs/videos', { page: '2' })).toBe('/en/blogs/paged-view/videos');
    expect(destination('/blogs/details/some-post', { page: '2' })).toBeUndefined();
    expect(destination('/knitting', { page: '2' })).toBeUndefined();
  });
});

describe('the blog lists asked for at their renderer address', () => {
  it('lead to the list itself, the query kept by proxy.ts', () => {
    expect(publicAddress('/blogs/paged-view')).toBe('/blogs');
    expect(publicAddress('/blogs/paged-view/')).toBe('/blogs');
    expect(publicAddress('/blogs/paged-view/industry-insights')).toBe('/blogs/industry-insights');
    expect(publicAddress('/blogs/paged-view/a/b')).toBe('/blogs');
    expect(publicAddress('/blogs/industry-insights')).toBeNull();
    expect(publicAddress('/blogs')).toBeNull();
  });
});

describe('the Bangla twins and the English pages under app/[lang] (issue 49)', () => {
  // Matched as Next's router matches a rewrite's source.
  const matchers = (routes: { source: string; destination: string }[]) =>
    routes.map((route) => ({
      ...route,
      match: getPathMatch(route.source, { removeUnnamedParams: true, strict: true }),
    }));
  const after = matchers(afterFilesRewrites);
  const internal = (path: string, routes = after) => {
    const route = routes.find((r) => r.match(path));
    if (!route) return null;
    const params = route.match(path) || {};
    return prepareDestination({
      appendParamsToQuery: false,
      destination: route.destination,
      params,
      query: {},
    }).newUrl;
  };

  it('serves an English address from its page under /en, the address unchanged for the visitor', () => {
    expect(internal('/')).toBe('/en');
    expect(internal('/knitting')).toBe('/en/knitting');
    expect(internal('/blogs/details/a-post')).toBe('/en/blogs/details/a-post');
    expect(internal('/fabric-r&d')).toBe('/en/fabric-r&d');
  });

  it('leaves the Bangla pages, the editing area, the API and the files to their own routes', () => {
    for (const path of [
      '/bn',
      '/bn/knitting',
      '/en',
      '/en/knitting',
      '/api/store/contact-us',
      '/admin',
      '/admin/lists/jobs',
      '/files/abc/x.pdf',
      '/_next/static/x.js',
    ])
      expect(internal(path), path).toBeNull();
    // A page whose name only starts like those is an English page.
    expect(internal('/bnx')).toBe('/en/bnx');
    expect(internal('/administration')).toBe('/en/administration');
  });

  it('rewrites the Bangla search and paged lists to the same renderers under /bn', () => {
    const bn = beforeFilesRewrites.filter(
      (r) => r.source.startsWith('/bn/') && r.destination !== BANGLA_NOT_FOUND,
    );
    expect(bn.map((r) => r.destination)).toEqual(
      beforeFilesRewrites
        .filter((r) => r.destination.startsWith('/en/') && !r.source.includes('/opengraph-image-'))
        .map((r) => r.destination.replace(/^\/en/, '/bn')),
    );
  });

  it('sends a client that asks for the internal /en path to the English address', () => {
    expect(publicAddress('/en')).toBe('/');
    expect(publicAddress('/en/knitting')).toBe('/knitting');
    expect(publicAddress('/en/search/results/all/1/knit')).toBe('/search?q=knit');
    expect(publicAddress('/en/blogs/paged-view/x')).toBe('/blogs/x');
    // A share card keeps the address Next gives it.
    expect(publicAddress('/en/career/opengraph-image-18ux3t')).toBeNull();
  });

  it('answers a Bangla address no route matches with the Bangla not-found page, an English one not', () => {
    const fallback = matchers(fallbackRewrites);
    // Each address its own copy of the page (and cache entry): no copy holds another's address.
    expect(internal('/bn/nope', fallback)).toBe(`${BANGLA_NOT_FOUND}/nope`);
    expect(internal('/bn/knitting/extra/deep', fallback)).toBe(
      `${BANGLA_NOT_FOUND}/knitting/extra/deep`,
    );
    expect(internal('/nope', fallback)).toBeNull();
    expect(internal('/en/nope', fallback)).toBeNull();
    expect(internal('/bnx/nope', fallback)).toBeNull();
    const bangla = compiled.find((route) => route.source === UNDECODABLE_BANGLA_PATH)!;
    expect(bangla.destination).toBe(BANGLA_NOT_FOUND);
    expect(bangla.regex.test('/bn/blogs/details/%E0%A6%A')).toBe(true);
    expect(bangla.regex.test('/bn/%zz')).toBe(true);
    expect(bangla.regex.test('/bn/blogs/details/%E0%A6%AC')).toBe(false);
    expect(bangla.regex.test('/blogs/details/%E0%A6%A')).toBe(false);
    // Before the English rule, which matches it too.
    expect(compiled.indexOf(bangla)).toBeLessThan(
      compiled.findIndex((route) => route.source === UNDECODABLE_PAGE_PATH),
    );
  });

  it('serves the English share cards at their addresses of before the move', () => {
    const cards = matchers(
      beforeFilesRewrites.filter((r) => r.source.includes('/opengraph-image-')),
    );
    expect(internal('/career/opengraph-image-1e5xp1', cards)).toMatch(
      /^\/en\/career\/opengraph-image-[0-9a-z]{6}$/,
    );
    expect(internal('/blogs/details/a-post/opengraph-image-1qs48r/card', cards)).toMatch(
      /^\/en\/blogs\/details\/a-post\/opengraph-image-[0-9a-z]{6}\/card$/,
    );
    expect(internal('/career/opengraph-image-zzzzzz', cards)).toBeNull();
  });

  it('keeps a Bangla result page or paged list in Bangla', () => {
    expect(publicAddress('/bn/search/results/all/1/knit')).toBe('/bn/search?q=knit');
    expect(publicAddress('/bn/blogs/paged-view')).toBe('/bn/blogs');
    expect(publicAddress('/bn/knitting')).toBeNull();
  });
});
