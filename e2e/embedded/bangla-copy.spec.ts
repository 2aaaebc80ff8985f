import { hydrated } from '../support/phone';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { englishLeftInBangla } from '../support/bangla-text';
import { bengaliDigits } from '@/lib/i18n/dates';

/**
 * Issue 49, the /bn pages that were still in English: the awards, clients, fabric R&D,
 * design hub and publication pages, the blog's own words, the notice on an article
 * that is in English only, the sustainability records' text and the wide tables'
 * hint on a phone; each beside its English page, which reads as it did.
 */

const BENGALI = /[\u0980-\u09ff]/;

/** The language a screen reader reads an element in: its own or its nearest ancestor's `lang`. */
const langOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => el.closest('[lang]')!.getAttribute('lang'));

/** The visible h1–h3 of the main content that are neither in Bengali nor marked English. */
const unmarkedEnglishHeadings = (page: Page) =>
  page.locator('main').evaluate((main) =>
    [...main.querySelectorAll('h1, h2, h3')]
      .filter((h) => h.getClientRects().length > 0)
      .map((h) => ({
        text: (h.textContent ?? '').replace(/\s+/g, ' ').trim(),
        lang: h.closest('[lang]')!.getAttribute('lang'),
      }))
      .filter(({ text, lang }) => !/[\u0980-\u09ff]/.test(text) && lang !== 'en')
      .map(({ text }) => text),
  );

async function expectAllBangla(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  expect(await unmarkedEnglishHeadings(page), path).toEqual([]);
  expect(await englishLeftInBangla(page), path).toEqual([]);
}

const heading = (page: Page, name: string, level?: number) =>
  page.locator('main').getByRole('heading', { name, exact: true, level });

