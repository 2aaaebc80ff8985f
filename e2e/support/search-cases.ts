import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { KIND_LABELS, SEARCH_PER_PAGE, type SearchKind } from '../../lib/search/types';
import { MAX_QUERY_LENGTH } from '../../lib/search/query';
import { searchHref } from '../../lib/search/search-href';
import type { Messages } from '../../lib/i18n/messages';
import { axe } from './axe';

/** The search page's words (messages/en.json: Playwright's loader imports no JSON). */
const searchCopy = (JSON.parse(readFileSync('messages/en.json', 'utf8')) as Messages).search;
const banglaCopy = (JSON.parse(readFileSync('messages/bn.json', 'utf8')) as Messages).search;

/**
 * Issue 30: the site search's end-to-end cases, run by the embedded specs (PGlite
 * and PostgreSQL: full-text search in the store) and the upstream spec (the index
 * built from the contract's reads) against each source's own content.
 */
export type SearchContent = {
  /** A query per kind of content, and the title of the item it must find. */
  byKind: { kind: SearchKind; query: string; title: string }[];
  /** A word with one typo and a word of the same stem find the same item. */
  typo: { typo: string; word: string; stem: string; title: string };
  /** The words alone find more than the phrase; the phrase still finds the item. */
  phrase: { words: string; title: string };
  /** A query with more than one page of results of a kind. */
  paged: { query: string; kind: SearchKind };
  /** A word two slips away from one the content uses, and the word. */
  misspelt: { typo: string; suggestion: string };
  /** Navigation words (a page's menu name, the words visitors use) and the page in the first three. */
  navigation: { query: string; href: string }[];
  /** A query one of whose words matches nothing: found without it, and said so. */
  leftOut: { query: string; word: string; title: string };
  /** A query of real words that finds nothing as typed, and what it is read as. */
  realWord: { query: string; read: string; quoted: string; title: string };
};

const searchUrl = (q: string, extra = '') => `/search?q=${encodeURIComponent(q)}${extra}`;
const results = (page: Page) => page.getByRole('list', { name: 'Results' }).getByRole('listitem');
const resultLink = (page: Page, title: string) =>
  page.getByRole('list', { name: 'Results' }).getByRole('link', { name: title, exact: true });
const status = (page: Page) => page.getByRole('status');

/** The number of results the page says it found. */
async function foundCount(page: Page): Promise<number> {
  const text = (await status(page).textContent()) ?? '';
  const match = /^([\d,]+) results? for/.exec(text.trim());
  return match ? Number(match[1]!.replace(/,/g, '')) : 0;
}

