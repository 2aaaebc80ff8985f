import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { Messages } from '@/lib/i18n/messages';

/**
 * What a Bangla-reading job seeker still met on /bn after the first leftovers: the
 * news, the companies' names, the sustainability tables, where a CV goes, the tabs'
 * shape, an article translated in part, and a few words.
 */

const bn = JSON.parse(readFileSync('messages/bn.json', 'utf8')) as Messages;
const BENGALI = /[\u0980-\u09ff]/;
const titleOf = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '';
const langOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => el.closest('[lang]')!.getAttribute('lang'));

test.describe('the news in Bangla', () => {
  test('/bn/media: titles in Bangla; an English-only item says so, marked en', async ({ page }) => {
    await page.goto('/bn/media');
    const card = (slug: string) =>
      page.locator('article', { has: page.locator(`a[href="/bn/media-details/${slug}"]`) });
    const bangla = card('training-centre-graduates-new-line-leaders-2026');
    await expect(bangla.locator('h3')).toHaveText('ট্রেনিং সেন্টার থেকে নতুন লাইন লিডার');
    await expect(bangla.getByText(bn.blog.englishOnly)).toHaveCount(0);
    const english = card('masco-cricket-academy-opens');
    await expect(english.locator('h3')).toHaveText('Masco Cricket Academy opens');
    await expect(english.locator('h3')).toHaveAttribute('lang', 'en');
    await expect(english.getByText(bn.blog.englishOnly)).toBeVisible();
    // The videos too.
    await expect(page.getByRole('heading', { name: 'কর্পোরেট ফিল্ম ২০২৬' })).toBeVisible();
    // Most of the news reads in Bangla: ten of the twelve.
    const titles = await page.locator('main li article h3').allInnerTexts();
    expect(titles.filter((t) => BENGALI.test(t)).length).toBe(titles.length - 2);

    await page.goto('/media');
    await expect(page.locator('main')).not.toContainText(BENGALI);
    await expect(page.locator('main')).not.toContainText('English only');
  });

  test('a news page: its Bangla text, or its English text said and marked so', async ({ page }) => {
    await page.goto('/bn/media-details/victory-day-18000-sing-national-anthem');
    await expect(page.locator('h1')).toHaveText(
      'বিজয় দিবসে একসঙ্গে জাতীয় সংগীত গাইলেন মাসকো পরিবারের ১৮,০০০ সদস্য',
    );
    await expect(page.locator('main article')).toContainText('আমার সোনার বাংলা');
    await expect(page.getByRole('note')).toHaveCount(0);
    await expect(page).toHaveTitle(
      'মাসকো গ্রুপ || বিজয় দিবসে একসঙ্গে জাতীয় সংগীত গাইলেন মাসকো পরিবারের ১৮,০০০ সদস্য',
    );

    await page.goto('/bn/media-details/green-building-tour-opens-to-public');
    await expect(page.locator('h1')).toContainText('LEED প্লাটিনাম সবুজ ভবন');
    await expect(page.getByRole('note')).toHaveText(bn.blog.englishOnly);
    expect(await langOf(page, 'main article .space-y-5')).toBe('en');

    // All English: its heading and its breadcrumb's name are marked en.
    await page.goto('/bn/media-details/masco-cricket-academy-opens');
    expect(await langOf(page, 'h1')).toBe('en');
    expect(await langOf(page, 'nav [aria-current="page"]')).toBe('en');
    await expect(page.getByRole('note')).toHaveText(bn.blog.englishOnly);
  });
});

test.describe('companies by name', () => {
  test('a unit page names its factories in Bangla, the registered name beside it once', async ({
    page,
  }) => {
    await page.goto('/bn/dyeing');
    const concept = page.locator('section#concept-knitting');
    await expect(concept.locator('dd').first()).toHaveText(
      'কনসেপ্ট নিটিং লিমিটেড (Concept Knitting Ltd)',
    );
    await expect(concept.locator('dd span[lang="en"]')).toHaveText('Concept Knitting Ltd');
    // No company named in English anywhere else on the page.
    const shown = await page.locator('main').evaluate((main) =>
      [...main.querySelectorAll('*')]
        .filter((el) => !el.closest('[lang="en"]'))
        .flatMap((el) => [...el.childNodes].filter((n) => n.nodeType === 3))
        .map((n) => n.textContent)
        .join(' '),
    );
    expect(shown).not.toMatch(/Concept Knitting|Masco (Exports|Industries)/);
    await expect(page.locator('footer')).toContainText('মাসকো ইন্ডাস্ট্রিজ লিমিটেড');

    await page.goto('/dyeing');
    await expect(page.locator('section#concept-knitting dd').first()).toHaveText(
      'Concept Knitting Ltd',
    );
  });
});

test.describe('the sustainability tables in Bangla', () => {
  // Standards known by their letters stay Latin (the README's rule); nothing else.
  const STANDARDS =
    /amfori BSCI|BSCI|Sedex|SLCP|Higg FEM|Higg|ZDHC|GOTS|bluesign|OEKO-TEX|MRSL|FEM-\d+-\d+/g;

  test('heads, units and programmes read in Bangla', async ({ page }) => {
    await page.goto('/bn/sustainability');
    const heads = await page.locator('main table th, main table caption').allInnerTexts();
    expect(heads.length).toBeGreaterThan(20);
    for (const head of heads) expect(head.replace(STANDARDS, ''), head).not.toMatch(/[A-Za-z]/);
    const units = await page.locator('main table tbody tr > :nth-child(2)').first().innerText();
    expect(units).toBe('মাসকো ইন্ডাস্ট্রিজ লিমিটেড');
    await expect(page.locator('#environmental table').first().locator('tbody')).toContainText(
      'মাসকো এক্সপোর্টস লিমিটেড',
    );
    for (const name of ['উই উইমেন', 'মাদারস ওয়ার্ক', 'HER প্রকল্প'])
      await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();

    await page.goto('/sustainability');
    await expect(page.getByRole('heading', { name: 'We Women', exact: true })).toBeVisible();
    await expect(page.locator('#environmental thead').first()).toContainText('Foundational');
  });
});