test.describe('the five pages that were in English', () => {
  test('/bn/awards and /bn/clients-logo read in Bangla; /awards and /clients-logo as before', async ({
    page,
  }) => {
    await expectAllBangla(page, '/bn/awards');
    await expect(heading(page, 'পুরস্কার ও অর্জন', 1)).toBeVisible();
    await expect(page.locator('main')).toContainText(
      'রপ্তানিতে সাফল্য, কমপ্লায়েন্স, টেকসই উৎপাদন আর কর্মীদের প্রতি আমাদের আচরণের জন্য',
    );
    await expect(heading(page, 'যত স্বীকৃতি', 2)).toBeVisible();
    await expect(page.getByText('পুরস্কার', { exact: true })).toBeVisible();
    // The demo awards have their Bangla names; the picture's alt text too.
    await expect(page.getByText('জাতীয় রপ্তানি ট্রফি (স্বর্ণ) ২০১৯-২০')).toBeVisible();
    await expect(
      page.getByRole('img', { name: 'BGMEA সেরা কমপ্লায়েন্ট কারখানা পুরস্কার ২০১৮' }),
    ).toBeVisible();
    const trail = page.getByRole('navigation', { name: 'আপনি এখানে' });
    await expect(trail.getByRole('link', { name: 'প্রথম পাতা' })).toHaveAttribute('href', '/bn');

    await page.goto('/awards');
    await expect(heading(page, 'Awards & Achievements', 1)).toBeVisible();
    await expect(heading(page, 'Recognition', 2)).toBeVisible();
    await expect(page.getByText('Awards', { exact: true })).toBeVisible();
    await expect(page.getByText('National Export Trophy (Gold) 2019-20')).toBeVisible();
    await expect(page.locator('main')).not.toContainText(BENGALI);

    await expectAllBangla(page, '/bn/clients-logo');
    await expect(heading(page, 'আমাদের ক্রেতা', 1)).toBeVisible();
    await expect(heading(page, 'যাদের জন্য আমরা বানাই', 2)).toBeVisible();
    await expect(page.getByText('ক্রেতা', { exact: true })).toBeVisible();
    // A brand's name is its own, in Latin script; its link says it opens a new tab, in Bangla.
    await expect(
      page.getByRole('link', { name: 'Northbridge Apparel (নতুন ট্যাবে খুলবে)' }),
    ).toBeVisible();

    await page.goto('/clients-logo');
    await expect(heading(page, 'Our Clients', 1)).toBeVisible();
    await expect(heading(page, 'Brands we make for', 2)).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Northbridge Apparel (opens in a new tab)' }),
    ).toBeVisible();
    await expect(page.locator('main')).not.toContainText(BENGALI);
  });

  test('/bn/fabric-r&d and /bn/design-hub read in Bangla; the English pages as before', async ({
    page,
  }) => {
    await expectAllBangla(page, '/bn/fabric-r&d');
    await expect(heading(page, 'কাপড়ের গবেষণা ও উন্নয়ন', 1)).toBeVisible();
    await expect(heading(page, 'আমাদের সেবা', 2)).toBeVisible();
    await expect(heading(page, 'নতুন কাপড় তৈরি', 3)).toBeVisible();
    await expect(page.locator('main').getByText('পোশাক ব্যবসা', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'ফ্যাব্রিক লাইব্রেরি দেখুন (নতুন ট্যাবে খুলবে)' }),
    ).toBeVisible();

    await page.goto('/fabric-r&d');
    await expect(heading(page, 'Fabric R&D', 1)).toBeVisible();
    await expect(heading(page, 'Our services', 2)).toBeVisible();
    await expect(heading(page, 'New fabric development', 3)).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Browse the fabric library (opens in a new tab)' }),
    ).toBeVisible();
    await expect(page.locator('main')).not.toContainText(BENGALI);

    await expectAllBangla(page, '/bn/design-hub');
    await expect(heading(page, 'ডিজাইন হাব', 1)).toBeVisible();
    await expect(heading(page, 'ডিজাইন হাবে যা পাবেন', 2)).toBeVisible();
    await expect(heading(page, 'আপনার সঙ্গে যেভাবে কাজ করি', 2)).toBeVisible();
    await expect(heading(page, 'ট্রেন্ড ও রঙের গবেষণা', 3)).toBeVisible();
    await expect(heading(page, 'ব্রিফ', 3)).toBeVisible();
    await expect(page.getByText('ধাপ ১', { exact: true })).toBeVisible();
    await expect(page.getByText('ধাপ ৪', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'আমাদের সঙ্গে একটি প্রজেক্ট শুরু করুন' }),
    ).toHaveAttribute('href', '/bn/contact-us');

    await page.goto('/design-hub');
    await expect(heading(page, 'What the Design Hub offers', 2)).toBeVisible();
    await expect(heading(page, 'How we work with you', 2)).toBeVisible();
    await expect(page.getByText('Step 1', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start a project with us' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
    await expect(page.locator('main')).not.toContainText(BENGALI);
  });

  test('/bn/blogs/publication reads in Bangla, its publications’ titles too; /blogs/publication as before', async ({
    page,
  }) => {
    await expectAllBangla(page, '/bn/blogs/publication');
    await expect(heading(page, 'প্রকাশনা', 1)).toBeVisible();
    await expect(page.getByText('মাসকো গ্রুপের টেকসই উন্নয়ন প্রতিবেদন ২০২৫')).toBeVisible();
    const trail = page.getByRole('navigation', { name: 'আপনি এখানে' });
    await expect(trail.getByRole('link', { name: 'ব্লগ' })).toHaveAttribute('href', '/bn/blogs');

    await page.goto('/blogs/publication');
    await expect(heading(page, 'Publications', 1)).toBeVisible();
    await expect(page.getByText('Masco Group Sustainability Report 2025')).toBeVisible();
    await expect(page.locator('main')).not.toContainText(BENGALI);
  });
});

/** The first page's articles of the list in a language, by the site's own list answer. */
async function listedArticles(request: APIRequestContext, lang: 'en' | 'bn', page = 1) {
  const answer = await request.get(
    `/api/site/articles?page=${page}${lang === 'bn' ? '&lang=bn' : ''}`,
  );
  return (await answer.json()).blogs as { slug: string; title: string }[];
}

const ENGLISH_ONLY = 'এই লেখাটি শুধু ইংরেজিতে আছে';

