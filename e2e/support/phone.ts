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
 * Holds every request that `match` picks from now on, until released: the page as
 * a visitor on a slow phone meets it before those have arrived.
 */
export async function holdRequests(page: Page, match: (url: URL) => boolean) {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const asked: string[] = [];
  const finished = new Set<string>();
  page.on('requestfinished', (request) => finished.add(request.url()));
  // A request of a page left (a link followed) ends there.
  page.on('requestfailed', (request) => finished.add(request.url()));
  await page.route(match, async (route) => {
    asked.push(route.request().url());
    await opened;
    await route.continue();
  });
  return {
    asked,
    /**
     * Lets them through, and waits until they have arrived and (unless the page runs
     * no scripts, where nothing can wait for a frame) a frame has painted.
     */
    async release({ painted = true } = {}) {
      open();
      await expect.poll(() => asked.every((url) => finished.has(url))).toBe(true);
      if (!painted) return;
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
    },
  };
}

/** Holds every script the page asks for (its stylesheets pass): the server's HTML alone. */
export const holdScripts = (page: Page) =>
  holdRequests(
    page,
    (url) => url.pathname.startsWith('/_next/static/') && url.pathname.endsWith('.js'),
  );

/** Holds the web font (Inter): the text shows in its fallback face until released. */
export const holdFonts = (page: Page) =>
  holdRequests(page, (url) => url.pathname.endsWith('.woff2'));

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