test.describe('where a CV goes', () => {
  test('the contact page names bdjobs.com and the e-mail address, in both languages', async ({
    page,
  }) => {
    await page.goto('/bn/contact-us');
    const jobs = page.locator('main li', { hasText: 'চাকরি' }).first();
    await expect(jobs).toContainText('bdjobs.com-এ আবেদন করুন');
    await expect(jobs).toContainText('সিভি ইমেইল করুন info@mascobd.com ঠিকানায়');
    await expect(page.locator('main')).not.toContainText('সিভি পাঠিয়ে রাখুন');
    await page.goto('/contact-us');
    await expect(page.locator('main')).toContainText(
      'apply on bdjobs.com, or e-mail your CV to info@mascobd.com for the next opening.',
    );
  });
});

test.describe('one shape of tab on /bn', () => {
  test('every /bn page of the sitemap, and the not-found pages: মাসকো গ্রুপ || …', async ({
    request,
  }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const paths = [
      ...new Set(
        [...xml.matchAll(/<loc>https?:\/\/[^/]+(\/bn(?:\/[^<]*)?)<\/loc>/g)].map(([, p]) =>
          p!.replace(/&amp;/g, '&'),
        ),
      ),
    ];
    expect(paths.length).toBeGreaterThan(40);
    const SHAPE = /^মাসকো গ্রুপ \|\| [^|]+$/;
    for (const path of [...paths, '/bn/no-such-page', '/bn/blogs/author/999']) {
      const tab = titleOf(await (await request.get(path)).text());
      expect(tab, path).toMatch(SHAPE);
    }
  });
});

test.describe('an article translated in part', () => {
  const SLUG = 'digital-colour-approval-lab-dips';

  test('the Bangla part, a note under it linking to the English, its own reading time', async ({
    page,
  }) => {
    await page.goto(`/bn/blogs/details/${SLUG}`);
    await expect(page.locator('article h2').first()).toHaveText('ডাকে না পাঠিয়ে যন্ত্রে মাপা');
    const note = page.locator('#rest-in-english');
    await expect(note).toHaveText(`${bn.blog.restInEnglish} ${bn.blog.readInEnglish}`);
    await expect(note.getByRole('link')).toHaveAttribute('href', `/blogs/details/${SLUG}`);
    await expect(note.getByRole('link')).toHaveAttribute('hreflang', 'en');
    // Under the part: the note follows the body.
    expect(
      await note.evaluate((el) => el.previousElementSibling?.classList.contains('space-y-4')),
    ).toBe(true);
    // The whole-article notice is not the partial one's.
    await expect(page.getByText(bn.blog.englishOnly)).toHaveCount(0);
    // The Bangla part is 145 words: one minute (200 a minute, rounded up); the English
    // whole, 430 words, three.
    await expect(page.locator('article > p').first()).toContainText('পড়তে ১ মিনিট');
    await page.goto(`/blogs/details/${SLUG}`);
    await expect(page.locator('article > p').first()).toContainText('3 min read');
    await expect(page.locator('#rest-in-english')).toHaveCount(0);

    // A whole translation says nothing of the kind.
    await page.goto('/bn/blogs/details/closing-the-loop-on-water-in-dyeing');
    await expect(page.locator('#rest-in-english')).toHaveCount(0);
  });
});

test.describe('small words', () => {
  test('the featured card’s byline: the author’s Bangla name, linked to their page', async ({
    page,
  }) => {
    await page.goto('/bn/blogs');
    const bylines = page.locator('main p.flex.gap-x-3 > span > a');
    expect(await bylines.count()).toBeGreaterThan(0);
    for (const byline of await bylines.all()) {
      await expect(byline).toHaveText(BENGALI);
      await expect(byline).toHaveAttribute('href', /^\/bn\/blogs\/author\/\d+$/);
    }
    await expect(page.locator('main a', { hasText: /^Masco$/ })).toHaveCount(0);
    await page.goto('/blogs');
    await expect(page.locator('main p.flex.gap-x-3 > span > a').first()).toHaveText('Masco');
  });

  test('a Bangla 404’s share card is named in Bangla', async ({ request }) => {
    const alts = async (path: string) =>
      [
        ...(await (await request.get(path)).text()).matchAll(
          /<meta (?:property|name)="(?:og|twitter):image:alt" content="([^"]*)"/g,
        ),
      ].map(([, alt]) => alt);
    for (const path of ['/bn/no-such-page', '/bn/blogs/author/999', '/bn/blogs/no-such-category'])
      expect(await alts(path), path).toEqual(['মাসকো গ্রুপ', 'মাসকো গ্রুপ']);
  });

  test('Quality Auditor has its Bangla; the logo’s words are Bangla', async ({ page }) => {
    await page.goto('/bn/career');
    await expect(
      page.getByRole('heading', { name: /কোয়ালিটি অডিটর \(ফাইনাল ইন্সপেকশন\)/ }),
    ).toBeVisible();
    const home = page.locator('header').getByRole('link', { name: bn.chrome.homeLink }).first();
    await expect(home).toBeVisible();
    expect(await home.locator('span[lang="en"]').getAttribute('aria-hidden')).toBe('true');
    await expect(page.locator('footer p.text-lg').first()).toHaveText('মাসকো গ্রুপ');
    await page.goto('/career');
    await expect(page.locator('footer p.text-lg').first()).toHaveText('Masco Group');
  });
});
