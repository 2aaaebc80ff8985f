import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { englishLeftInBangla } from '../support/bangla-text';
import { hydrated } from '../support/phone';
import type { Messages } from '@/lib/i18n/messages';

/**
 * Issue 49, the Bangla edition's remaining visitor-facing parts: the main pages'
 * copy in Bangla, the article list's later pages in Bangla, and the Bangla
 * not-found page that never shows one visitor's address to another.
 */

const bn = JSON.parse(readFileSync('messages/bn.json', 'utf8')) as Messages;
const BENGALI = /[\u0980-\u09ff]/;

/**
 * The visible headings of a page's main content: their text, and the language a
 * screen reader reads each in (its own or its nearest ancestor's `lang`).
 */
const headings = (page: Page) =>
  page.locator('main').evaluate((main) =>
    [...main.querySelectorAll('h1, h2, h3, h4')]
      .filter((h) => (h as HTMLElement).offsetParent !== null || h.getClientRects().length > 0)
      .map((h) => ({
        text: (h.textContent ?? '').replace(/\s+/g, ' ').trim(),
        lang: h.closest('[lang]')!.getAttribute('lang'),
      })),
  );

/**
 * Headings that may stay in Latin script on a Bangla page: names, and store values
 * that have no Bangla yet (each shown marked `lang="en"`).
 */
// None on the demo content now: every job and the social programmes have their Bangla.
const NAMES = new Set<string>([]);

const MAIN_PAGES = [
  '/bn',
  '/bn/career',
  '/bn/contact-us',
  '/bn/sustainability',
  '/bn/knitting',
  '/bn/yarn-dyeing',
  '/bn/dyeing',
  '/bn/printing-embroidery',
  '/bn/washing',
  '/bn/sewing',
  '/bn/sewing-thread',
  '/bn/masco-cricket-academy',
  '/bn/masco-school',
  '/bn/masco-dairy-firm',
  '/bn/masco-properties',
  '/bn/masminu-motors',
  '/bn/masco-share&security',
];

