import { expect, test } from '@playwright/test';
import { ownServer } from '../support/own-server';
import { hydrated, menuToggle, PHONE } from '../support/phone';

/**
 * Issue 48: a kept page paints before Next's JavaScript is even asked for. Its
 * chunks are named by a few lines at the end of the body, which add them after the
 * first contentful paint (lib/cache/scripts-after-first-paint.mjs); the page then hydrates as
 * before. On by default (the shared server here); SCRIPTS_AFTER_FIRST_PAINT=0 turns it
 * off (a server of its own).
 */
const pages = ['/knitting', '/bn/sustainability', '/search?q=knitting'];
const server = ownServer(57, '.data/e2e-scripts-after-paint');

test.describe.configure({ mode: 'serial' });
test.beforeAll(() => {
  server.start(5, { SCRIPTS_AFTER_FIRST_PAINT: '0' });
});
test.afterAll(() => server.kill());
test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

test('with SCRIPTS_AFTER_FIRST_PAINT=0 a kept page goes out with its scripts as Next writes them', async ({
  request,
}) => {
  await server.waitUntilUp(request);
  const url = `${server.base}/knitting`;
  for (let i = 0; i < 2; i++) expect((await request.get(url)).status()).toBe(200);
  expect(await (await request.get(url)).text()).toMatch(
    /<script src="\/_next\/static\/[^"]+\.js" async="">/,
  );
});

for (const path of pages)
  test(`${path}: the first content is painted before any of Next's scripts is requested, and the page hydrates`, async ({
    page,
    request,
  }) => {
    const url = path;
    // The first answer of a page is Next's own render; the cache keeps it for the next.
    for (let i = 0; i < 2; i++) expect((await request.get(url)).status()).toBe(200);
    const html = await (await request.get(url)).text();
    expect(html).not.toMatch(/<script src="\/_next\/static\/[^"]+\.js" async="">/);
    expect(html).not.toContain('as="script"');

    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(url);
    const toggle = menuToggle(page);
    await hydrated(toggle);

    const { firstContentfulPaint, chunkStarts } = await page.evaluate(() => ({
      firstContentfulPaint:
        performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      chunkStarts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/_next\/static\/.+\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => entry.startTime),
    }));
    expect(firstContentfulPaint).toBeGreaterThan(0);
    expect(chunkStarts.length, 'the chunks were loaded').toBeGreaterThan(3);
    expect(Math.min(...chunkStarts)).toBeGreaterThan(firstContentfulPaint);

    // The router is up: the header's home link moves without loading a new document.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('banner').getByRole('link').first().click();
    await expect(page).toHaveURL(path.startsWith('/bn') ? /\/bn$/ : /\/$/);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(errors).toEqual([]);
  });
