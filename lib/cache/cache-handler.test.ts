import { afterEach, describe, expect, it, vi } from 'vitest';

const loaded = vi.hoisted(() => ({ redis: false }));
vi.mock('redis', () => {
  loaded.redis = true;
  return { createClient: vi.fn() };
});

describe('the page cache handler Next is given', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('is this process memory without REDIS_URL, and never loads the Redis client (issue 48)', async () => {
    vi.stubEnv('REDIS_URL', '');
    const { default: handler } = await import('./cache-handler.mjs');
    const { default: memory } = await import('./page-cache-handler.mjs');
    expect(Object.getPrototypeOf(handler)).toBe(memory);
    expect(loaded.redis).toBe(false);
  });

  it('never keeps a page served for many addresses: its payload holds the address that rendered it', async () => {
    vi.stubEnv('REDIS_URL', '');
    const { default: Handler, UNKEPT_PAGES } = await import('./cache-handler.mjs');
    expect([...UNKEPT_PAGES]).toEqual(['/bn/address-not-found']);
    const cache = new Handler();
    const page = { kind: 'APP_PAGE', html: '<p>…</p>', status: 404, headers: {} };
    // Next 16's keys, as the server logs them (the build's hash before the path).
    const key = (path: string) => `/route-cache/APP_PAGE/adfedbeadb98/$${path}`;
    for (const path of ['/bn/address-not-found', '/bn/address-not-found/nope'])
      for (const at of [path, key(path)]) await cache.set(at, page, {});
    expect(await cache.get('/bn/address-not-found', {})).toBeNull();
    expect(await cache.get(key('/bn/address-not-found'), {})).toBeNull();
    expect((await cache.get('/bn/address-not-found/nope', {}))?.value).toBe(page);
    expect((await cache.get(key('/bn/address-not-found/nope'), {}))?.value).toBe(page);
  });

  it("keeps a page with Next's scripts added after the first paint when asked to (issue 48), in the store it keeps", async () => {
    vi.stubEnv('REDIS_URL', '');
    vi.stubEnv('SCRIPTS_AFTER_FIRST_PAINT', '1');
    const { default: Handler } = await import('./cache-handler.mjs');
    const cache = new Handler();
    const script = '<script src="/_next/static/chunks/a.js" async=""></script>';
    const html = `<html><head>${script}</head><body><h1>Knitting</h1></body></html>`;
    await cache.set('/knitting', { kind: 'APP_PAGE', html, status: 200, headers: {} }, {});
    const kept = (await cache.get('/knitting', {}))?.value as unknown as { html: string };
    expect(kept.html).not.toContain(script);
    expect(kept.html).toContain('["/_next/static/chunks/a.js"]');
  });
});