test.describe('the main Bangla pages', () => {
  test('every visible heading is in Bangla, a name in English marked en; no English copy is left', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const english: string[] = [];
    for (const path of MAIN_PAGES) {
      await page.goto(path);
      // Sections drawn as they near the screen are in the HTML all the same.
      const found = await headings(page);
      expect(found.length, path).toBeGreaterThan(1);
      for (const { text, lang } of found)
        if (!BENGALI.test(text) && !(NAMES.has(text) && lang === 'en'))
          english.push(`${path}: heading “${text}” (${lang})`);
      for (const text of await englishLeftInBangla(page)) english.push(`${path}: “${text}”`);
    }
    expect(english).toEqual([]);
  });

  test('the home, career, contact and sustainability pages read in Bangla', async ({ page }) => {
    await page.goto('/bn');
    await expect(page.locator('main h1')).toHaveText('সুতা থেকে তৈরি পোশাক, সবই এক ছাদের নিচে।');
    await expect(page.getByRole('region', { name: 'লক্ষ্য' })).toContainText('এমন নিট পোশাক বানানো');
    const news = page.getByRole('region', { name: 'সর্বশেষ খবর' });
    await expect(news).toBeVisible();
    // A headline still in English says so after it; a Bangla one does not.
    const items = news.getByRole('listitem');
    const english = items.filter({ has: page.locator('a[lang="en"]') });
    expect(await english.count()).toBeGreaterThan(0);
    for (const item of await english.all()) await expect(item).toContainText('(ইংরেজিতে)');
    for (const item of await items.filter({ hasNot: page.locator('a[lang="en"]') }).all())
      await expect(item).not.toContainText('(ইংরেজিতে)');
    await expect(page.getByRole('heading', { name: 'আমাদের মূল্যবোধ' })).toBeVisible();
    // The group's years and people are read in Bengali digits (the README's rule).
    await expect(page.locator('#about dd').first()).toHaveText('১৯৯৯');

    await page.goto('/bn/career');
    await expect(page.locator('main h1')).toHaveText('চাকরি');
    await expect(page.getByRole('heading', { name: 'এখন যেসব পদে নিয়োগ চলছে' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^আবেদন করুন/ }).first()).toBeVisible();

    await page.goto('/bn/contact-us');
    await expect(page.locator('main h1')).toHaveText('যোগাযোগ');
    await expect(page.getByRole('heading', { name: 'আমাদের লিখুন' })).toBeVisible();
    await expect(
      page.locator('#get-in-touch').getByText(bn.contact.corporateOffice, { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: bn.contact.map.show })).toBeVisible();

    await page.goto('/bn/sustainability');
    await expect(page.locator('main h1')).toHaveText('টেকসই উদ্যোগ');
    const menu = page.getByRole('navigation', { name: 'এই পাতায়' });
    await expect(menu.getByRole('link', { name: 'পরিবেশ' })).toBeVisible();
    await expect(page.locator('#futurePlan-heading')).toHaveText('ভবিষ্যৎ পরিকল্পনা');
  });

  test('a factory of two units has each page’s own words and figures; the jump links and breadcrumb in Bangla', async ({
    page,
  }) => {
    const section = () => page.locator('#concept-knitting');
    const tiles = () => page.locator('#concept-knitting dl.grid > div').count();
    await page.goto('/dyeing');
    const dyeingTiles = await tiles();
    await page.goto('/sewing');
    const sewingTiles = await tiles();
    expect(dyeingTiles).not.toBe(sewingTiles);

    await page.goto('/bn/dyeing');
    await expect(section()).toContainText('একই ইউনিটে কাপড় রং');
    expect(await tiles()).toBe(dyeingTiles);
    const index = page.getByRole('navigation', { name: 'এই পাতার কারখানাগুলো' });
    await expect(index.getByRole('link')).toHaveText([
      'কনসেপ্ট নিটিং',
      'মাসকো এক্সপোর্টস',
      'মাসকো ইন্ডাস্ট্রিজ',
    ]);
    const trail = page.getByRole('navigation', { name: bn.breadcrumb.label });
    await expect(trail.getByRole('link', { name: bn.nav.Home })).toHaveAttribute('href', '/bn');

    await page.goto('/bn/sewing');
    await expect(section()).toContainText('বেসিক ও গার্মেন্ট-ডাইড টি-শার্ট');
    expect(await tiles()).toBe(sewingTiles);
  });

  test('each page’s meta description is in its language', async ({ request }) => {
    const description = async (path: string) =>
      (await (await request.get(path)).text()).match(
        /<meta name="description" content="([^"]*)"/,
      )?.[1] ?? '';
    for (const path of ['/career', '/contact-us', '/sustainability', '/dyeing', '/masco-school']) {
      expect(await description(`/bn${path}`), path).toMatch(BENGALI);
      expect(await description(path), path).not.toMatch(BENGALI);
    }
  });

  test('the blog’s category names are in Bangla on /bn/blogs, in English on /blogs', async ({
    page,
  }) => {
    await page.goto('/bn/blogs');
    await expect(page.getByRole('link', { name: 'উদ্ভাবন', exact: true }).first()).toBeVisible();
    await page.goto('/blogs');
    await expect(page.getByRole('link', { name: 'Innovation', exact: true }).first()).toBeVisible();
  });
});

