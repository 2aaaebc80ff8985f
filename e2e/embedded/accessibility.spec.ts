import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { staticRoutes } from '@/lib/sitemap-routes';

/** Whole-site accessibility gates (issue 7): axe at every impact, reduced motion, keyboard. */
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
    const { violations } = await new AxeBuilder({ page }).analyze();
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

  test('an article, its author, a news item and the not-found page', async ({ page, request }) => {
    const { blogs } = await (await request.get('/api/posts/get-blogs?per_page=1')).json();
    const { medias } = await (await request.get('/api/media/news-videos')).json();
    const news = medias.find((m: { media_type: string }) => m.media_type === 'news');
    const found: string[] = [];
    for (const path of [
      `/blogs/details/${blogs.data[0].slug}`,
      `/blogs/author/${blogs.data[0].author_id}`,
      `/media-details/${news.slug}`,
      '/no/such/page',
    ])
      found.push(...(await problemsOf(page, path)));
    expect(found).toEqual([]);
  });
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
