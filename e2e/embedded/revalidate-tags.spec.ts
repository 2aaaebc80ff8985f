import { expect, test, type APIRequestContext } from '@playwright/test';
import { REVALIDATE_SECRET } from '../support/helpers';

/** Issue 17: revalidation by the reads a page made, not only by its path. */
const cacheOf = async (request: APIRequestContext, path: string) =>
  (await request.get(path)).headers()['x-nextjs-cache'];

const revalidate = (request: APIRequestContext, data: unknown) =>
  request.post('/api/revalidate', {
    headers: { authorization: `Bearer ${REVALIDATE_SECRET}` },
    data,
  });

/**
 * A freshly rendered cached copy of the page. Fresh, because a copy another spec
 * left behind may be close to its lifetime (keepPageFor) and turn STALE by age
 * between this wait and the check, which is not what these specs look for.
 */
async function cached(request: APIRequestContext, path: string) {
  expect((await revalidate(request, { paths: [path] })).status()).toBe(200);
  await request.get(path);
  await expect.poll(() => cacheOf(request, path)).toBe('HIT');
}

test.describe('revalidation by content tag', () => {
  test("a record's tag refreshes the pages that read it, and nothing else", async ({ request }) => {
    const html = await (await request.get('/blogs')).text();
    const [first, second] = [
      ...new Set([...html.matchAll(/\/blogs\/details\/([a-z0-9-]+)/g)].map((m) => m[1]!)),
    ];
    expect(second, 'two articles on /blogs').toBeTruthy();
    const pages = [`/blogs/details/${first}`, `/blogs/details/${second}`, '/knitting', '/blogs'];
    for (const page of pages) await cached(request, page);

    const answer = await revalidate(request, { tags: [`read:blogDetails:${first}`] });
    expect(answer.status()).toBe(200);
    expect((await answer.json()).revalidated).toEqual([`read:blogDetails:${first}`]);

    expect(await cacheOf(request, `/blogs/details/${first}`)).not.toBe('HIT');
    expect(await cacheOf(request, `/blogs/details/${second}`)).toBe('HIT');
    expect(await cacheOf(request, '/knitting')).toBe('HIT');
    expect(await cacheOf(request, '/blogs')).toBe('HIT');
  });

  test("a list's tag refreshes every page that shows the list", async ({ request }) => {
    for (const page of ['/blogs', '/knitting']) await cached(request, page);
    expect((await revalidate(request, { tags: ['read:blogs'] })).status()).toBe(200);
    expect(await cacheOf(request, '/blogs')).not.toBe('HIT');
    expect(await cacheOf(request, '/knitting')).toBe('HIT');
  });

  test('a body naming only wrong paths or tags is refused, and nothing is dropped', async ({
    request,
  }) => {
    await cached(request, '/knitting');
    for (const data of [{ tags: ['_N_T_/layout', 'read:x y', 42] }, { paths: ['knitting'] }]) {
      const answer = await revalidate(request, data);
      expect(answer.status()).toBe(400);
      expect((await answer.json()).error).toContain('read:blogs');
    }
    expect(await cacheOf(request, '/knitting')).toBe('HIT');
  });

  test('a call names at most 100 paths and tags and sends at most 16 KB; more is refused unread', async ({
    request,
  }) => {
    await cached(request, '/knitting');
    const paths = (n: number) => Array.from({ length: n }, (_, i) => `/no-such-page-${i}`);
    for (const [data, error] of [
      [{ paths: paths(101) }, 'Name at most 100 paths and tags in one call.'],
      [{ paths: paths(60), tags: paths(41).map((p) => `read:blogs:${p}`) }, 'Name at most 100'],
      [
        { paths: ['/knitting'], note: 'x'.repeat(16 * 1024) },
        'The body is larger than 16384 bytes.',
      ],
    ] as const) {
      const answer = await revalidate(request, data);
      expect(answer.status()).toBe(413);
      expect((await answer.json()).error).toContain(error);
    }
    expect(await cacheOf(request, '/knitting'), 'nothing was dropped').toBe('HIT');
    const hundred = await revalidate(request, { paths: [...paths(99), '/knitting'] });
    expect(hundred.status()).toBe(200);
    expect(await cacheOf(request, '/knitting')).not.toBe('HIT');
  });
});
