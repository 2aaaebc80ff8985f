import { expect, test } from '@playwright/test';

/**
 * A picture's box is set by the page, not by the file staff upload. An <img> with
 * only width, height and `h-auto` takes its file's own shape once it loads, and the
 * page below it moves: the demo certificates are 175x248, declared 600x848, and
 * /sustainability grew a pixel under a visitor's jump (CI, the cheap-phone spec).
 * So every picture in the page's flow has an aspect of its own (not `auto`), or is
 * sized by a frame (`fill`, absolutely placed).
 */
test.describe('pictures keep their box whatever file is uploaded', () => {
  for (const path of ['/', '/sustainability', '/clients-logo', '/awards', '/management-message']) {
    test(`on ${path}`, async ({ page }) => {
      await page.goto(path);
      const loose = await page.locator('main img').evaluateAll((images) =>
        images
          .filter((image) => {
            const style = getComputedStyle(image);
            return style.position !== 'absolute' && style.aspectRatio.startsWith('auto');
          })
          .map((image) => image.getAttribute('src')),
      );
      expect(loose).toEqual([]);
      expect(await page.locator('main img').count()).toBeGreaterThan(0);
    });
  }
});
