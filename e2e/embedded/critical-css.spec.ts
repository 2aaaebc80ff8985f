import { expect, test, type Page } from '@playwright/test';

/**
 * Issue 48: a page the cache keeps carries the rules its markup uses in its head,
 * and the whole stylesheet loads without holding the first paint
 * (lib/cache/critical-css.mjs). The first answer of a new version is Next's own;
 * the ones after it come from the cache.
 */
const PATH = '/knitting';
const SHEET = 'link[rel="stylesheet"][href^="/_next/static/"]';
/** The inlined rules' end, just before the deferred link. */
const KEPT = /<\/style><link rel="stylesheet" href="\/_next\/static\/[^"]+"[^>]* media="print"/;

/** The build's stylesheets the page applies, with their media. */
const appliedSheets = (page: Page) =>
  page.evaluate(() =>
    [...document.styleSheets]
      .filter((sheet) => sheet.href?.includes('/_next/static/'))
      .map((sheet) => ({ media: sheet.media.mediaText, rules: sheet.cssRules.length })),
  );

test.describe('the critical CSS of a kept page', () => {
  test.beforeEach(async ({ request }) => {
    // Rendered, then kept: a later answer is the cache's, once its version is stored.
    await expect.poll(async () => KEPT.test(await (await request.get(PATH)).text())).toBe(true);
  });

  test('its head holds the rules and every face, and links the sheet without blocking', async ({
    request,
  }) => {
    const html = await (await request.get(PATH)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const end = head.search(KEPT);
    const style = head.slice(head.lastIndexOf('<style>', end), end);
    expect(style).toContain('@font-face{font-family:Inter Fallback;');
    expect(style).toMatch(/@font-face\{font-family:inter;src:url\(\/_next\/static\/media\//);
    expect(style).toContain('.max-w-content{');
    expect(head).toMatch(
      /<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)"[^>]* media="print" onload="this\.media='all'"><noscript><link rel="stylesheet" href="\1"[^>]*><\/noscript>/,
    );
    expect(html).not.toContain('data-beasties');
  });

  test('with JavaScript the whole sheet applies once it is in', async ({ page }) => {
    await page.goto(PATH);
    await expect(page.locator(SHEET).first()).toHaveAttribute('media', 'all');
    const sheets = await appliedSheets(page);
    expect(sheets.filter((sheet) => sheet.media === 'all')).toHaveLength(1);
    // Tailwind's layers and @property rules at the top level: 87 on 2026-11-28.
    expect(sheets[0]!.rules).toBeGreaterThan(20);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the <noscript> link applies the whole sheet', async ({ page }) => {
      await page.goto(PATH);
      await page.waitForLoadState('load');
      const sheets = await appliedSheets(page);
      // The deferred link stays print-only; the fallback's sheet is for every medium.
      expect(sheets.map((sheet) => sheet.media).sort()).toEqual(['', 'print']);
      expect(sheets.find((sheet) => sheet.media === '')?.rules).toBeGreaterThan(20);
    });
  });
});
