import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { pageDescriptionsBn } from '@/lib/copy/bn/page-meta';
import type { Messages } from '@/lib/i18n/messages';
import { hydrated, menuToggle } from '../support/phone';

/**
 * What a Bangla reader meets around the pages (issue 49): the tab's title and the
 * share words, the structured data, the digits, the language switch's query, a
 * language prefix in upper case, and the phone menu.
 */

const bn = JSON.parse(readFileSync('messages/bn.json', 'utf8')) as Messages;
const BENGALI = /[\u0980-\u09ff]/;

const titleOf = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '';
const metaOf = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`))?.[1] ?? '';
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
    ([, data]) => JSON.parse(data!) as Record<string, unknown>,
  );

test.describe('the Bangla twins’ titles and share words', () => {
  test('every /bn route of the sitemap has a Bangla title, not the English one, and Bangla share words', async ({
    request,
  }) => {
    test.setTimeout(240_000);
    const xml = await (await request.get('/sitemap.xml')).text();
    const twins = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map(([, loc]) => new URL(loc!.replace(/&amp;/g, '&')).pathname)
      .filter((path) => path === '/bn' || path.startsWith('/bn/'));
    expect(twins.length).toBeGreaterThan(35);
    for (const twin of twins) {
      const english = twin === '/bn' ? '/' : twin.slice(3);
      const [bangla, englishHtml] = await Promise.all([
        request.get(twin).then((r) => r.text()),
        request.get(english).then((r) => r.text()),
      ]);
      const title = titleOf(bangla);
      expect(title, twin).toMatch(BENGALI);
      expect(title, twin).not.toBe(titleOf(englishHtml));
      // A breadcrumb on a Bangla page is in Bangla ("Home" was English on one, stranger's find).
      expect(bangla, twin).not.toContain('aria-label="Breadcrumb"');
      // An item's share words are its own: an article with no Bangla yet keeps its English.
      if (!twin.startsWith('/bn/blogs/details/') && !twin.startsWith('/bn/media-details/')) {
        expect(metaOf(bangla, 'og:title'), twin).toBe(title);
        expect(metaOf(bangla, 'twitter:title'), twin).toBe(title);
        expect(metaOf(bangla, 'description'), twin).toMatch(BENGALI);
        expect(metaOf(bangla, 'og:description'), twin).toMatch(BENGALI);
        expect(metaOf(bangla, 'twitter:description'), twin).toMatch(BENGALI);
      }
    }
  });

  test('the exact words: a page by the rule, one from the copy, and the English as the spec has it', async ({
    request,
  }) => {
    const career = await (await request.get('/bn/career')).text();
    expect(titleOf(career)).toBe('মাসকো গ্রুপ || চাকরি');
    // Its own card, named in Bangla, and there.
    expect(metaOf(career, 'og:image:alt')).toBe('মাসকো গ্রুপ — চাকরি');
    const card = await request.get(new URL(metaOf(career, 'og:image')).pathname);
    expect(card.status()).toBe(200);
    expect(card.headers()['content-type']).toBe('image/png');
    const awards = await (await request.get('/bn/awards')).text();
    expect(titleOf(awards)).toBe('মাসকো গ্রুপ || পুরস্কার ও অর্জন');
    expect(metaOf(awards, 'description')).toBe(pageDescriptionsBn['/awards']);
    expect(metaOf(awards, 'og:image:alt')).toBe('মাসকো গ্রুপ');
    const english = await (await request.get('/career')).text();
    expect(titleOf(english)).toBe('Masco Group || CAREER');
    expect(titleOf(await (await request.get('/awards')).text())).toBe('Masco Group || AWARDS');
  });
});

test.describe('the Bangla twins’ structured data', () => {
  test('the breadcrumb names /bn addresses in Bangla; the article, the jobs and the group too', async ({
    request,
  }) => {
    const dyeing = jsonLd(await (await request.get('/bn/dyeing')).text());
    const trail = dyeing.find((d) => d['@type'] === 'BreadcrumbList') as {
      itemListElement: { name: string; item: string }[];
    };
    expect(trail.itemListElement.map(({ name }) => name)).toEqual([bn.nav.Home, bn.nav.Dyeing]);
    for (const { item } of trail.itemListElement) expect(new URL(item).pathname).toMatch(/^\/bn/);
    expect(new URL(trail.itemListElement[0]!.item).pathname).toBe('/bn');

    const articlePath = '/bn/blogs/details/knit-fabric-trends-spring-summer-2027';
    const article = jsonLd(await (await request.get(articlePath)).text());
    const posting = article.find((d) => d['@type'] === 'BlogPosting')!;
    expect(new URL(posting.url as string).pathname).toBe(articlePath);
    expect(posting.headline).toMatch(BENGALI);
    const crumbs = article.find((d) => d['@type'] === 'BreadcrumbList') as typeof trail;
    expect(crumbs.itemListElement.map(({ name }) => name).slice(0, 2)).toEqual([
      bn.nav.Home,
      bn.nav.Blogs,
    ]);
    expect(new URL(crumbs.itemListElement[2]!.item).pathname).toBe(articlePath);

    const jobs = jsonLd(await (await request.get('/bn/career')).text()).filter(
      (d) => d['@type'] === 'JobPosting',
    );
    expect(jobs.length).toBeGreaterThan(0);
    for (const job of jobs) expect(job.description).toMatch(/^মাসকো গ্রুপ-এ .+। শূন্য পদ: [০-৯]+।$/);

    const home = jsonLd(await (await request.get('/bn')).text());
    const organization = home.find((d) => d['@type'] === 'Organization')!;
    expect(organization.description).toBe(bn.footer.about);
    expect(organization.alternateName).toBe('মাসকো গ্রুপ');
    const website = home.find((d) => d['@type'] === 'WebSite')!;
    expect(new URL(website.url as string).pathname).toBe('/bn');
  });
});

/**
 * The texts of a page's Bangla parts (not what is marked English), as the reader sees
 * them: each element's own text, its pieces joined (a counter's `5` and ` স্টার` are one
 * text), the footer's too. A table's cells and an address keep their figures as written
 * (the README's rule), so they are left out.
 */
const banglaTexts = (page: Page) =>
  page.locator('body').evaluate((body) => {
    const texts: string[] = [];
    for (const element of body.querySelectorAll('*')) {
      if (element.closest('[lang]')?.getAttribute('lang') !== 'bn') continue;
      if (element.closest('td, th, address, script, style') || !element.checkVisibility()) continue;
      const text = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent)
        .join('')
        .trim();
      if (text) texts.push(text);
    }
    return texts;
  });

test.describe('digits in Bangla prose', () => {
  const LATIN_YEAR = /(?<![\w./-])(?:19|20)\d\d(?![\w/])/;
  // A count in Latin digits beside Bangla words: not a rate a buyer compares (`1500 টন / মাস`),
  // a yarn count or gauge (`20/2`, `150D`, `30–40 ইঞ্চি`) or a standard's name (`5S`).
  const LATIN_COUNT = /(?<![\w./–-])\d[\d,]*(?![\w/–-])(?!.* \/ )/;
  for (const path of [
    '/bn',
    '/bn/masco-at-a-glance',
    '/bn/career',
    '/bn/dyeing',
    '/bn/masco-dairy-firm',
    '/bn/sustainability',
    '/bn/contact-us',
    '/bn/blogs',
  ]) {
    // The group's people: the dyeing page's 18,000 kg a day is a capacity, written as in English.
    const people = path !== '/bn/dyeing';
    test(`${path}: no Latin year inside a Bangla sentence, one digit system for the people`, async ({
      page,
    }) => {
      await page.goto(path);
      const texts = await banglaTexts(page);
      expect(texts.filter((text) => BENGALI.test(text)).length).toBeGreaterThan(3);
      for (const text of texts) {
        if (!BENGALI.test(text)) continue;
        expect(text, path).not.toMatch(LATIN_YEAR);
        if (path !== '/bn/dyeing') expect(text, path).not.toMatch(LATIN_COUNT);
      }
      const main = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
      if (people) expect(main, path).not.toMatch(/18,?000/);
    });
  }

  test('the exact figures: years and the people counted in Bengali, capacities as in English', async ({
    page,
  }) => {
    await page.goto('/bn');
    const tiles = page.locator('#about dl dd');
    await expect(tiles).toHaveText(['১৯৯৯', '২০০১', '১৮,০০০+', '৯৯%+']);
    await page.goto('/bn/masco-at-a-glance');
    const overview = page.locator('#overview li p.font-bold');
    await expect(overview.first()).toHaveText('১৮,০০০+');
    await expect(overview.nth(1)).toHaveText('1500 টন / মাস');
    await page.goto('/bn/dyeing');
    await expect(page.locator('main')).toContainText('যাত্রা শুরু ২০');
    await page.goto('/masco-at-a-glance');
    await expect(page.locator('#overview li p.font-bold').first()).toHaveText('18000+');
  });
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the language switch keeps the page’s own query ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled, viewport: { width: 1280, height: 900 } });
    const cases: [from: string, to: string][] = [
      ['/bn/blogs?page=2', '/blogs?page=2'],
      ['/blogs?page=2&utm_source=mail', '/bn/blogs?page=2'],
      ['/bn/search?q=knitting', '/search?q=knitting'],
      ['/search?q=dyeing&kind=job&x=1', '/bn/search?q=dyeing&kind=job'],
      [`/bn/search?q=${encodeURIComponent('চাকরি')}`, `/search?q=${encodeURIComponent('চাকরি')}`],
      ['/bn/career?page=2', '/career'],
    ];
    for (const [from, to] of cases) {
      test(`${from} → ${to}`, async ({ page }) => {
        await page.goto(from);
        const other = page.locator('header a[hreflang]:visible');
        await expect(other).toHaveAttribute('href', to);
        await other.click();
        await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === to);
      });
    }
  });
}

test.describe('the language switch once the page runs', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a list paged in place hands its page to the switch', async ({ page }) => {
    await page.goto('/blogs');
    const list = page.locator('#articles');
    const second = list.locator('a[data-page="2"]').first();
    await hydrated(second);
    await second.click();
    await expect(page).toHaveURL(/\/blogs\?page=2$/);
    await expect(page.locator('header a[hreflang]:visible')).toHaveAttribute(
      'href',
      '/bn/blogs?page=2',
    );
  });
});

test.describe('a language prefix in another case', () => {
  test('/BN/career is the Bangla career page, as /JOBS is the career page; /Career stays the not-found page', async ({
    request,
  }) => {
    const answer = async (path: string) => {
      const response = await request.get(path, { maxRedirects: 0 });
      return `${response.status()} ${response.headers().location ?? ''}`.trim();
    };
    expect(await answer('/BN/career')).toBe('308 /bn/career');
    expect(await answer('/Bn/blogs?page=2')).toBe('308 /bn/blogs?page=2');
    expect(await answer('/BN')).toBe('308 /bn');
    expect(await answer('/EN/career')).toBe('308 /career');
    const career = await request.get('/BN/career');
    expect(career.status()).toBe(200);
    expect(titleOf(await career.text())).toBe('মাসকো গ্রুপ || চাকরি');
    const wrongPage = await request.get('/BN/Career');
    expect(wrongPage.status()).toBe(404);
    expect(await wrongPage.text()).toContain(`>${bn.notFound.title}</h1>`);
    expect(await answer('/Career')).toBe('404');
  });
});

test.describe('the Bangla phone menu', () => {
  test('shows চাকরি and যোগাযোগ at its first level; yarn dyeing is ইয়ার্ন ডাইং (390 px)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/bn');
    await menuToggle(page).click();
    const menu = page.getByRole('dialog', { name: bn.chrome.menu });
    for (const [name, href] of [
      [bn.nav.Career, '/bn/career'],
      [bn.nav['Contact Us'], '/bn/contact-us'],
    ] as const) {
      const link = menu.getByRole('link', { name, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', href);
    }
    await expect(menu.getByText(bn.nav.More, { exact: true })).toHaveCount(0);
    await menu.getByText(bn.nav['Apparel Business'], { exact: true }).click();
    await expect(menu.getByRole('link', { name: 'ইয়ার্ন ডাইং', exact: true })).toBeVisible();
    await expect(page.locator('body')).not.toContainText('সুতা রং');
  });

  test('the chairman’s words agree with the group’s start in 1999, in both languages', async ({
    request,
  }) => {
    const english = await (await request.get('/management-message')).text();
    expect(english).toContain('More than a quarter of a century later');
    expect(english).not.toContain('>A quarter of a century later');
    const bangla = await (await request.get('/bn/management-message')).text();
    expect(bangla).toContain('সিকি শতাব্দীরও বেশি সময় পেরিয়ে এসেও');
  });
});
