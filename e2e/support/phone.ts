import { expect, type Locator, type Page } from '@playwright/test';

/** A cheap phone's screen, portrait (issue 51: 360×740). */
export const PHONE = { width: 360, height: 740 };
/** The same phone turned sideways. */
export const PHONE_LANDSCAPE = { width: 740, height: 360 };

/** A CPU four times slower than this machine's, as a cheap phone's (Chrome DevTools' "4× slowdown"). */
export async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/**
 * Holds every script the page asks for from now on (its stylesheets pass), until
 * released: the page as the server's HTML has it, as a visitor on a slow phone
 * meets it before the scripts have arrived.
 */
export async function holdScripts(page: Page) {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const asked: string[] = [];
  const finished = new Set<string>();
  page.on('requestfinished', (request) => finished.add(request.url()));
  await page.route(
    (url) => url.pathname.startsWith('/_next/static/') && url.pathname.endsWith('.js'),
    async (route) => {
      asked.push(route.request().url());
      await opened;
      await route.continue();
    },
  );
  return {
    asked,
    /** Lets them through, and waits until they have arrived and a frame has painted. */
    async release() {
      open();
      await expect.poll(() => asked.every((url) => finished.has(url))).toBe(true);
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
    },
  };
}

/** React has hydrated the element (it has React's props on it), so its handlers listen. */
export async function hydrated(element: Locator) {
  await expect
    .poll(() =>
      element.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps'))),
    )
    .toBe(true);
}

/** The header's menu toggle below xl: a <summary>, named "Open menu" or "Close menu" by its state. */
export const menuToggle = (page: Page) =>
  page.getByRole('banner').locator('summary[aria-controls]');
/** One group of the open mobile menu (its <summary>). */
export const menuGroup = (page: Page, label: string) =>
  page
    .getByRole('dialog', { name: 'Menu' })
    .locator('summary')
    .filter({ hasText: new RegExp(`^${label}$`) });
