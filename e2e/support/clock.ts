import { expect, type Locator, type Page } from '@playwright/test';

const START = new Date('2026-03-01T10:00:00+06:00').getTime();

/**
 * Installs Playwright's clock, stopped: the page's timers (a toast's life, a popup's
 * 1.5 s, a slideshow's 5 s) run only by `page.clock.runFor`, so however slowly a
 * busy machine gets from one step of the test to the next, no timer fires between.
 */
export async function stopClock(page: Page) {
  await page.clock.install({ time: START });
  await page.clock.pauseAt(START + 1_000);
}

/**
 * Moves a stopped clock on in steps of 10 ms until `locator` is visible: the page's
 * own timers on the way to it (a toast's mount, a slider's start) fire, and at most
 * one step of time has passed for what appeared when this returns.
 */
export async function runUntilVisible(page: Page, locator: Locator) {
  await expect(async () => {
    await page.clock.runFor(10);
    await expect(locator).toBeVisible({ timeout: 50 });
  }).toPass({ intervals: [0], timeout: 20_000 });
}