test.describe('the Bangla article list’s later pages', () => {
  test('/api/site/articles answers in Bangla with lang=bn, in English without it, 400 for another', async ({
    request,
  }) => {
    const english = await request.get('/api/site/articles?page=1');
    const englishText = await english.text();
    expect(englishText).not.toMatch(BENGALI);
    const twin = await (await request.get('/api/site/articles?page=1&lang=bn')).json();
    const { blogs } = JSON.parse(englishText);
    // The same articles in the same order, the Bangla ones' titles in Bangla.
    expect(twin.blogs.map((b: { slug: string }) => b.slug)).toEqual(
      blogs.map((b: { slug: string }) => b.slug),
    );
    expect(twin.meta).toEqual(JSON.parse(englishText).meta);
    expect(twin.blogs.some((b: { title: string }) => BENGALI.test(b.title))).toBe(true);
    // The English answer is the contract's own list, byte for byte in its items.
    const contract = await (await request.get('/api/posts/get-blogs?page=1&per_page=8')).json();
    expect(blogs.map((b: { title: string }) => b.title)).toEqual(
      contract.blogs.data.map((b: { title: string }) => b.title),
    );
    const unknown = await request.get('/api/site/articles?page=1&lang=fr');
    expect(unknown.status()).toBe(400);
    expect(await unknown.json()).toEqual({ message: 'Unknown language.' });
  });

  test('a page of the Bangla list fetched in the browser shows the Bangla titles', async ({
    page,
    request,
  }) => {
    const last = (await (await request.get('/api/site/articles?page=1')).json()).meta.last_page;
    expect(last).toBeGreaterThan(1);
    // The page whose answer has the most Bangla titles.
    const pages = await Promise.all(
      Array.from({ length: last - 1 }, async (_, i) => {
        const answer = await (await request.get(`/api/site/articles?page=${i + 2}&lang=bn`)).json();
        return {
          page: i + 2,
          titles: answer.blogs.map((b: { title: string }) => b.title) as string[],
        };
      }),
    );
    const wanted = pages.sort(
      (a, b) =>
        b.titles.filter((t) => BENGALI.test(t)).length -
        a.titles.filter((t) => BENGALI.test(t)).length,
    )[0]!;
    expect(wanted.titles.some((t) => BENGALI.test(t))).toBe(true);

    await page.goto('/bn/blogs');
    const link = page.getByRole('navigation', { name: bn.pages.articles }).getByRole('link', {
      name: `${bn.pages.page} ${wanted.page.toLocaleString('bn-BD')}`,
      exact: true,
    });
    // Fetched in place once the list runs (before, the link loads the page).
    await hydrated(link);
    const asked = page.waitForResponse((r) => r.url().includes('/api/site/articles'));
    await link.click();
    expect(new URL((await asked).url()).searchParams.get('lang')).toBe('bn');
    // The list's address stays the Bangla one.
    await expect(page).toHaveURL(new RegExp(`/bn/blogs\\?page=${wanted.page}$`));
    const list = page.locator('#articles');
    for (const title of wanted.titles.filter((t) => BENGALI.test(t)))
      await expect(list.getByRole('heading', { name: title.slice(0, 30) }).first()).toBeVisible();
  });
});

test('a page number out of range on a Bangla list leads to its last page in Bangla, never to the English list', async ({
  request,
}) => {
  const last = (await (await request.get('/api/site/articles?page=1')).json()).meta.last_page;
  for (const [asked, lands] of [
    ['/bn/blogs?page=99', `/bn/blogs?page=${last}`],
    ['/bn/blogs?page=abc', '/bn/blogs'],
    ['/bn/blogs/publication?page=99', /^\/bn\/blogs\/publication(\?page=[1-9]\d*)?$/],
  ] as const) {
    const answer = await request.get(asked, { maxRedirects: 0 });
    expect(answer.status(), asked).toBe(307);
    expect(answer.headers().location, asked).toMatch(lands);
  }
});

test.describe('the Bangla not-found page holds no other visitor’s address', () => {
  test('two unknown addresses, one after the other: 404 in Bangla, the second holds nothing of the first', async ({
    request,
  }) => {
    // [first address, second address, what only the first holds]
    const pairs = [
      ['/bn/planted-by-one-visitor-wxyw', '/bn/asked-by-another-vzvz', 'wxyw'],
      ['/bn/knitting/planted-deep-wqwq', '/bn/knitting/asked-deep', 'wqwq'],
      // Addresses that cannot be decoded share one page, which is never kept.
      ['/bn/%E0%A6%A-planted-wkwk', '/bn/%E0%A6%A-asked', 'wkwk'],
    ] as const;
    for (const [first, second, secret] of pairs) {
      const one = await request.get(first);
      expect(one.status(), first).toBe(404);
      expect(await one.text(), first).toContain(`>${bn.notFound.title}</h1>`);
      const two = await request.get(second);
      expect(two.status(), second).toBe(404);
      const html = await two.text();
      expect(html, second).toContain('<html lang="bn"');
      expect(html, second).toContain(`>${bn.notFound.title}</h1>`);
      expect(html, second).not.toContain(secret);
    }
  });
});
