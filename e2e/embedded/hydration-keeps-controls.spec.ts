import { expect, test, type Page } from '@playwright/test';
import { hydrated } from '../support/phone';

/**
 * A control React replaces as the page hydrates loses a tap that lands on it then:
 * its press on the server's element, its release on React's, and no click on
 * either. With Next's scripts after the first paint (issue 48) the page is read,
 * and tapped, while it hydrates. The header's language link was such a control
 * (`useSearchParams` on pages rendered once), and the videos' play link became a
 * button. Every link, button, summary and field the server sent must be the one
 * React hydrates.
 */
const CONTROLS = 'a, button, summary, input, select, textarea';

async function removedWhileHydrating(page: Page, path: string) {
  await page.addInitScript((controls) => {
    const removed: string[] = [];
    Object.assign(window, { removedControls: removed });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes) {
          if (!(node instanceof Element)) continue;
          for (const control of [node, ...node.querySelectorAll(controls)])
            if (control.matches(controls))
              removed.push(
                `${control.tagName} ${(control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40)}`,
              );
        }
    }).observe(document, { childList: true, subtree: true });
  }, CONTROLS);
  await page.goto(path);
  // The header's first control and the footer's last: the page's ends have hydrated.
  await hydrated(page.getByRole('banner').locator(CONTROLS).first());
  await hydrated(page.getByRole('contentinfo').locator(CONTROLS).last());
  // What hydration sets off (a store read on the client, an effect) has rendered.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  return page.evaluate(() => (window as unknown as { removedControls: string[] }).removedControls);
}

const paths = [
  '/',
  '/knitting',
  '/sustainability',
  '/blogs',
  '/career',
  '/contact-us',
  '/search?q=knitting',
  '/media',
  '/bn',
  '/bn/blogs?page=2',
  '/bn/career?page=2',
];

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
])
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const path of paths)
      test(`${path}: hydration keeps every control the server sent`, async ({ page }) => {
        expect(await removedWhileHydrating(page, path)).toEqual([]);
      });

    test('an article: hydration keeps every control the server sent', async ({ page, request }) => {
      const { blogs } = await (await request.get('/api/site/articles?page=1')).json();
      expect(await removedWhileHydrating(page, `/blogs/details/${blogs[0].slug}`)).toEqual([]);
    });
  });
