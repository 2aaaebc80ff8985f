import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { careerPageBn } from '@/lib/copy/bn/career';
import { careerPage } from '@/lib/copy/career';
import { cardDateIn, digitsIn, longDateIn } from '@/lib/i18n/dates';
import type { Messages } from '@/lib/i18n/messages';
import { staticRoutes } from '@/lib/sitemap-routes';
import { axe } from '../support/axe';
import { nuErrors } from '../support/nu-checker';
import { menuToggle } from '../support/phone';

/** Issue 49: every public route's Bangla twin at /bn + its path, beside the unchanged English. */

// Read, not imported: Node loads a JSON module only with an import attribute.
const messages = (lang: string) =>
  JSON.parse(readFileSync(`messages/${lang}.json`, 'utf8')) as Messages;
const en = messages('en');
const bn = messages('bn');

const bangla = (path: string) => (path === '/' ? '/bn' : `/bn${path}`);

async function firstArticle(request: APIRequestContext) {
  const { blogs } = await (await request.get('/api/posts/get-blogs?per_page=1')).json();
  return blogs.data[0] as { slug: string; author_id: number };
}

/** The hreflang links of a page's head: language → absolute address's path. */
function alternatesOf(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map(
      ([, lang, href]) => [lang, new URL(href!.replace(/&amp;/g, '&')).pathname],
    ),
  );
}
const canonicalOf = (html: string) =>
  new URL(html.match(/<link rel="canonical" href="([^"]+)"/)![1]!.replace(/&amp;/g, '&')).pathname;

test.describe('the Bangla twins', () => {
  test('every static route answers 200 at /bn + its path, in Bangla, with both alternates; the English keeps its canonical', async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const article = await firstArticle(request);
    const paths = [...staticRoutes(), `/blogs/details/${article.slug}`];
    for (const path of paths) {
      const [english, twin] = await Promise.all([request.get(path), request.get(bangla(path))]);
      expect(english.status(), path).toBe(200);
      expect(twin.status(), bangla(path)).toBe(200);
      const [englishHtml, twinHtml] = await Promise.all([english.text(), twin.text()]);
      expect(englishHtml, path).toContain('<html lang="en"');
      expect(twinHtml, bangla(path)).toContain('<html lang="bn"');
      const expected = {
        en: encodeURI(path),
        bn: encodeURI(bangla(path)),
        'x-default': encodeURI(path),
      };
      expect(alternatesOf(englishHtml), path).toEqual(expected);
      expect(alternatesOf(twinHtml), bangla(path)).toEqual(expected);
      expect(canonicalOf(englishHtml), path).toBe(encodeURI(path));
      expect(canonicalOf(twinHtml), bangla(path)).toBe(encodeURI(bangla(path)));
      // The interface in Bangla; the store's English content marked for screen readers.
      expect(twinHtml).toContain(`>${bn.chrome.skipLink}</a>`);
      expect(twinHtml).toContain('<div lang="en" class="contents">');
      expect(englishHtml).toContain(`>${en.chrome.skipLink}</a>`);
    }
  });

  test('the internal /en path of an English page is sent to its address; an unknown language is no page', async ({
    request,
  }) => {
    const to = await request.get('/en/knitting', { maxRedirects: 0 });
    expect(to.status()).toBe(308);
    expect(new URL(to.headers().location!, 'http://x').pathname).toBe('/knitting');
    expect((await request.get('/fr/knitting')).status()).toBe(404);
    expect((await request.get('/bn/no-such-page')).status()).toBe(404);
  });

  test('a missing article on the Bangla side answers 404 in Bangla', async ({ request }) => {
    const response = await request.get('/bn/blogs/details/no-such-post');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('<html lang="bn"');
    expect(html).toContain(`>${bn.articleMissing.title}</h1>`);
  });

  test('the sitemap lists both twins of a page, each with the alternates', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const entry = (loc: string) =>
      xml.match(new RegExp(`<url>\\n<loc>[^<]*${loc}</loc>\\n((?:<xhtml:link[^>]*>\\n)+)`))?.[1];
    for (const loc of ['/knitting', '/bn/knitting']) {
      const links = entry(loc);
      expect(links, loc).toMatch(/hreflang="en" href="[^"]*\/knitting"/);
      expect(links, loc).toMatch(/hreflang="bn" href="[^"]*\/bn\/knitting"/);
      expect(links, loc).toMatch(/hreflang="x-default" href="[^"]*\/knitting"/);
    }
  });
});