test.describe('the blog’s words', () => {
  test('/bn/blogs names its parts in Bangla; /blogs in English as before', async ({ page }) => {
    await page.goto('/bn/blogs');
    await expect(heading(page, 'ব্লগ', 1)).toBeVisible();
    await expect(heading(page, 'সব লেখা', 2)).toBeVisible();
    await expect(heading(page, 'সর্বশেষ লেখা', 2)).toBeVisible();
    await expect(heading(page, 'আমাদের প্রকাশনা', 2)).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'ব্লগের বিভাগ' });
    await expect(tabs.getByRole('link', { name: 'সব লেখা' })).toHaveAttribute('href', '/bn/blogs');
    await expect(page.getByText('বাছাই করা', { exact: true }).first()).toBeVisible();
    expect(await unmarkedEnglishHeadings(page)).toEqual([]);
    expect(await englishLeftInBangla(page)).toEqual([]);

    await page.goto('/blogs');
    await expect(heading(page, 'Blogs', 1)).toBeVisible();
    await expect(heading(page, 'All Articles', 2)).toBeVisible();
    await expect(heading(page, 'Latest Stories', 2)).toBeVisible();
    await expect(heading(page, 'Our Publication', 2)).toBeVisible();
    const englishTabs = page.getByRole('navigation', { name: 'Blog categories' });
    await expect(englishTabs.getByRole('link', { name: 'All Articles' })).toBeVisible();
    await expect(page.locator('main')).not.toContainText(ENGLISH_ONLY);
  });

  test('a Bangla article: byline, reading time, breadcrumb and Recent Posts in Bangla; no notice', async ({
    page,
  }) => {
    const slug = 'knit-fabric-trends-spring-summer-2027';
    await page.goto(`/blogs/details/${slug}`);
    const meta = page.locator('article > p').first();
    await expect(meta).toContainText('By Farhana Rahman');
    const minutes = (await meta.innerText()).match(/(\d+) min read/)![1]!;
    await expect(heading(page, 'Recent Posts', 2)).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Blogs' }),
    ).toHaveAttribute('href', '/blogs');

    await page.goto(`/bn/blogs/details/${slug}`);
    const twinMeta = page.locator('article > p').first();
    await expect(twinMeta).toContainText('লিখেছেন ফারহানা রহমান');
    await expect(twinMeta).toContainText(`পড়তে ${bengaliDigits(minutes)} মিনিট`);
    await expect(twinMeta).not.toContainText('min read');
    await expect(heading(page, 'সাম্প্রতিক লেখা', 2)).toBeVisible();
    const trail = page.getByRole('navigation', { name: 'আপনি এখানে' });
    await expect(trail.getByRole('link', { name: 'ব্লগ' })).toHaveAttribute('href', '/bn/blogs');
    await expect(page.getByText(ENGLISH_ONLY)).toHaveCount(0);
    expect(await langOf(page, 'h1')).toBe('bn');
    expect(await englishLeftInBangla(page)).toEqual([]);
  });

  test('an English-only article says so on /bn, card and page, its English marked en; not on /blogs', async ({
    page,
    request,
  }) => {
    // Every article on the blog's first page has its Bangla title; English-only ones follow.
    const firstPage = await listedArticles(request, 'bn');
    expect(firstPage.filter((b) => !BENGALI.test(b.title)).map((b) => b.slug)).toEqual([]);
    const englishOnly = (await listedArticles(request, 'bn', 2)).find(
      (b) => !BENGALI.test(b.title),
    );
    const translated = firstPage[0];
    expect(englishOnly, 'an English-only article on the second page').toBeDefined();
    expect(translated, 'an article with Bangla on the first page').toBeDefined();

    const card = (slug: string) =>
      page.locator('#articles article').filter({
        has: page.locator(`a[href="/bn/blogs/details/${slug}"]`),
      });
    await page.goto('/bn/blogs');
    await expect(card(translated!.slug)).toHaveCount(1);
    await expect(page.locator('#articles').getByText(ENGLISH_ONLY)).toHaveCount(0);
    await page.goto('/bn/blogs?page=2');
    await expect(card(englishOnly!.slug).getByText(ENGLISH_ONLY)).toBeVisible();
    expect(await langOf(page, `#articles article p:text-is("${ENGLISH_ONLY}")`)).toBe('bn');
    await expect(card(englishOnly!.slug).locator('h3')).toHaveAttribute('lang', 'en');

    await page.goto(`/bn/blogs/details/${englishOnly!.slug}`);
    const note = page.getByRole('note');
    await expect(note).toHaveText(ENGLISH_ONLY);
    expect(await langOf(page, '[role="note"]')).toBe('bn');
    await expect(page.locator('h1')).toHaveAttribute('lang', 'en');
    await expect(page.locator('article .space-y-4')).toHaveAttribute('lang', 'en');
    // Its page's own words are Bangla all the same.
    await expect(page.locator('article > p').first()).toContainText('লিখেছেন');

    await page.goto(`/blogs/details/${englishOnly!.slug}`);
    await expect(page.getByRole('note')).toHaveCount(0);
    await expect(page.locator('article > p').first()).toContainText(/\d+ min read/);
  });
});

