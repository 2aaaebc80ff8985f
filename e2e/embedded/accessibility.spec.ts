import { axe } from '../support/axe';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { staticRoutes } from '@/lib/sitemap-routes';

/** Whole-site accessibility gates (issue 7): axe at every impact, reduced motion, keyboard. */
/**
 * The header and the footer are the same on every page: checked whole on these
 * (one with an active navigation item), they are left out of the other pages' axe
 * runs, which then cost a quarter less (axe is most of this walk's time).
 */
const WHOLE_PAGES = new Set(['/', '/knitting']);

/**
 * axe at every impact on a page at 1280 and 390 px, and the page no wider than the
 * window (a slide's hidden label escaping its slider, say, would make a phone lay
 * the whole page out wider and zoom it out).
 */
async function problemsOf(page: Page, path: string) {
  const found: string[] = [];
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    if (overflow > 0) found.push(`${width} ${path} scrolls sideways by ${overflow} px`);
    const check = axe(page);
    if (!WHOLE_PAGES.has(path)) check.exclude('body > header').exclude('body > footer');
    const { violations } = await check.analyze();
    for (const v of violations)
      found.push(
        `${width} ${path} ${v.id} (${v.impact}): ${v.nodes.map((n) => n.target).join(' ')}`,
      );
  }
  return found;
}

/** One test a route, so that a slow page costs its own test's time, not the walk's. */
test.describe('axe finds no violation of any impact, and no page scrolls sideways, at 390 and 1280 px', () => {
  for (const path of staticRoutes())
    test(path, async ({ page }) => expect(await problemsOf(page, path)).toEqual([]));

  const firstArticle = async (request: APIRequestContext) =>
    (await (await request.get('/api/posts/get-blogs?per_page=1')).json()).blogs.data[0] as {
      slug: string;
      author_id: number;
    };
  const dynamicPages: [string, (request: APIRequestContext) => Promise<string>][] = [
    ['an article', async (request) => `/blogs/details/${(await firstArticle(request)).slug}`],
    ['its author', async (request) => `/blogs/author/${(await firstArticle(request)).author_id}`],
    [
      'a news item',
      async (request) => {
        const { medias } = await (await request.get('/api/media/news-videos')).json();
        return `/media-details/${medias.find((m: { media_type: string }) => m.media_type === 'news').slug}`;
      },
    ],
    ['the not-found page', async () => '/no/such/page'],
  ];
  for (const [name, pathOf] of dynamicPages)
    test(name, async ({ page, request }) =>
      expect(await problemsOf(page, await pathOf(request))).toEqual([]),
    );
});

test.describe('accessibility on every route', () => {
  test('under reduced motion nothing moves by itself and scrolling is instant', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/blogs');
    const hero = page.locator('section[aria-labelledby="latest-stories"]');
    await expect(hero.getByRole('button', { name: 'Go to slide 1' })).toBeVisible();
    // No autoplay, so no pause control either.
    await expect(hero.getByRole('button', { name: /slideshow/ })).toHaveCount(0);
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
    ).toBe('auto');
  });

  test('the sliders work from the keyboard', async ({ page }) => {
    await page.goto('/blogs');
    const hero = page.locator('section[aria-labelledby="latest-stories"]');
    await hero.getByRole('button', { name: 'Pause slideshow' }).focus();
    await page.keyboard.press('Enter');
    await expect(hero.getByRole('button', { name: 'Play slideshow' })).toBeFocused();
    await hero.getByRole('button', { name: 'Next slide' }).focus();
    await page.keyboard.press('Enter');
    await expect(hero.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter'); // Previous slide
    await expect(hero.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });
});