const switchIn = (page: Page, label: string) =>
  page.getByRole('banner').getByRole('link', { name: label, exact: true });

test.describe('the language switch', () => {
  test('leads from a page to the same page in the other language and back (1280 px)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/knitting');
    const toBangla = switchIn(page, en.language.switchLabel);
    await expect(toBangla).toHaveAttribute('hreflang', 'bn');
    await toBangla.click();
    await expect(page).toHaveURL(/\/bn\/knitting$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('navigation', { name: bn.chrome.mainNav })).toContainText(
      bn.nav.Knitting,
    );
    await switchIn(page, bn.language.switchLabel).click();
    await expect(page).toHaveURL(/\/knitting$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('sits in the menu on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/contact-us');
    await expect(menuToggle(page)).toHaveAccessibleName(en.chrome.openMenu);
    await menuToggle(page).click();
    const menu = page.getByRole('dialog', { name: en.chrome.menu });
    await menu.getByRole('link', { name: en.language.switchLabel }).click();
    await expect(page).toHaveURL(/\/bn\/contact-us$/);
    await expect(menuToggle(page)).toHaveAccessibleName(bn.chrome.openMenu);
    await menuToggle(page).click();
    await expect(
      page.getByRole('dialog', { name: bn.chrome.menu }).getByRole('link', { name: 'English' }),
    ).toHaveAttribute('href', '/contact-us');
  });

  test('is a plain link that works without JavaScript, in the server HTML', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/masco-at-a-glance');
    await switchIn(page, en.language.switchLabel).click();
    await expect(page).toHaveURL(/\/bn\/masco-at-a-glance$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await context.close();
  });

  test('the links of a Bangla page stay in Bangla', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/bn');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: bn.nav['Contact Us'] })).toHaveAttribute(
      'href',
      '/bn/contact-us',
    );
    await expect(
      page.getByRole('banner').getByRole('link', { name: bn.chrome.homeLink }),
    ).toHaveAttribute('href', '/bn');
    const search = page.getByRole('banner').getByRole('combobox', { name: bn.chrome.searchSite });
    await expect(search).toHaveAttribute('placeholder', bn.chrome.searchPlaceholder);
    await expect(page.getByRole('banner').getByRole('search')).toHaveAttribute(
      'action',
      '/bn/search',
    );
  });
});

const contactForm = (page: Page) => page.getByRole('form', { name: bn.forms.contactLabel });
const REQUIRED = [
  bn.forms.messages.nameRequired,
  bn.forms.messages.phoneRequired,
  bn.forms.messages.emailRequired,
  bn.forms.messages.subjectRequired,
];

test.describe('the contact form in Bangla', () => {
  test('says what is missing in Bangla, with JavaScript', async ({ page }) => {
    await page.goto('/bn/contact-us');
    const form = contactForm(page);
    await expect(form).toHaveAttribute('lang', 'bn');
    await form.getByRole('button', { name: bn.forms.send }).click();
    for (const message of REQUIRED) await expect(form.getByText(message)).toBeVisible();
    await form.getByLabel(bn.forms.email).fill('not-an-address');
    await form.getByRole('button', { name: bn.forms.send }).click();
    await expect(form.getByText(bn.forms.messages.emailInvalid)).toBeVisible();
    await expect(form.getByText('Name field is required')).toHaveCount(0);
  });

  test('says what is missing in Bangla, without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/bn/contact-us');
    const form = contactForm(page);
    await form.getByLabel(bn.forms.note).fill('একটি নোট');
    await form.getByRole('button', { name: bn.forms.send }).click();
    await page.waitForLoadState();
    expect(new URL(page.url()).pathname).toBe('/bn/contact-us');
    for (const message of REQUIRED)
      await expect(contactForm(page).getByText(message)).toBeVisible();
    await expect(contactForm(page).getByLabel(bn.forms.note)).toHaveValue('একটি নোট');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await context.close();
  });
});

test.describe('the Bengali typeface', () => {
  test('is loaded on Bangla pages only', async ({ page }) => {
    const fonts = async (path: string) => {
      const loaded: string[] = [];
      page.on('requestfinished', (request) => {
        if (request.resourceType() === 'font') loaded.push(request.url());
      });
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      page.removeAllListeners('requestfinished');
      return new Set(loaded.map((url) => new URL(url).pathname));
    };
    const english = await fonts('/knitting');
    const twin = await fonts('/bn/knitting');
    // Inter only on the English page; on its twin a face the English never loads.
    expect(english.size).toBe(1);
    expect([...twin].filter((font) => !english.has(font)).length).toBeGreaterThan(0);
    const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(family).toMatch(/Bengali Fallback/);
    // Bengali is set without letter-spacing; the English overlines keep theirs.
    const spacing = () =>
      page.evaluate(() => getComputedStyle(document.querySelector('footer h2')!).letterSpacing);
    expect(await spacing()).toBe('normal');
    await page.goto('/knitting');
    expect(await spacing()).not.toBe('normal');
  });
});

