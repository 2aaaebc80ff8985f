import { expect, test } from '@playwright/test';
import { expectShareCard } from '../support/share-image';

const firstLink = async (
  request: import('@playwright/test').APIRequestContext,
  list: string,
  pattern: RegExp,
) => {
  const html = await (await request.get(list)).text();
  const path = html.match(pattern)?.[0];
  expect(path, `a link on ${list}`).toBeTruthy();
  return path!;
};

const titleOf = async (request: import('@playwright/test').APIRequestContext, path: string) =>
  (await (await request.get(path)).text())
    .match(/<meta property="og:title" content="([^"]*)"/)?.[1]
    ?.replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'");

test.describe('share images of detail pages (LinkedIn renders no WebP)', () => {
  test('an article announces a 1200x630 JPEG card with its title as alt', async ({ request }) => {
    const path = await firstLink(request, '/blogs', /\/blogs\/details\/[a-z0-9-]+/);
    await expectShareCard(request, path, (await titleOf(request, path))!);
  });

  test('a news or media item announces a 1200x630 JPEG card with its title as alt', async ({
    request,
  }) => {
    const path = await firstLink(request, '/media', /\/media-details\/[a-z0-9-]+/);
    await expectShareCard(request, path, (await titleOf(request, path))!);
  });

  test('an unknown item has no card: its image address answers 404', async ({ request }) => {
    for (const path of ['/blogs/details/no-such-post', '/media-details/no-such-item']) {
      const html = await (await request.get(path)).text();
      expect(html, path).not.toContain(`${path}/opengraph-image`);
      expect((await request.get(`${path}/opengraph-image/card`)).status(), path).toBe(404);
    }
  });

  test('the career page, where the jobs are, shares a 1200x630 PNG card', async ({ request }) => {
    const html = await (await request.get('/career')).text();
    const image = html.match(/<meta property="og:image" content="([^"]*)"/)?.[1];
    expect(image).toMatch(/\/career\/opengraph-image/);
    const { pathname, search } = new URL(image!.replace(/&amp;/g, '&'));
    const answer = await request.get(`${pathname}${search}`);
    expect(answer.headers()['content-type']).toBe('image/png');
    const png = await answer.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});
