import { describe, expect, it } from 'vitest';
import PageCacheHandler, { POOL_MAX_BYTES, sizeOf } from './page-cache-handler.mjs';

const page = (tags: string) => ({
  kind: 'APP_PAGE',
  html: 'x'.repeat(10),
  headers: { 'x-next-cache-tags': tags },
});

describe('page cache handler', () => {
  it('starts empty, then serves what was set with its lifetime', async () => {
    const cache = new PageCacheHandler();
    expect(await cache.get('/route-cache/a', { kind: 'APP_PAGE' })).toBeNull();
    await cache.set('/route-cache/a', page('_N_T_/layout,_N_T_/a'), {
      cacheControl: { revalidate: 60, expire: 3600 },
    });
    const entry = await cache.get('/route-cache/a', { kind: 'APP_PAGE' });
    expect(entry?.value.kind).toBe('APP_PAGE');
    expect(entry?.cacheControl).toEqual({ revalidate: 60, expire: 3600 });
  });
  it('drops the entries of a revalidated tag only', async () => {
    const cache = new PageCacheHandler();
    await cache.set('/route-cache/b', page('_N_T_/layout,_N_T_/b'), {});
    await cache.set('/route-cache/c', page('_N_T_/layout,_N_T_/c'), {});
    await cache.revalidateTag(['_N_T_/b']);
    expect(await cache.get('/route-cache/b', { kind: 'APP_PAGE' })).toBeNull();
    expect(await cache.get('/route-cache/c', { kind: 'APP_PAGE' })).not.toBeNull();
    await cache.revalidateTag('_N_T_/layout');
    expect(await cache.get('/route-cache/c', { kind: 'APP_PAGE' })).toBeNull();
  });
  it('keeps no data-cache entries', async () => {
    const cache = new PageCacheHandler();
    await cache.set('fetch-key', { kind: 'FETCH', data: {} }, { tags: [] });
    expect(await cache.get('fetch-key', { kind: 'FETCH' })).toBeNull();
  });
});

describe('not-found answers', () => {
  it('a flood of distinct not-found pages never pushes real pages out', async () => {
    const cache = new PageCacheHandler();
    await cache.set('/route-cache/knitting', page('_N_T_/knitting'), {});
    for (let i = 0; i < 20_000; i++) {
      await cache.set(`/route-cache/blogs/details/made-up-${i}`, { ...page(''), status: 404 }, {});
    }
    expect(await cache.get('/route-cache/knitting', { kind: 'APP_PAGE' })).not.toBeNull();
    // The newest not-found answers are kept, the oldest gone.
    expect(
      await cache.get('/route-cache/blogs/details/made-up-19999', { kind: 'APP_PAGE' }),
    ).not.toBeNull();
    expect(
      await cache.get('/route-cache/blogs/details/made-up-0', { kind: 'APP_PAGE' }),
    ).toBeNull();
  });

  it('a page that was missing and now exists moves to the pages', async () => {
    const cache = new PageCacheHandler();
    await cache.set('/route-cache/blogs/details/new', { ...page(''), status: 404 }, {});
    await cache.set('/route-cache/blogs/details/new', page('_N_T_/x'), {});
    for (let i = 0; i < 600; i++) {
      await cache.set(`/route-cache/nope-${i}`, { ...page(''), status: 404 }, {});
    }
    const entry = await cache.get('/route-cache/blogs/details/new', { kind: 'APP_PAGE' });
    expect(entry?.value.status).toBeUndefined();
  });
});

describe('search result pages', () => {
  it('a flood of made-up queries fills a pool of its own, never pushing pages or not-found answers out', async () => {
    const cache = new PageCacheHandler();
    await cache.set('/route-cache/knitting', page('_N_T_/knitting'), {});
    await cache.set('/route-cache/nope', { ...page(''), status: 404 }, {});
    for (let i = 0; i < 20_000; i++) {
      await cache.set(`/route-cache/search/results/all/1/made-up-${i}`, page('read:blogs'), {});
    }
    expect(await cache.get('/route-cache/knitting', { kind: 'APP_PAGE' })).not.toBeNull();
    expect(await cache.get('/route-cache/nope', { kind: 'APP_PAGE' })).not.toBeNull();
    const newest = '/route-cache/search/results/all/1/made-up-19999';
    expect(await cache.get(newest, { kind: 'APP_PAGE' })).not.toBeNull();
    expect(
      await cache.get('/route-cache/search/results/all/1/made-up-0', { kind: 'APP_PAGE' }),
    ).toBeNull();
    // Dropped with the content it searched.
    await cache.revalidateTag('read:blogs');
    expect(await cache.get(newest, { kind: 'APP_PAGE' })).toBeNull();
  });
});

describe('the bytes of the page cache (issue 48)', () => {
  it('weighs a page as the heap holds it: its HTML one or two bytes a character, its buffers', () => {
    const rscData = Buffer.alloc(300);
    expect(sizeOf({ kind: 'APP_PAGE', html: '<p>Knitting</p>', rscData })).toBe(15 + 300);
    expect(sizeOf({ kind: 'APP_PAGE', html: '<p>নিট</p>', rscData })).toBe(2 * 10 + 300);
    const segmentData = new Map([['/_tree', Buffer.alloc(50)]]);
    expect(sizeOf({ kind: 'APP_PAGE', html: 'x', segmentData })).toBe(51);
  });

  it('holds Bangla pages to the byte budget, the least recently used going first', async () => {
    const cache = new PageCacheHandler();
    const megabyte = 1024 * 1024;
    // Half a million Bangla characters: 1 MB of heap each, half that counted in characters.
    const bangla = 'ক'.repeat(megabyte / 2);
    const count = POOL_MAX_BYTES.pages / megabyte + 4;
    for (let i = 0; i < count; i++)
      await cache.set(`/route-cache/bn/page-${i}`, { kind: 'APP_PAGE', html: bangla }, {});
    expect(await cache.get('/route-cache/bn/page-0', { kind: 'APP_PAGE' })).toBeNull();
    expect(await cache.get('/route-cache/bn/page-3', { kind: 'APP_PAGE' })).toBeNull();
    expect(
      await cache.get(`/route-cache/bn/page-${count - 1}`, { kind: 'APP_PAGE' }),
    ).not.toBeNull();
    expect(POOL_MAX_BYTES).toEqual({
      pages: 32 * megabyte,
      missing: 2 * megabyte,
      searches: 8 * megabyte,
    });
  });
});