test.describe('/bn/sustainability’s records', () => {
  test('the topics, plans and tables read in Bangla; GBAV is violence; /sustainability as before', async ({
    page,
  }) => {
    await page.goto('/bn/sustainability');
    const main = page.locator('main');
    for (const text of [
      'নিটিং, সেলাই আর গুদাম ভবনের ছাদে বসানো সোলার প্যানেল দিনের বেলা কারখানার গ্রিডে বিদ্যুৎ জোগায়',
      'ETP-র স্লাজ শুকিয়ে অনুমোদিত কো-প্রসেসিং কেন্দ্রে দেওয়া হয়, কখনোই খোলা ভাগাড়ে নয়',
      '২০৩০ সালের মধ্যে প্রতি কেজি কাপড়ে মিঠা পানির ব্যবহার ২০২২ সালের তুলনায় ৩০% কমানো',
      'মাসকোর কোনো কারখানা থেকে এক টুকরো বর্জ্যও খোলা ভাগাড়ে যাবে না',
    ])
      await expect(main.getByText(text, { exact: true })).toBeVisible();
    const cells = (caption: RegExp) =>
      main.getByRole('table', { name: caption }).locator('td').allInnerTexts();
    expect(await cells(/Wastewater|বর্জ্য পানি/)).toEqual(
      expect.arrayContaining(['অর্জিত', 'কাজ চলছে', 'পরিকল্পনায় আছে', 'শর্ত পূরণ করে']),
    );
    const allCells = await main.locator('td').allInnerTexts();
    for (const value of ['সনদপ্রাপ্ত', 'জুন ২০২৭', 'রাসায়নিক তালিকার 95%', 'সদস্য', 'যাচাইকৃত'])
      expect(allCells, value).toContain(value);
    for (const value of ['Achieved', 'Certified', 'June 2027', 'Member', 'Verified', 'Enrolled'])
      expect(allCells, value).not.toContain(value);
    // GBAV is violence (সহিংসতা), not a violation.
    const gbav = main.getByText(/^আমাদের GBAV/);
    await expect(gbav).toContainText('জেন্ডারভিত্তিক সহিংসতা প্রতিরোধ');
    await expect(main).not.toContainText('ভায়োলেশন');
    expect(await englishLeftInBangla(page)).toEqual([]);

    await page.goto('/sustainability');
    const english = page.locator('main');
    await expect(
      english.getByText(
        'Rooftop solar arrays on the knitting, sewing and warehouse buildings feed the factory grid during daylight hours',
        { exact: true },
      ),
    ).toBeVisible();
    const englishCells = await english.locator('td').allInnerTexts();
    for (const value of ['Achieved', 'Certified', 'June 2027', 'Member', 'Verified'])
      expect(englishCells, value).toContain(value);
    await expect(english).not.toContainText(BENGALI);
  });
});

test.describe('the sustainability stories’ popups', () => {
  test('name their Read More and close button in the page’s language', async ({ page }) => {
    await page.goto('/bn/sustainability');
    const opener = page.locator('#social summary').first();
    await expect(opener).toHaveAccessibleName(/^আরও পড়ুন — \S.* নিয়ে$/);
    await hydrated(opener);
    await opener.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'বন্ধ করুন' })).toBeVisible();
    await dialog.getByRole('button', { name: 'বন্ধ করুন' }).click();
    await expect(dialog).toBeHidden();

    await page.goto('/sustainability');
    const english = page.locator('#social summary').last();
    await expect(english).toHaveAccessibleName(/^Read More about \S/);
    await hydrated(english);
    await english.click();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Close' })).toBeVisible();
  });
});

