import { expect, test, type Page } from '@playwright/test';
import { SCROLL_OFFSET_PX } from '../../lib/copy/sustainability';
import { holdScripts, hydrated, PHONE, slowCpu } from '../support/phone';

/**
 * Issue 51: visitors on a cheap phone (360 px wide, a CPU four times slower),
 * who tap before the page's scripts have arrived, or never get them.
 */
test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

/** The page as the server sends it, its scripts held back, on a slow CPU. */
async function openHeldBack(page: Page, path: string) {
  await slowCpu(page);
  const scripts = await holdScripts(page);
  // Not 'load': that waits for the held scripts.
  await page.goto(path, { waitUntil: 'commit' });
  return scripts;
}

const sectionMenu = (page: Page) => page.getByRole('navigation', { name: 'On this page' });
/** How many px the section's top is from 140 px below the viewport top. */
const offBy = (page: Page, id: string) =>
  page
    .locator(`#${id}`)
    .evaluate(
      (el, offset) => Math.abs(Math.round(el.getBoundingClientRect().top) - offset),
      SCROLL_OFFSET_PX,
    );
/** The visitor swipes the in-page menu sideways to its end, where "Certifications" is. */
const swipeMenuToEnd = (page: Page) =>
  sectionMenu(page)
    .getByRole('list')
    .evaluate((list) => {
      list.scrollLeft = list.scrollWidth;
      return list.scrollLeft;
    });
const centreOf = async (page: Page, name: string) => {
  const box = (await sectionMenu(page).getByRole('link', { name }).boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

test.describe('1. the sustainability menu lands on the section tapped', () => {
  test('a tap before the scripts arrive lands 140 px above the section, and stays there when they do', async ({
    page,
  }) => {
    const scripts = await openHeldBack(page, '/sustainability');
    await swipeMenuToEnd(page);
    const { x, y } = await centreOf(page, 'Certifications');
    await page.touchscreen.tap(x, y);
    await expect(page).toHaveURL(/#certifications$/);
    await expect.poll(() => offBy(page, 'certifications')).toBeLessThanOrEqual(1);

    await scripts.release();
    await hydrated(sectionMenu(page).getByRole('link', { name: 'Certifications' }));
    await expect(sectionMenu(page).locator('a[aria-current="true"]')).toHaveText('Certifications');
    expect(await offBy(page, 'certifications')).toBeLessThanOrEqual(1);
  });

  test('swiped before the scripts arrive, the menu stays put when they do; the tap lands on the section tapped, its certificates first', async ({
    page,
  }) => {
    const scripts = await openHeldBack(page, '/sustainability');
    const swiped = await swipeMenuToEnd(page);
    expect(swiped, 'the menu is wider than the phone').toBeGreaterThan(0);
    // Where the visitor's finger is going: "Certifications", before the scripts run.
    const { x, y } = await centreOf(page, 'Certifications');
    await scripts.release();
    const link = sectionMenu(page).getByRole('link', { name: 'Certifications' });
    await hydrated(link);
    // The menu was not scrolled back to its first item under the finger.
    expect(
      await sectionMenu(page)
        .getByRole('list')
        .evaluate((list) => list.scrollLeft),
    ).toBe(swiped);

    const images: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') images.push(request.url());
    });
    await page.touchscreen.tap(x, y);
    await expect(page).toHaveURL(/#certifications$/);
    await expect.poll(() => offBy(page, 'certifications')).toBeLessThanOrEqual(1);
    await expect(sectionMenu(page).locator('a[aria-current="true"]')).toHaveText('Certifications');

    // The certificates are not left blank: they load, and before any image passed on the way.
    const certificates = page.locator('#certifications img');
    await expect(certificates.first()).toBeVisible();
    await expect
      .poll(() =>
        certificates.evaluateAll((all) =>
          all.every(
            (img) =>
              (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
          ),
        ),
      )
      .toBe(true);
    const sources = await certificates.evaluateAll((all) =>
      all.map((img) => (img as HTMLImageElement).currentSrc),
    );
    expect(images.length).toBeGreaterThan(0);
    expect(sources).toContain(images[0]);
  });
});
