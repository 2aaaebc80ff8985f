import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
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
    expect(await response.text()).toContain('<html lang="bn"');
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

test.describe('accessibility and valid HTML of the Bangla pages', () => {
  for (const path of ['/bn', '/bn/knitting']) {
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
      '/bn/contact-us',
      `/bn/blogs/details/${article.slug}`,
      '/bn/blogs/details/no-such-post',
    ])
      pages[path] = await (await request.get(path)).text();
    expect(await nuErrors(pages)).toEqual([]);
  });
});