test.describe('a wide table on a phone', () => {
  const higg = 'Verification Summary of Higg FEM-2021-22';

  test('says to swipe, in the page’s language, without moving anything; not on a wide screen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [path, hint] of [
      ['/bn/sustainability', 'পুরো টেবিল দেখতে পাশে সরান'],
      ['/sustainability', 'Swipe sideways to see the whole table'],
    ] as const) {
      await page.goto(path);
      const region = page.locator('main [role="region"]').filter({ hasText: 'FEM-BD-21-0147' });
      await region.scrollIntoViewIfNeeded();
      const shown = region.locator('.table-scroll-hint');
      await expect(shown, path).toHaveText(`↔${hint}`);
      await expect(shown, path).toBeVisible();
      // An edge shadow where more of the table lies beyond (backgrounds that scroll with it).
      expect(await region.evaluate((el) => getComputedStyle(el).backgroundAttachment)).toContain(
        'local',
      );
      const before = await region.boundingBox();
      await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
      await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
      expect(await region.boundingBox(), path).toEqual(before);
      // The page itself never scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/sustainability');
    const region = page.getByRole('region', { name: higg });
    await expect(region.locator('.table-scroll-hint')).toHaveText(
      '↔Swipe sideways to see the whole table',
    );
    await expect(region.locator('.table-scroll-hint')).toBeHidden();
  });
});

test('/bn/media reads in Bangla, its English news titles marked English; /media reads as it did', async ({
  page,
}) => {
  await expectAllBangla(page, '/bn/media');
  const main = page.locator('main');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('খবর ও মিডিয়া');
  await expect(main.getByRole('heading', { name: 'খবর ও ভিডিও' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'মাসকো ম্যাগাজিন' })).toBeVisible();
  await expect(main.getByRole('link', { name: /^বিস্তারিত পড়ুন/ }).first()).toBeVisible();
  await expect(main.getByText(/^তারিখ: /).first()).toBeVisible();
  const newsTitle = main.locator('article h3 a').first();
  if (!BENGALI.test(await newsTitle.innerText()))
    expect(await newsTitle.locator('xpath=..').getAttribute('lang')).toBe('en');

  // The news item's own page: its words in Bangla, the way back to the list named so.
  await newsTitle.click();
  await expect(page).toHaveURL(/\/bn\/media-details\//);
  await expect(main.getByText(/^প্রকাশ: /)).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'আপনি এখানে' }).getByRole('link', { name: 'মিডিয়া' }),
  ).toBeVisible();

  await page.goto('/media');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Media & News');
  await expect(main.getByRole('heading', { name: 'News and videos' })).toBeVisible();
  await expect(main.getByRole('link', { name: /^READ MORE about / }).first()).toBeVisible();
  await expect(main.getByText(/^Date: /).first()).toBeVisible();
});

test('/bn/green-tour reads in Bangla; the booking e-mail keeps the spec’s subject; /green-tour reads as it did', async ({
  page,
}) => {
  await expectAllBangla(page, '/bn/green-tour');
  const main = page.locator('main');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('গ্রিন বিল্ডিং ট্যুর');
  await expect(main.getByRole('heading', { name: 'ট্যুরের নিয়ম', exact: true })).toBeVisible();
  await expect(main).toContainText('প্রতি মাসের প্রথম শনিবার, সকাল ১১টা থেকে দুপুর সাড়ে ১২টা পর্যন্ত');
  const book = main.getByRole('link', { name: 'ই-মেইলে ট্যুর বুক করুন' });
  await expect(book).toHaveAttribute('href', /subject=Green%20Building%20Tour$/);
  expect(await main.getByText('Green Building Tour', { exact: true }).getAttribute('lang')).toBe(
    'en',
  );

  await page.goto('/green-tour');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('GREEN BUILDING TOUR');
  await expect(main.getByRole('link', { name: 'Book a tour by e-mail' })).toBeVisible();
  await expect(main).toContainText('with the subject ‘Green Building Tour’.');
});
