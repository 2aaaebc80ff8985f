import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe on a page. By default @axe-core/playwright runs axe per frame and merges the
 * results in a blank page it opens for the purpose: two to three times the cost of
 * running axe in the page itself (5.6 s against 2.0 s on /sustainability), and the
 * same results on a page without frames, which is every page here. A page that
 * does have frames gets the per-frame run, so no frame goes unchecked.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(page.frames().length === 1);
}
