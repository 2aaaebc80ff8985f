import { readFileSync } from 'node:fs';
import { hydrated } from '../support/phone';
import { expect, test, type Page } from '@playwright/test';
import type { Messages } from '@/lib/i18n/messages';
import { JUDGED_QUERIES_BN } from '@/lib/search/judged-queries-bn';
import { axe } from '../support/axe';

/** Issue 49: /bn/search searches the Bangla, in Bangla, with and without scripts. */

// Read, not imported: Node loads a JSON module only with an import attribute.
const messages = (lang: string) =>
  JSON.parse(readFileSync(`messages/${lang}.json`, 'utf8')) as Messages;
const en = messages('en').search;
const bn = messages('bn').search;

const bnSearch = (q: string) => `/bn/search?${new URLSearchParams({ q })}`;
const results = (page: Page) => page.getByRole('list', { name: bn.resultsLabel });
/** The result links of a result page's HTML, in order. */
const resultHrefs = (html: string) =>
  [...html.matchAll(/<h2[^>]*><a[^>]*href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

async function searchOnThePage(page: Page, q: string) {
  const form = page.getByRole('search', { name: bn.formLabel });
  await form.getByRole('searchbox', { name: bn.fieldLabel }).fill(q);
  await form.getByRole('button', { name: bn.submit }).click();
  await expect(page).toHaveURL(bnSearch(q));
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`/bn/search ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test('its own words are in Bangla; a Bangla word finds Bangla titles at Bangla addresses', async ({
      page,
    }) => {
      await page.goto('/bn/search');
      await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(bn.title);
      await expect(page.getByText(bn.intro)).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: bn.tries[0] })).toHaveAttribute(
        'href',
        bnSearch(bn.tries[0]!),
      );
      await searchOnThePage(page, 'ডাইং মাস্টার');
      await expect(page.getByRole('status')).toContainText('“ডাইং মাস্টার” লিখে');
      const job = results(page).getByRole('listitem').filter({ hasText: bn.kinds.job.one });
      await expect(job.getByRole('link', { name: 'ডাইং মাস্টার' })).toHaveAttribute(
        'href',
        '/bn/career',
      );
      // The matched words marked whole: hasanta and vowel signs inside the mark.
      await expect(job.locator('mark')).toHaveText(['ডাইং', 'মাস্টার']);
      // The kinds' names and counts in Bangla, in Bengali digits.
      const kinds = page.getByRole('navigation', { name: bn.kindsLabel });
      await expect(
        kinds.getByRole('link', { name: new RegExp(`^${bn.all} [০-৯]+$`) }),
      ).toBeVisible();
      await expect(
        kinds.getByRole('link', { name: new RegExp(`^${bn.kinds.job.many} [০-৯]+$`) }),
      ).toBeVisible();
      for (const href of await results(page)
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
        expect(href).toMatch(/^\/bn\//);
    });

    test('a typo in a Bangla word is forgiven, and said so in Bangla', async ({ page }) => {
      await page.goto(bnSearch('ওয়শিং'));
      const said = page.getByText(/লিখে পাওয়া ফল দেখানো হচ্ছে/);
      await expect(said.locator('strong')).toHaveText('ওয়াশিং');
      await expect(said.getByRole('link', { name: 'ওয়শিং' })).toHaveAttribute(
        'href',
        bnSearch('"ওয়শিং"'),
      );
      await expect(results(page).getByRole('link').first()).toHaveAttribute('href', '/bn/washing');
    });

    test('চাকরী is a spelling of চাকরি: not corrected, as many results, the vacancies in Bengali digits', async ({
      page,
    }) => {
      await page.goto(bnSearch('চাকরি'));
      const typed = await page.getByRole('status').textContent();
      await page.goto(bnSearch('চাকরী'));
      await expect(page.getByText(/লিখে পাওয়া ফল দেখানো হচ্ছে/)).toHaveCount(0);
      // The same count, said for the word as typed.
      expect((await page.getByRole('status').textContent())?.replace('চাকরী', 'চাকরি')).toBe(typed);
      const job = results(page).getByRole('listitem').filter({ hasText: 'ডাইং মাস্টার' });
      await expect(job).toContainText('সাভার · পূর্ণকালীন · শূন্য পদ: ০১');
      await expect(results(page).getByRole('link').first()).toHaveAttribute('href', '/bn/career');
    });

    test('places in Bangla find the pages that name them, the properties table in Bangla', async ({
      page,
    }) => {
      await page.goto(bnSearch('বসুন্ধরা'));
      await expect(page.getByText(/লিখে পাওয়া ফল দেখানো হচ্ছে/)).toHaveCount(0);
      const properties = results(page).getByRole('listitem').first();
      await expect(properties.getByRole('link').first()).toHaveAttribute(
        'href',
        '/bn/masco-properties',
      );
      // The snippet is the page's Bangla (its table's row), the matched word marked.
      await expect(properties.locator('mark')).toHaveText(['বসুন্ধরা']);
      await expect(properties.locator('[lang="en"]')).toHaveCount(0);
      for (const [q, href] of [
        ['হেমায়েতপুর', '/bn/contact-us'],
        ['কোনাবাড়ি', '/bn/printing-embroidery'],
        ['মাসকো টাওয়ার', '/bn/masco-properties'],
        ['উত্তরা', '/bn/masco-properties'],
      ]) {
        await page.goto(bnSearch(q!));
        await expect(page.getByText(/লিখে পাওয়া ফল দেখানো হচ্ছে/), q).toHaveCount(0);
        const hrefs = await results(page)
          .getByRole('heading')
          .getByRole('link')
          .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
        expect(hrefs, q).toContain(href);
      }
    });

    test('the contact page, sustainability, the design hub and media are found by their Bangla, shown in Bangla', async ({
      page,
    }) => {
      for (const [q, href, title] of [
        ['যোগাযোগ', '/bn/contact-us', 'যোগাযোগ'],
        ['ঠিকানা', '/bn/contact-us', 'যোগাযোগ'],
        ['পরিবেশ', '/bn/sustainability', 'টেকসই উদ্যোগ'],
        ['ডিজাইন', '/bn/design-hub', 'ডিজাইন হাব'],
        ['সংবাদ', '/bn/media', 'খবর ও মিডিয়া'],
      ] as const) {
        await page.goto(bnSearch(q));
        const first = results(page).getByRole('listitem').first();
        await expect(first.getByRole('heading').getByRole('link'), q).toHaveAttribute('href', href);
        await expect(first.getByRole('heading'), q).toHaveText(title);
        // Its snippet is the page's Bangla, not its English marked as such.
        await expect(first.locator('[lang="en"]'), q).toHaveCount(0);
        await expect(first, q).toContainText(/[\u0980-\u09ff]{3}.*[\u0980-\u09ff]{3}/);
      }
      // The contact page's snippet: its Bangla words, the matched one marked.
      await page.goto(bnSearch('যোগাযোগ'));
      const contact = results(page).getByRole('listitem').first();
      await expect(contact.locator('mark').first()).toContainText('যোগাযোগ');
      await expect(contact).not.toContainText('Contact Masco Group');
    });

    test('an English word finds English-only content, marked as English for screen readers', async ({
      page,
    }) => {
      await page.goto(bnSearch('pique polo'));
      const title = results(page)
        .getByRole('heading', { name: /Piqué|Pique/ })
        .first();
      await expect(title).toHaveAttribute('lang', 'en');
      await expect(title.getByRole('link')).toHaveAttribute(
        'href',
        '/bn/blogs/details/pique-polo-and-the-classic-knit-shirt',
      );
      await expect(page.getByRole('status')).toContainText('লিখে');
    });
  });
}

test('the header’s suggestions on a Bangla page are in Bangla and open the Bangla page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/bn/contact-us');
  const header = page.getByRole('banner');
  const field = header.getByRole('combobox', { name: messages('bn').chrome.searchSite });
  // Suggestions come once the header runs (before, the field is a plain search form).
  await hydrated(field);
  await field.click();
  const answer = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/api/search/suggest' && url.searchParams.get('q') === 'নিটিং';
  });
  await field.pressSequentially('নিটিং', { delay: 20 });
  const asked = new URL((await answer).url());
  expect(asked.searchParams.get('lang')).toBe('bn');
  const option = header.getByRole('option').filter({ hasText: /^নিটিং\s*,/ });
  // Each suggestion names its kind in Bangla too ("Page" was English on /bn).
  await expect(option.first()).toContainText(messages('bn').search.kinds.page.one);
  await expect(header.getByRole('listbox')).not.toContainText(messages('en').search.kinds.page.one);
  await option.first().click();
  await expect(page).toHaveURL('/bn/knitting');
});

test('the Bangla results’ page numbers are in Bengali digits, as the blog’s are', async ({
  page,
}) => {
  await page.goto(bnSearch('চাকরি'));
  const pager = page.getByRole('navigation', { name: messages('bn').pages.results });
  await expect(pager.getByRole('link', { name: `${messages('bn').pages.page} ২` })).toHaveText('২');
  await expect(pager).not.toContainText(/[0-9]/);
});

test('the judged Bangla queries find their pages in the first three, at their Bangla addresses', async ({
  request,
}) => {
  test.setTimeout(120_000);
  for (const { q, pages } of JUDGED_QUERIES_BN) {
    const html = await (await request.get(bnSearch(q))).text();
    const top = resultHrefs(html).slice(0, 3);
    expect(
      // The home page's Bangla address is /bn.
      top.some((href) => pages.some((p) => href === (p === '/' ? '/bn' : `/bn${p}`))),
      `${q}: ${top.join(' ')}`,
    ).toBe(true);
  }
});

test('/bn/search has no axe violations at 390 and 1280 px, empty and with results', async ({
  page,
}) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/bn/search', bnSearch('চাকরি'), bnSearch('চাকরী')]) {
      await page.goto(path);
      const { violations } = await axe(page).analyze();
      expect(violations, `${path} at ${width}`).toEqual([]);
    }
  }
});

test('a Bangla search asked for by the browser’s router (an RSC request) is answered, not a 500', async ({
  request,
}) => {
  for (const q of ['ডাইং', 'চাকরি গাজীপুর'])
    for (const headers of [{ RSC: '1' }, { RSC: '1', 'Next-Router-Prefetch': '1' }] as Record<
      string,
      string
    >[]) {
      const answer = await request.get(`/bn/search?q=${encodeURIComponent(q)}`, { headers });
      expect(answer.status(), `${q} ${JSON.stringify(headers)}`).toBe(200);
    }
});

test('the English search is as it was: English words, English addresses', async ({ page }) => {
  await page.goto(`/search?${new URLSearchParams({ q: 'knitting' })}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.title);
  await expect(page.getByRole('status')).toContainText(/results? for “knitting”/);
  const links = page.getByRole('list', { name: en.resultsLabel }).getByRole('link');
  await expect(links.first()).toHaveAttribute('href', /^\/(?!bn\/)/);
});