/** The language a screen reader reads an element in: its own or its nearest ancestor's `lang`. */
const langOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => el.closest('[lang]')!.getAttribute('lang'));

const TRANSLATED = 'knit-fabric-trends-spring-summer-2027';
const TRANSLATED_TITLE = 'বসন্ত-গ্রীষ্ম ২০২৭-এর নিট কাপড়: ক্রেতারা মিলের কাছে কী চাইছেন';
const UNTRANSLATED = 'recycled-polyester-in-knitwear';

test.describe('the content in Bangla', () => {
  test('a Bangla page reads the Bangla value in the server HTML, marked bn', async ({
    request,
  }) => {
    const twin = await (await request.get(`/bn/blogs/details/${TRANSLATED}`)).text();
    expect(twin).toContain(
      // Its page's copy is Bangla (components/ui/bangla-copy.tsx), so the heading needs no mark of its own.
      `<h1 class="mt-6 text-heading-1 text-brand-ink">${TRANSLATED_TITLE}</h1>`,
    );
    expect(twin).toContain('সাভারে আমাদের নিটিং ইউনিটে প্রতিটি ডেভেলপমেন্ট মৌসুম');
    expect(twin).toContain(`<title>মাসকো গ্রুপ || ${TRANSLATED_TITLE}</title>`);
    // The author's name in Bangla too; the English page is as it was.
    expect(twin).toContain('ফারহানা রহমান');
    const english = await (await request.get(`/blogs/details/${TRANSLATED}`)).text();
    // The English page is as it was: its heading unmarked, in English.
    expect(english).toContain(
      '<h1 class="mt-6 text-heading-1 text-brand-ink">Knit Fabric Trends for Spring/Summer 2027',
    );
  });

  test('the contract’s API stays English, with no Bangla field', async ({ request }) => {
    const body = await (await request.get(`/api/posts/blog/${TRANSLATED}/details`)).text();
    expect(JSON.parse(body).details.title).toBe(
      'Knit Fabric Trends for Spring/Summer 2027: What Buyers Are Asking Mills For',
    );
    expect(body).not.toContain('"bn"');
    expect(body).not.toMatch(/[\u0980-\u09ff]/);
    const jobs = await (await request.get('/api/career/job-post')).text();
    expect(jobs).toContain('"title":"Dyeing Master"');
    expect(jobs).not.toMatch(/[\u0980-\u09ff]/);
  });

  test('where the Bangla is missing the English shows, marked lang="en"', async ({ page }) => {
    await page.goto(`/bn/blogs/details/${UNTRANSLATED}`);
    await expect(page.locator('h1')).toHaveText(/^Recycled Polyester in Knitwear/);
    expect(await langOf(page, 'h1')).toBe('en');
    expect(await langOf(page, 'article .space-y-4')).toBe('en');
    // The translated article beside it in Recent Posts reads in Bangla.
    expect(await langOf(page, 'aside h3:has-text("বসন্ত-গ্রীষ্ম ২০২৭")')).toBe('bn');

    await page.goto('/bn/career');
    const dyeingMaster = page.locator('h3', { hasText: 'ডাইং মাস্টার' });
    await expect(dyeingMaster).toHaveCount(1);
    expect(await langOf(page, 'h3:has-text("ডাইং মাস্টার")')).toBe('bn');
    // Every seeded job has its Bangla, the Quality Auditor too.
    expect(await langOf(page, 'h3:has-text("কোয়ালিটি অডিটর (ফাইনাল ইন্সপেকশন)")')).toBe('bn');
    await expect(page.getByText('Quality Auditor (Final Inspection)')).toHaveCount(0);
  });

  test('the unit pages’ narrative is in Bangla; their figures read the same as in English; English names inside are marked en', async ({
    page,
  }) => {
    // The figure itself (its unit, beneath it, is a word of the page's language).
    const tiles = () =>
      page
        .locator('main dl dd.text-2xl')
        .evaluateAll((dds) => dds.map((dd) => dd.firstChild!.textContent));
    await page.goto('/knitting');
    const englishFigures = await tiles();
    await page.goto('/bn/knitting');
    expect(await tiles()).toEqual(englishFigures);
    expect(englishFigures.join(' ')).toContain('120');
    await expect(page.locator('main h1')).toHaveText('নিটিং');
    await expect(
      page.getByText('আমাদের প্রতিটি পোশাকের শুরু নিজেদের নিটিং ফ্লোরের কাপড় দিয়ে'),
    ).toBeVisible();
    expect(await langOf(page, 'main h1')).toBe('bn');
    await expect(page.locator('caption')).toHaveText('মেশিনের ডায়ামিটার ও গেজ');
    expect(await langOf(page, 'caption')).toBe('bn');
    // The factory in Bangla, its registered name beside it in English, marked so.
    await expect(page.locator('main section dd').first()).toHaveText(
      'মাসকো ইন্ডাস্ট্রিজ লিমিটেড — নিটিং (Masco Industries Ltd)',
    );
    expect(await langOf(page, 'dd span:has-text("Masco Industries Ltd")')).toBe('en');

    // Every unit page's factory sections in Bangla, their registered names marked en.
    await page.goto('/bn/sewing');
    expect(await langOf(page, 'main h1')).toBe('bn');
    await expect(page.locator('main section h2').first()).toHaveText('শান্তা এক্সপ্রেশনস');
    expect(await langOf(page, 'main section h2')).toBe('bn');
    expect(await langOf(page, 'dd span:has-text("Shanta Expressions Ltd")')).toBe('en');
  });

  test('the about pages read in Bangla, the figures of the glance tiles as in English', async ({
    page,
  }) => {
    await page.goto('/bn/masco-at-a-glance');
    await expect(page.locator('main h1')).toHaveText('এক নজরে মাসকো');
    await expect(page.getByText('1500 টন / মাস')).toBeVisible();
    await expect(page.getByText('নিট পোশাকের পুরো পরিসরই আমাদের পণ্যের তালিকায়')).toBeVisible();
    expect(await langOf(page, 'main h1')).toBe('bn');
    await page.goto('/bn/management-message');
    await expect(page.getByText('মাসকো গ্রুপে আপনাকে স্বাগত।')).toBeVisible();
    expect(await langOf(page, 'article p')).toBe('bn');
  });
});

