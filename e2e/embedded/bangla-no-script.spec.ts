import { readFileSync } from 'node:fs';
import { hydrated } from '../support/phone';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import type { Messages } from '@/lib/i18n/messages';

/**
 * What a Bangla-reading visitor still met on /bn: the magazines' English titles with
 * no word about them, the stories' আরও পড়ুন doing nothing without JavaScript, and the
 * bot trap's label in English.
 */

const bn = JSON.parse(readFileSync('messages/bn.json', 'utf8')) as Messages;
const en = JSON.parse(readFileSync('messages/en.json', 'utf8')) as Messages;
const ISSUE_IN_ENGLISH = 'এই সংখ্যাটি শুধু ইংরেজিতে প্রকাশিত';
/** The language an element is read in: its own or its nearest marked ancestor's. */
const readIn = (element: Locator) =>
  element.evaluate((el) => el.closest('[lang]')!.getAttribute('lang'));

test.describe('the magazines on /bn/media', () => {
  test('an issue with an English title says so above it, the title marked en', async ({ page }) => {
    await page.goto('/bn/media');
    const issues = page.locator('#masco-magazine-heading ~ ul > li');
    expect(await issues.count()).toBeGreaterThan(0);
    for (const issue of await issues.all()) {
      const note = issue.locator('p').first();
      await expect(note).toHaveText(ISSUE_IN_ENGLISH);
      expect(await readIn(note)).toBe('bn');
      await expect(issue.locator('h3 [lang="en"]').first()).toHaveText(/^Masco Magazine/);
    }
    // The news cards' note stays theirs.
    expect(await readIn(page.getByText(bn.blog.englishOnly).first())).toBe('bn');

    await page.goto('/media');
    await expect(page.locator('aside')).not.toContainText(ISSUE_IN_ENGLISH);
    await expect(page.locator('aside')).not.toContainText('English only');
  });
});

/** The first story card's opener, a summary with or without the page's script. */
const opener = (page: Page) =>
  page.locator('#social li').filter({ hasText: 'আরও পড়ুন' }).first().locator('summary');

async function withoutScript<T>(browser: Browser, run: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

test.describe('the sustainability stories’ আরও পড়ুন', () => {
  test('without JavaScript opens the whole story in its card', async ({ browser }) => {
    await withoutScript(browser, async (page) => {
      await page.goto('/bn/sustainability');
      const card = page.locator('#social li').filter({ hasText: 'আরও পড়ুন' }).first();
      const more = card.locator('summary');
      await expect(more).toHaveText(/^আরও পড়ুন/);
      const story = card.locator('details > div');
      await expect(story).toBeHidden();
      await more.click();
      await expect(story).toBeVisible();
      await expect(story.locator('p').first()).toBeVisible();
      // Not the card's picture a second time.
      await expect(story.locator('img')).toBeHidden();
      await more.click();
      await expect(story).toBeHidden();
    });
  });

  test('looks the same with and without it; with it, the same summary opens the popup', async ({
    browser,
    page,
  }) => {
    const box = async (p: Page) => {
      await p.setViewportSize({ width: 1280, height: 900 });
      await p.goto('/bn/sustainability');
      const more = opener(p);
      await expect(more).toBeVisible();
      return {
        // Where it sits in its card (the page above may differ without script: a slider).
        box: await more.evaluate((el) => {
          const card = el.closest('li')!.getBoundingClientRect();
          const r = el.getBoundingClientRect();
          return [r.x - card.x, r.y - card.y, r.width, r.height].map(Math.round);
        }),
        style: await more.evaluate((el) => {
          const s = getComputedStyle(el);
          return [s.color, s.fontSize, s.fontWeight, s.lineHeight, s.cursor].join();
        }),
      };
    };
    const plain = await withoutScript(browser, box);
    const scripted = await box(page);
    expect(scripted).toEqual(plain);
    await hydrated(opener(page));
    await opener(page).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.locator('#social details[open]')).toHaveCount(0);
  });
});

test.describe('the bot trap', () => {
  for (const [path, word] of [
    ['/bn/contact-us', bn.forms.website],
    ['/contact-us', en.forms.website],
  ] as const) {
    test(`${path}: both forms' trap is labelled in the page's language, hidden from people`, async ({
      page,
    }) => {
      await page.goto(path);
      const traps = page.locator('input[name="website"]');
      await expect(traps).toHaveCount(2);
      for (const trap of await traps.all()) {
        expect(await trap.evaluate((el: HTMLInputElement) => el.labels![0]!.textContent)).toBe(
          word,
        );
        expect(await trap.evaluate((el) => el.closest('[aria-hidden="true"]') !== null)).toBe(true);
        await expect(trap).toHaveAttribute('tabindex', '-1');
        await expect(trap).toHaveAttribute('autocomplete', 'off');
      }
    });
  }
});
