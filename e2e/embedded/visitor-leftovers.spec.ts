import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { Messages } from '@/lib/i18n/messages';
import { holdScripts, hydrated } from '../support/phone';

/**
 * What public visitors still met: a contact form that did not say which fields it
 * needs, and the sustainability stories' Read More that opened in place before the
 * page's script ran and as a popup after it.
 */

const words = {
  en: JSON.parse(readFileSync('messages/en.json', 'utf8')) as Messages,
  bn: JSON.parse(readFileSync('messages/bn.json', 'utf8')) as Messages,
};
const REQUIRED = ['name', 'phone', 'email', 'subject'] as const;

async function inContext<T>(
  browser: Browser,
  javaScriptEnabled: boolean,
  run: (page: Page) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({ javaScriptEnabled });
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

test.describe('the contact form marks its required fields', () => {
  for (const lang of ['en', 'bn'] as const)
    for (const javaScriptEnabled of [true, false])
      test(`${lang}, JavaScript ${javaScriptEnabled ? 'on' : 'off'}: an asterisk on each, a legend, and required to assistive technology`, async ({
        browser,
      }) => {
        const forms = words[lang].forms;
        await inContext(browser, javaScriptEnabled, async (page) => {
          await page.goto(lang === 'en' ? '/contact-us' : '/bn/contact-us');
          const form = page.getByRole('form', { name: forms.contactLabel });
          const [before, after] = forms.requiredLegend.split('{mark}');
          await expect(form.getByText(`${before}*${after}`, { exact: true })).toBeVisible();
          for (const name of REQUIRED) {
            // The label's name stays the spec's word: the asterisk is seen, not read.
            const field = form.getByLabel(forms[name], { exact: true });
            await expect(field).toHaveAttribute('required', '');
            await expect(field).toHaveAttribute('aria-required', 'true');
            const label = form.locator(`label[for="${await field.getAttribute('id')}"]`);
            await expect(label.locator('xpath=..')).toHaveText(`${forms[name]}*`);
            await expect(field).toHaveAccessibleName(forms[name]);
          }
          const note = form.getByLabel(forms.note, { exact: true });
          await expect(note).not.toHaveAttribute('required');
          await expect(note).not.toHaveAttribute('aria-required');
          // Marked required, still the server's (the spec's) messages, not the browser's bubble.
          const send = form.getByRole('button', { name: forms.send });
          // With scripts: once React listens (they may load after the first paint).
          if (javaScriptEnabled) await hydrated(send);
          await send.click();
          await expect(form.getByText(forms.messages.subjectRequired)).toBeVisible();
          await expect(form.getByLabel(forms.name, { exact: true })).toHaveAttribute(
            'required',
            '',
          );
        });
      });
});

test.describe('the sustainability stories’ Read More', () => {
  test('opens in the card before the page’s script has run, and stays open, focused, once it has', async ({
    page,
  }) => {
    const scripts = await holdScripts(page);
    // Not 'load': that waits for the held scripts.
    await page.goto('/sustainability', { waitUntil: 'commit' });
    const card = page.locator('#social li').filter({
      has: page.getByRole('heading', { name: 'Help Desk', exact: true }),
    });
    const opener = card.locator('summary');
    await opener.click();
    const story = card.locator('details > div');
    await expect(story).toBeVisible();
    await expect(opener).toBeFocused();
    await scripts.release();
    // The page has hydrated (the section menu's links are React's now): nothing swapped.
    await hydrated(
      page.getByRole('navigation', { name: 'On this page' }).getByRole('link').first(),
    );
    await expect(card.locator('details[open] > div')).toBeVisible();
    await expect(opener).toBeFocused();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await opener.click();
    await expect(story).toBeHidden();
  });
});

/** The spec's two English styles (part 2, section 9) and their Bangla twins. */
const STYLES = {
  en: {
    card: /^\d{2}-\d{2}-\d{4}$/,
    detail: /^\d{1,2}(st|nd|rd|th) [A-Z][a-z]+ \d{4}, \d{1,2}:\d{2}:\d{2} (am|pm)$/,
  },
  bn: {
    card: /^[০-৯]{1,2} [\u0980-\u09FF]+ [০-৯]{4}$/,
    detail: /^[০-৯]{1,2} [\u0980-\u09FF]+ [০-৯]{4}, [\u0980-\u09FF]+ [০-৯]{1,2}:[০-৯]{2}$/,
  },
};

test.describe('dates on the public pages', () => {
  test('one style per context in each language: cards and lists one, a detail page’s date the long one; every one a <time> machines read', async ({
    page,
    request,
  }) => {
    const { recent } = (await (await request.get('/api/posts/recent')).json()) as {
      recent: { slug: string }[];
    };
    await page.goto('/media');
    const news = await page.locator('main a[href^="/media-details/"]').first().getAttribute('href');
    const lists = [
      '/blogs',
      '/blogs/publication',
      '/blogs/video',
      '/media',
      '/career',
      '/publications',
    ];
    const details = [`/blogs/details/${recent[0]!.slug}`, news!];
    for (const lang of ['en', 'bn'] as const) {
      const at = (path: string) => (lang === 'en' ? path : `/bn${path}`);
      for (const path of [...lists, ...details, '/search?q=cotton']) {
        await page.goto(at(path));
        const dates = page.locator('main time');
        expect(await dates.count(), path).toBeGreaterThan(0);
        // A detail page's own date is the first; everything after it is a card or list.
        const first = details.includes(path) ? 'detail' : 'card';
        for (const [i, time] of (await dates.all()).entries()) {
          const style = i === 0 ? first : 'card';
          await expect(time, `${at(path)} #${i}`).toHaveText(STYLES[lang][style]);
          expect(await time.evaluate((el) => el.closest('[lang]')!.getAttribute('lang'))).toBe(
            lang,
          );
          const dateTime = await time.getAttribute('datetime');
          expect(Number.isNaN(Date.parse(dateTime!)), `${at(path)}: ${dateTime}`).toBe(false);
        }
      }
    }
    // The Higg table's dates are text in the record: on /bn they read as every other date there.
    for (const lang of ['en', 'bn'] as const) {
      await page.goto(lang === 'en' ? '/sustainability' : '/bn/sustainability');
      const row = page.locator('#material tbody tr').filter({ hasText: 'FEM-BD-21-0147' });
      await expect(row.locator('td').nth(2)).toHaveText(
        lang === 'en' ? '14-02-2022' : '১৪ ফেব্রুয়ারি ২০২২',
      );
    }
  });
});