test.describe('accessibility and valid HTML of the Bangla pages', () => {
  for (const path of [
    '/bn',
    '/bn/knitting',
    `/bn/blogs/details/${TRANSLATED}`,
    `/bn/blogs/details/${UNTRANSLATED}`,
    '/bn/masco-at-a-glance',
    '/bn/career',
  ]) {
    test(`axe finds nothing on ${path} at 390 and 1280 px`, async ({ page }) => {
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        const { violations } = await axe(page).analyze();
        expect(
          violations.map((v) => `${width} ${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`),
        ).toEqual([]);
      }
    });
  }

  test('the Nu HTML checker finds no error on Bangla pages', async ({ request }) => {
    test.setTimeout(90_000);
    const article = await firstArticle(request);
    const pages: Record<string, string> = {};
    for (const path of [
      '/bn',
      '/bn/knitting',
      '/bn/masco-at-a-glance',
      '/bn/management-message',
      `/bn/blogs/details/${TRANSLATED}`,
      '/bn/contact-us',
      `/bn/blogs/details/${article.slug}`,
      '/bn/blogs/details/no-such-post',
    ])
      pages[path] = await (await request.get(path)).text();
    expect(await nuErrors(pages)).toEqual([]);
  });
});

/** A DD-MM-YYYY card date of the English page as the calendar date it names. */
const isoOf = (cardDate: string) => cardDate.split('-').reverse().join('-');
const BANGLA_DATE = /^[০-৯]{1,2} [\u0980-\u09FF]+ [০-৯]{4}$/;