export function searchCases(content: SearchContent) {
  test('a query for each kind of content finds it, marked with its kind, and links to it', async ({
    page,
  }) => {
    for (const { kind, query, title } of content.byKind) {
      await page.goto(searchUrl(query));
      const link = resultLink(page, title);
      await expect(link, `${kind}: "${query}" finds "${title}"`).toBeVisible();
      const item = results(page).filter({
        has: page.getByRole('link', { name: title, exact: true }),
      });
      await expect(item.getByText(KIND_LABELS[kind].one, { exact: true })).toBeVisible();
      await expect(item.locator('mark').first()).toBeVisible();
      const href = await link.getAttribute('href');
      expect(href).toMatch(/^\//);
      expect((await page.request.get(href!)).status(), `${title} links to a page`).toBe(200);
    }
  });

  test('a typo and a word of the same stem find the same item; the typo is said', async ({
    page,
  }) => {
    const { typo, word, stem, title } = content.typo;
    await page.goto(searchUrl(stem));
    await expect(resultLink(page, title)).toBeVisible();
    await page.goto(searchUrl(typo));
    await expect(resultLink(page, title)).toBeVisible();
    await expect(
      page.getByText(`Showing results for ${word} (search instead for ${typo}).`),
    ).toBeVisible();
  });

  test('one word typed alone, two letters swapped, is read as the word of the site', async ({
    page,
  }) => {
    // The last word is also completed as typed; with nothing to complete it, it is still forgiven.
    await page.goto(searchUrl('diary'));
    await expect(
      page.getByText('Showing results for dairy (search instead for diary).'),
    ).toBeVisible();
    await expect(
      results(page).first().getByRole('link').and(page.locator('[href="/masco-dairy-firm"]')),
    ).toBeVisible();
  });

  test('a word read as another says so in one sentence, naming the word the pages use (issue 46)', async ({
    page,
  }) => {
    for (const [query, read] of [
      ['dairy firm', 'dairy farm'],
      ['yarn dying', 'yarn dyeing'],
    ]) {
      await page.goto(searchUrl(query!));
      expect(await foundCount(page)).toBeGreaterThan(0);
      const said = page.getByText(`Showing results for ${read} (search instead for ${query}).`);
      await expect(said).toBeVisible();
      // The count line names what was searched for, not the words as typed.
      await expect(status(page)).toHaveText(new RegExp(`^\\d+ results? for “${read}”\\.$`));
      // Nothing else about the words: no words left out, no other spelling, no "did you mean".
      await expect(page.getByText(/No result has|Did you mean|Including/)).toHaveCount(0);
    }
  });

  test('a phrase in quotes narrows the results', async ({ page }) => {
    const { words, title } = content.phrase;
    await page.goto(searchUrl(`${words} `));
    const loose = await foundCount(page);
    await page.goto(searchUrl(`"${words}"`));
    const narrow = await foundCount(page);
    expect(narrow).toBeGreaterThan(0);
    expect(narrow).toBeLessThan(loose);
    await expect(resultLink(page, title)).toBeVisible();
  });

  test('the kinds filter with their counts, and the results page like the blog', async ({
    page,
  }) => {
    const { query, kind } = content.paged;
    await page.goto(searchUrl(query));
    const kinds = page.getByRole('navigation', { name: 'Kinds of result' });
    const filter = kinds.getByRole('link', {
      name: new RegExp(`^${KIND_LABELS[kind].many} \\d+$`),
    });
    const count = Number((await filter.textContent())!.replace(/\D/g, ''));
    expect(count).toBeGreaterThan(SEARCH_PER_PAGE);
    await filter.click();
    await expect(page).toHaveURL(new RegExp(`kind=${kind}`));
    await expect(kinds.getByRole('link', { name: /^All \d+$/ })).toBeVisible();
    expect(await foundCount(page)).toBe(count);
    await expect(results(page)).toHaveCount(SEARCH_PER_PAGE);
    for (const label of await results(page)
      .getByText(/^[A-Z]/)
      .filter({ hasText: /^(Article|Page|Job opening|Publication|Author|News & media)$/ })
      .allTextContents()) {
      expect(label).toBe(KIND_LABELS[kind].one);
    }
    const first = await results(page).first().getByRole('link').textContent();
    await page
      .getByRole('navigation', { name: 'Result pages' })
      .getByRole('link', { name: 'Next page' })
      .click();
    await expect(page).toHaveURL(/page=2/);
    await expect(results(page)).toHaveCount(Math.min(SEARCH_PER_PAGE, count - SEARCH_PER_PAGE));
    expect(await results(page).first().getByRole('link').textContent()).not.toBe(first);
    // Past the end: the last page, not an error.
    const last = Math.ceil(count / SEARCH_PER_PAGE);
    const response = await page.goto(searchUrl(query, `&kind=${kind}&page=9999`));
    expect(response?.status()).toBe(200);
    await expect(
      page.getByRole('navigation', { name: 'Result pages' }).locator('[aria-current="page"]'),
    ).toHaveText(`Page ${last}`);
  });

  test('no results say so and suggest the spelling the site knows', async ({ page }) => {
    const { typo, suggestion } = content.misspelt;
    await page.goto(searchUrl(typo));
    await expect(status(page)).toHaveText(`No results for “${typo}”.`);
    await page.getByRole('link', { name: suggestion, exact: true }).click();
    await expect(page).toHaveURL(searchHref(suggestion));
    expect(await foundCount(page)).toBeGreaterThan(0);
  });

  test('navigation words lead to their pages', async ({ page }) => {
    for (const { query, href } of content.navigation) {
      await page.goto(searchUrl(query));
      const firstThree = results(page).locator('h2 a');
      await expect(firstThree.first()).toBeVisible();
      const hrefs = (await firstThree.evaluateAll((links) =>
        links.map((link) => link.getAttribute('href')),
      )) as string[];
      expect(hrefs.slice(0, 3), `"${query}" leads to ${href}`).toContain(href);
    }
  });

  test('/bn/search: a unit by its other Bangla spellings, uncorrected; a year in either script; names, job titles and job posts in Bangla words (issue 49)', async ({
    page,
  }) => {
    const bnUrl = (q: string) => `/bn/search?q=${encodeURIComponent(q)}`;
    const bnResults = page
      .getByRole('list', { name: banglaCopy.resultsLabel })
      .getByRole('listitem');
    const hrefsOf = async (q: string) => {
      await page.goto(bnUrl(q));
      await expect(bnResults.first()).toBeVisible();
      return (await bnResults
        .locator('h2 a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')))) as string[];
    };
    const corrected = banglaCopy.showing.split('{text}')[1]!.split('(')[0]!.trim();
    const didYouMean = banglaCopy.didYouMean.split('{text}')[0]!.trim();
    for (const q of ['ডায়িং', 'ডাইয়িং', 'ডাইং']) {
      expect((await hrefsOf(q))[0], q).toBe('/bn/dyeing');
      await expect(page.getByText(corrected)).toHaveCount(0);
      await expect(page.getByText(didYouMean)).toHaveCount(0);
    }
    // The same number, the same results, and the same count said (in Bengali digits).
    const said = async (q: string) => (await status(page).textContent())?.replace(`“${q}”`, '');
    const bengali = await hrefsOf('২০২৭');
    const bengaliSaid = await said('২০২৭');
    expect(await hrefsOf('2027')).toEqual(bengali);
    expect(bengaliSaid).toMatch(/[০-৯]/);
    expect(await said('2027')).toBe(bengaliSaid);
    expect((await hrefsOf('কাশিমপুর')).slice(0, 3)).toContain('/bn/contact-us');
    // Places and buildings in Bangla, known words (never "corrected"): the properties
    // table in its Bangla, an address the pages keep in English.
    for (const [q, href] of [
      ['বসুন্ধরা', '/bn/masco-properties'],
      ['মাসকো টাওয়ার', '/bn/masco-properties'],
      ['উত্তরা', '/bn/masco-properties'],
      ['হেমায়েতপুর', '/bn/contact-us'],
      ['কোনাবাড়ি', '/bn/printing-embroidery'],
    ] as const) {
      expect((await hrefsOf(q)).slice(0, 3), q).toContain(href);
      await expect(page.getByText(corrected), q).toHaveCount(0);
    }
    // A spelling of চাকরি, not a typo: the same results. Whole words (a space after):
    // a last word being typed is completed too, and the contact page's Bangla says
    // চাকরিপ্রার্থী, which চাকরি completes to and চাকরী does not.
    const spelled = await hrefsOf('চাকরী ');
    await expect(page.getByText(corrected)).toHaveCount(0);
    const jobs = await hrefsOf('চাকরি ');
    expect(spelled).toEqual(jobs);
    expect(jobs[0]).toBe('/bn/career');
    await expect(
      bnResults.filter({ hasText: banglaCopy.kinds.job.one }).first(),
      'চাকরি lists the job posts',
    ).toBeVisible();
  });

  test('a word that matches nothing is left out, and the page says so', async ({ page }) => {
    const { query, word, title } = content.leftOut;
    await page.goto(searchUrl(query));
    expect(await foundCount(page)).toBeGreaterThan(0);
    // Said once for all (no result has it), in every result's "Missing" too; the count
    // line names the words searched for.
    await expect(page.getByText(`No result has ${word}, so it was left out.`)).toBeVisible();
    await expect(status(page)).toHaveText(
      new RegExp(`^\\d+ results? for “${query.replace(word, '').trim()}”\\.$`),
    );
    await expect(results(page).filter({ hasNotText: `Missing: ${word}` })).toHaveCount(0);
    const item = results(page).filter({
      has: page.getByRole('link', { name: title, exact: true }),
    });
    await expect(item.getByText(`Missing: ${word}`, { exact: true })).toBeVisible();
  });

  test('real words that find nothing together are read as others, and the query as typed is one click away', async ({
    page,
  }) => {
    const { query, read, quoted, title } = content.realWord;
    await page.goto(searchUrl(query));
    await expect(
      page.getByText(`Showing results for ${read} (search instead for ${query}).`),
    ).toBeVisible();
    await expect(resultLink(page, title)).toBeVisible();
    await page.getByRole('link', { name: query, exact: true }).click();
    await expect(page).toHaveURL(searchHref(quoted));
    await expect(page.getByText('Showing results for')).toHaveCount(0);
    await expect(page.getByText(/^No result has every word/)).toBeVisible();
  });

  test('an empty search shows where to start; result pages are noindex and not in the sitemap', async ({
    page,
    request,
  }) => {
    await page.goto('/search');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(searchCopy.title);
    await expect(page.getByText(searchCopy.intro)).toBeVisible();
    await page.getByRole('link', { name: searchCopy.tries[0] }).click();
    await expect(page).toHaveURL(searchHref(searchCopy.tries[0]!));
    expect(await foundCount(page)).toBeGreaterThan(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/search');
  });

  test('hostile queries get a page, escaped, as fast as a plain one', async ({ request }) => {
    const timed = async (q: string) => {
      const started = Date.now();
      const response = await request.get(searchUrl(q));
      return { response, ms: Date.now() - started, html: await response.text() };
    };
    const plain = [];
    for (const q of ['knit', 'cotton', 'dyeing']) plain.push((await timed(q)).ms);
    const baseline = Math.max(...plain);
    const hostile = [
      '',
      'x'.repeat(2000),
      'knit '.repeat(400),
      '!!! & | <-> :* () ---',
      "' OR 1=1; DROP TABLE search_documents; --",
      "knit:* & !cotton | 'a' <2> b",
      '"""unclosed "quotes',
      '“”„‟«»‘’‚‛`´',
      '<script>alert(1)</script><img src=x onerror=alert(2)>',
      '\u0000\u0001\u0002\u001f\u007f\u200b',
      '%',
      '\\',
      '-',
    ];
    for (const q of hostile) {
      const { response, ms, html } = await timed(q);
      expect(response.status(), JSON.stringify(q.slice(0, 40))).toBe(200);
      expect(html).not.toContain('<script>alert(1)');
      expect(html).not.toContain('<img src=x');
      // A made-up query costs about what a plain one does (no time limit of its own:
      // the same machine, the same minute).
      expect(ms, JSON.stringify(q.slice(0, 40))).toBeLessThan(baseline * 5 + 1000);
    }
    for (const q of ['', 'k', 'x'.repeat(2000), '\u0000', 'knit']) {
      const response = await request.get(`/api/search/suggest?q=${encodeURIComponent(q)}`);
      expect(response.status()).toBe(200);
      expect(await response.json()).toMatchObject({ suggestions: expect.any(Array) });
    }
  });

  test('a query over 200 characters is cut, and the page says so', async ({ page }) => {
    await page.goto(searchUrl('x'.repeat(2000)));
    await expect(page.getByText(searchCopy.shortened)).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search the site' }).last()).toHaveValue(
      'x'.repeat(MAX_QUERY_LENGTH),
    );
    await expect(status(page)).toHaveText(`No results for “${'x'.repeat(MAX_QUERY_LENGTH)}”.`);
  });

  test('the results page works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const { query, title } = content.byKind[0]!;
    await page.goto('/search');
    await page.getByRole('searchbox', { name: 'Search the site' }).last().fill(query);
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(searchHref(query));
    await expect(resultLink(page, title)).toBeVisible();
    await context.close();
  });

  for (const width of [390, 1280]) {
    test(`axe finds nothing on results, no results and the start, at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const url of [
        searchUrl(content.paged.query),
        searchUrl(content.misspelt.typo),
        searchUrl(content.leftOut.query),
        searchUrl(content.realWord.query),
        '/search',
      ]) {
        await page.goto(url);
        const { violations } = await axe(page).analyze();
        expect(violations.map((v) => `${url}: ${v.id}`)).toEqual([]);
      }
    });
  }
}

/** Publishing, then taking down, as the content's owner does it; `search` sees each at once. */
export async function expectFoundThenGone(
  page: Page,
  request: APIRequestContext,
  word: string,
  title: string,
  publish: () => Promise<void>,
  takeDown: () => Promise<void>,
) {
  expect(await (await request.get(searchUrl(word))).text()).not.toContain(title);
  await publish();
  await page.goto(searchUrl(word));
  await expect(resultLink(page, title)).toBeVisible();
  await takeDown();
  await page.goto(searchUrl(word));
  await expect(status(page)).toHaveText(`No results for “${word}”.`);
}