test.describe('dates and numbers in Bangla (the README’s rule)', () => {
  test('an article’s date: the detail page’s long form, with the month’s Bangla name and Bengali digits, marked Bangla', async ({
    request,
  }) => {
    const article = await firstArticle(request);
    const dateOn = async (path: string) => {
      const html = await (await request.get(path)).text();
      const [, dateTime, lang, text] = html.match(
        /<time dateTime="([^"]+)"(?: lang="(bn)")?>([^<]+)</,
      )!;
      return { dateTime: dateTime!, lang, text: text! };
    };
    const english = await dateOn(`/blogs/details/${article.slug}`);
    expect(english.text).toMatch(
      /^\d{1,2}(st|nd|rd|th) [A-Z][a-z]+ \d{4}, \d{1,2}:\d{2}:\d{2} (am|pm)$/,
    );
    expect(english.lang).toBeUndefined();
    const twin = await dateOn(`/bn/blogs/details/${article.slug}`);
    expect(twin).toEqual({
      dateTime: english.dateTime,
      lang: 'bn',
      text: longDateIn('bn', english.dateTime),
    });
    expect(twin.text).toMatch(
      /^[০-৯]{1,2} [\u0980-\u09FF]+ [০-৯]{4}, [\u0980-\u09FF]+ [০-৯]{1,2}:[০-৯]{2}$/,
    );
  });

  test('a job’s last day on /bn/career is the English one in Bangla words and digits', async ({
    page,
  }) => {
    const deadlines = async (path: string, label: string) => {
      await page.goto(path);
      return page
        .locator('main li dl > div')
        .filter({ has: page.locator('dt', { hasText: label }) })
        .locator('dd')
        .allInnerTexts();
    };
    const english = await deadlines('/career', careerPage.labels.deadline);
    expect(english.length).toBeGreaterThan(0);
    const twin = await deadlines('/bn/career', careerPageBn.labels.deadline);
    expect(twin).toEqual(english.map((date) => cardDateIn('bn', isoOf(date))));
    for (const date of twin) expect(date).toMatch(BANGLA_DATE);
  });

  test('the page bar counts in Bengali digits and names its links in Bangla', async ({ page }) => {
    await page.goto('/bn/blogs');
    const bar = page.getByRole('navigation', { name: bn.pages.articles });
    await expect(bar.getByRole('link', { name: `${bn.pages.page} ২`, exact: true })).toHaveText(
      '২',
    );
    await expect(bar.getByRole('link', { name: bn.pages.next })).toHaveAttribute(
      'href',
      '/bn/blogs?page=2#articles',
    );
    await expect(bar.locator('[aria-current="page"]')).toHaveText(`${bn.pages.page} ১`);
  });

  test('the unit pages’ figures (machine counts, capacities) read the same in both languages, their years in Bengali digits', async ({
    page,
  }) => {
    const figures = async (path: string) => {
      await page.goto(path);
      const tiles = await page.locator('main dd').allInnerTexts();
      // A note on a year, in brackets, is running text (in Bengali digits in Bangla).
      return tiles.flatMap(
        (text) => text.replace(/\s*\(.*\)/, '').match(/[\d০-৯][\d০-৯,.]*/g) ?? [],
      );
    };
    for (const path of ['/knitting', '/dyeing']) {
      const english = await figures(path);
      expect(english.length, path).toBeGreaterThan(0);
      // A factory's year and its address's postcode (before the country's comma) are read
      // in Bangla (the README's rule); every other figure as in English.
      const years = english.map((figure) =>
        /^(?:19|20)\d\d$|^\d{4},$/.test(figure) ? digitsIn('bn', figure) : figure,
      );
      expect(years, path).not.toEqual(english);
      expect(await figures(bangla(path)), path).toEqual(years);
    }
  });
});

test.describe('the Bangla not-found pages', () => {
  test('an unknown /bn address: 404, <html lang="bn">, Bangla words, links into /bn, nothing of the address', async ({
    request,
  }) => {
    for (const path of [
      '/bn/no-such-page-qzxq',
      '/bn/knitting/no-such-part-qzxq',
      '/bn/%E0%A6%A-qzxq',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain('<html lang="bn"');
      expect(html, path).toContain(`<title>মাসকো গ্রুপ || ${bn.notFound.title}</title>`);
      expect(html, path).toContain(`>${bn.notFound.title}</h1>`);
      expect(html, path).toContain(`>${bn.chrome.skipLink}</a>`);
      expect(html, path).toContain('href="/bn/contact-us"');
      // Nothing of the address in what it shows (the markup before Next's payload scripts).
      expect(html.slice(0, html.indexOf('<script>self.__next_f')), path).not.toContain('qzxq');
    }
    // The English keep theirs.
    const english = await request.get('/no-such-page-qzxq');
    expect(english.status()).toBe(404);
    expect(await english.text()).toContain(`>${en.notFound.title}</h1>`);
  });

  test('stays Bangla once scripts run, its links and switch as on the server (390 px)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/bn/no-such-page');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(bn.notFound.title);
    const wanted = page.getByRole('navigation', { name: bn.notFound.wantedLabel });
    await expect(wanted.getByRole('link', { name: bn.notFound.home })).toHaveAttribute(
      'href',
      '/bn',
    );
    await expect(wanted.getByRole('link', { name: bn.nav.Career })).toHaveAttribute(
      'href',
      '/bn/career',
    );
    await menuToggle(page).click();
    await expect(
      page.getByRole('dialog', { name: bn.chrome.menu }).getByRole('link', { name: 'English' }),
    ).toHaveAttribute('href', '/');
  });

  test('an unknown article on the Bangla side says so in Bangla, with links into /bn', async ({
    page,
  }) => {
    await page.goto('/bn/blogs/details/no-such-post');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(bn.articleMissing.title);
    await expect(page.getByText(bn.articleMissing.body)).toBeVisible();
    await expect(page.getByRole('link', { name: bn.articleMissing.allArticles })).toHaveAttribute(
      'href',
      '/bn/blogs',
    );
    await page.goto('/blogs/details/no-such-post');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article not available');
  });
});

test.describe('a feed per language', () => {
  test('/bn/blogs/feed.xml is the Bangla feed, linked from the Bangla blog; the English as it was', async ({
    request,
  }) => {
    const [english, twin] = await Promise.all([
      request.get('/blogs/feed.xml'),
      request.get('/bn/blogs/feed.xml'),
    ]);
    expect(twin.status()).toBe(200);
    expect(twin.headers()['content-type']).toContain('application/rss+xml');
    const xml = await twin.text();
    expect(xml).toContain('<language>bn</language>');
    expect(xml).toContain(`<title>${bn.feed.title}</title>`);
    expect(xml).toMatch(/<link>[^<]*\/bn\/blogs\/details\/[^<]+<\/link>/);
    expect(xml).not.toMatch(/<link>[^<]*[^n]\/blogs\/details\//);
    const englishXml = await english.text();
    expect(englishXml).toContain('<language>en</language>');
    expect(englishXml).toContain(`<title>${en.feed.title}</title>`);
    const feedLink = async (path: string) =>
      (await (await request.get(path)).text()).match(
        /<link rel="alternate" type="application\/rss\+xml" href="([^"]+)" title="([^"]+)"/,
      );
    const article = await firstArticle(request);
    for (const path of ['/bn/blogs', `/bn/blogs/details/${article.slug}`]) {
      const link = await feedLink(path);
      expect(link?.[2], path).toBe(bn.feed.title);
      expect(new URL(link![1]!).pathname, path).toBe('/bn/blogs/feed.xml');
    }
    const englishLink = await feedLink('/blogs');
    expect(englishLink?.[2]).toBe(en.feed.title);
    expect(new URL(englishLink![1]!).pathname).toBe('/blogs/feed.xml');
  });
});

test.describe('the English share cards keep their addresses', () => {
  const cardOf = (html: string, name: 'og:image' | 'twitter:image') =>
    new URL(
      html
        .match(new RegExp(`<meta (?:property|name)="${name}" content="([^"]+)"`))![1]!
        .replace(/&amp;/g, '&'),
    );

  test('og:image and twitter:image of the English pages are the addresses of before, and answer', async ({
    request,
  }) => {
    const article = await firstArticle(request);
    for (const [path, card, type] of [
      ['/career', '/career/opengraph-image-1e5xp1', 'image/png'],
      ['/sustainability', '/sustainability/opengraph-image-hwsb32', 'image/png'],
      ['/blogs', '/blogs/opengraph-image-1u6js7', 'image/png'],
      [
        `/blogs/details/${article.slug}`,
        `/blogs/details/${article.slug}/opengraph-image-1qs48r/card`,
        'image/jpeg',
      ],
    ] as const) {
      const html = await (await request.get(path)).text();
      expect(cardOf(html, 'og:image').pathname, path).toBe(card);
      expect(cardOf(html, 'twitter:image').pathname, path).toBe(card);
      const image = await request.get(card);
      expect(image.status(), card).toBe(200);
      expect(image.headers()['content-type'], card).toBe(type);
      // The Bangla twin names its own card, which answers too.
      const twin = cardOf(await (await request.get(bangla(path))).text(), 'og:image');
      expect(twin.pathname, bangla(path)).toMatch(/^\/bn\/.*\/opengraph-image-[0-9a-z]{6}/);
      expect((await request.get(twin.pathname + twin.search)).status(), twin.pathname).toBe(200);
    }
  });
});
