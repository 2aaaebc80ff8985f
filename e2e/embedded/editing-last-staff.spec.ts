import { expect, test, type Browser, type Page } from '@playwright/test';
import { heldBackWords, SHORT_BANGLA_QUESTION } from '@/lib/admin/blog-post-labels';
import { makeAccount, signIn } from '../support/editing';

/**
 * What a new member of staff met on their last try of the editing area (issues 45
 * and 49, the staff stranger after editor7): a half-translated Bangla body published
 * without a word, a "Missing Bangla" filter that did not see it though the mark
 * did, and never-published drafts listed as "Hidden".
 */

const SHOTS = '/work/shots-editor8';
const stampNumber = () => Math.floor(Math.random() * 1_000_000_000);

/** Two headings, four paragraphs of forty words: an English body as staff write one. */
const paragraph = (word: string) => `<p>${word} ${'cotton '.repeat(40)}</p>`;
const ENGLISH = `<h2>Yarn</h2>${paragraph('One')}${paragraph('Two')}<h2>Dye</h2>${paragraph('Three')}${paragraph('Four')}`;
const banglaParagraph = (word: string) => `<p>${word} ${'তুলা '.repeat(40)}</p>`;
/** The first half only: "Bangla incomplete" (lib/admin/bangla-body.ts). */
const BANGLA_HALF = `<h2>সুতা</h2>${banglaParagraph('এক')}${banglaParagraph('দুই')}`;
const BANGLA_FULL = `${BANGLA_HALF}<h2>রং</h2>${banglaParagraph('তিন')}${banglaParagraph('চার')}`;

const question = (page: Page) => page.getByRole('group', { name: SHORT_BANGLA_QUESTION.question });

/** A page signed in with JavaScript off: the body is a plain field of HTML, written as it is. */
async function withoutJavaScript(browser: Browser, email: string) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signIn(page, email, '/admin/blog-posts/new');
  return { context, page };
}

/** A new article's form filled in, without JavaScript; its Bangla body when one is given. */
async function fillArticle(page: Page, title: string, slug: string, bangla?: string) {
  await page.goto('/admin/blog-posts/new');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Address', { exact: true }).fill(slug);
  await page.getByLabel('Category').selectOption({ index: 1 });
  await page.getByLabel('Author').selectOption({ index: 1 });
  await page.getByLabel('Summary', { exact: true }).fill('A summary.');
  await page.getByLabel('Body', { exact: true }).fill(ENGLISH);
  if (bangla === undefined) return;
  await page.locator('fieldset label').filter({ hasText: 'বাংলা' }).click();
  await page.getByLabel('Title (বাংলা)').fill(`শিরোনাম ${slug}`);
  await page.getByLabel('Summary (বাংলা)').fill('সারাংশ');
  await page.getByLabel('Body (বাংলা)').fill(bangla);
}

const line = (page: Page, title: string) => page.locator('main li').filter({ hasText: title });

test('publishing a half-translated Bangla body asks once, with and without JavaScript; English only or a whole translation publishes at once', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const email = await makeAccount(request, 'editor');
  const stamp = stampNumber();
  const { context, page } = await withoutJavaScript(browser, email);

  // Without JavaScript: Publish asks, and nothing is stored until the answer.
  await fillArticle(page, `Half ${stamp}`, `half-${stamp}`, BANGLA_HALF);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(question(page)).toBeVisible();
  await expect(question(page)).toContainText(SHORT_BANGLA_QUESTION.alternative);
  // The page opens at its top: the notice there says a question waits, and leads to it.
  const notice = page.getByRole('alert').filter({ hasText: SHORT_BANGLA_QUESTION.waiting });
  await expect(notice).toBeVisible();
  await notice.getByRole('link', { name: 'Go to the question' }).click();
  await expect(question(page)).toBeInViewport();
  await expect(page).toHaveURL(/\/admin\/blog-posts\/new#answer-first$/);
  expect((await request.get(`/blogs/details/half-${stamp}`)).status()).toBe(404);
  // What was typed is all there, the Bangla body too.
  await expect(page.getByLabel('Body (বাংলা)', { exact: true })).toHaveValue(BANGLA_HALF);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await question(page).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/short-bangla-question-nojs-${width}.png` });
  }
  await question(page).getByRole('button', { name: SHORT_BANGLA_QUESTION.answer }).click();
  await expect(page).toHaveURL(/\/admin\/blog-posts\/\d+\?saved=publish/);
  expect((await request.get(`/blogs/details/half-${stamp}`)).status()).toBe(200);

  // English only, and a whole translation: published at once, nothing asked.
  for (const [name, bangla] of [
    ['english', undefined],
    ['whole', BANGLA_FULL],
  ] as const) {
    await fillArticle(page, `${name} ${stamp}`, `${name}-${stamp}`, bangla);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/blog-posts\/\d+\?saved=publish/);
    await expect(question(page)).toHaveCount(0);
  }

  // A draft saved with half its Bangla: Save draft never asks.
  await fillArticle(page, `Later ${stamp}`, `later-${stamp}`, BANGLA_HALF);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/admin\/blog-posts\/\d+\?saved=draft/);
  const editing = new URL(page.url()).pathname;
  await context.close();

  // With JavaScript: Publish on its form asks in the form, focused, and the answer publishes.
  const js = await browser.newPage();
  await signIn(js, email, editing);
  await js.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(question(js)).toBeFocused();
  await expect(js.getByRole('status').filter({ hasText: 'Published at' })).toHaveCount(0);
  expect((await request.get(`/blogs/details/later-${stamp}`)).status()).toBe(404);
  for (const width of [390, 1280]) {
    await js.setViewportSize({ width, height: 900 });
    await question(js).scrollIntoViewIfNeeded();
    await js.screenshot({ path: `${SHOTS}/short-bangla-question-${width}.png` });
  }
  await question(js).getByRole('button', { name: SHORT_BANGLA_QUESTION.answer }).click();
  await expect(js.getByRole('status').filter({ hasText: 'Published at' })).toBeVisible();
  await expect(question(js)).toHaveCount(0);
  expect((await request.get(`/blogs/details/later-${stamp}`)).status()).toBe(200);
  await js.close();
});

test('"Missing Bangla" lists what the mark calls missing or incomplete, and only that; drafts read "Draft", a taken-off article "Hidden"', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = stampNumber();
  const { context, page } = await withoutJavaScript(browser, await makeAccount(request, 'editor'));
  const articles = [
    { name: 'incomplete', bangla: BANGLA_HALF, mark: 'Bangla incomplete: Body' },
    { name: 'none', bangla: undefined, mark: 'No Bangla' },
    { name: 'whole', bangla: BANGLA_FULL, mark: 'বাংলা ✓' },
  ];
  for (const { name, bangla } of articles) {
    await fillArticle(page, `Filter ${stamp} ${name}`, `filter-${stamp}-${name}`, bangla);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page).toHaveURL(/\/admin\/blog-posts\/\d+\?saved=draft/);
  }

  await page.goto(`/admin/blog-posts?q=${stamp}`);
  for (const { name, mark } of articles) {
    await expect(line(page, `Filter ${stamp} ${name}`).locator('[data-bangla]')).toHaveText(mark);
    // Never published: a draft, not "Hidden".
    await expect(line(page, `Filter ${stamp} ${name}`)).toContainText('Draft · ');
  }
  await expect(page.locator('main li').filter({ hasText: 'Hidden' })).toHaveCount(0);
  await page.getByLabel('Missing Bangla').check();
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page).toHaveURL(/bangla=missing/);
  await expect(page.getByText('2 articles, newest first.')).toBeVisible();
  await expect(line(page, `Filter ${stamp} incomplete`)).toHaveCount(1);
  await expect(line(page, `Filter ${stamp} none`)).toHaveCount(1);
  await expect(line(page, `Filter ${stamp} whole`)).toHaveCount(0);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/missing-bangla-filter-${width}.png`, fullPage: true });
  }

  // Published, then taken off the site: "Hidden"; a draft saved over a published one waits.
  await page.goto(`/admin/blog-posts?q=${stamp}&status=unpublished`);
  await expect(page.getByText('3 articles, newest first.')).toBeVisible();
  await page.getByLabel(`Tick “Filter ${stamp} whole”`).check();
  await page.getByLabel(`Tick “Filter ${stamp} none”`).check();
  await page.getByLabel('With the ticked articles').selectOption('publish');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('status')).toHaveText('2 articles published.');
  await page.goto(`/admin/blog-posts?q=${stamp}`);
  await page.getByLabel(`Tick “Filter ${stamp} whole”`).check();
  await page.getByLabel('With the ticked articles').selectOption('hide');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('status')).toHaveText('1 article hidden from the site.');
  await line(page, `Filter ${stamp} none`).getByRole('link').click();
  await page.getByLabel('Summary', { exact: true }).fill('A summary, rewritten.');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await page.goto(`/admin/blog-posts?q=${stamp}`);
  await expect(line(page, `Filter ${stamp} whole`)).toContainText('Hidden · ');
  await expect(line(page, `Filter ${stamp} none`)).toContainText('Published, draft waiting · ');
  await expect(line(page, `Filter ${stamp} incomplete`)).toContainText('Draft · ');
  // The state filter says the same.
  await page.goto(`/admin/blog-posts?q=${stamp}&status=hidden`);
  await expect(page.getByText('1 article, newest first.')).toBeVisible();
  await expect(line(page, `Filter ${stamp} whole`)).toHaveCount(1);
  await page.goto(`/admin/blog-posts?q=${stamp}&status=unpublished`);
  await expect(page.getByText('1 article, newest first.')).toBeVisible();
  await expect(line(page, `Filter ${stamp} incomplete`)).toHaveCount(1);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/admin/blog-posts?q=${stamp}`);
    await page.screenshot({ path: `${SHOTS}/draft-hidden-states-${width}.png`, fullPage: true });
  }
  await context.close();
});

test('a bulk Publish holds back a half-translated article and says so; it stays ticked, the others go on the site', async ({
  browser,
  request,
}) => {
  const email = await makeAccount(request, 'editor');
  const stamp = stampNumber();
  const { context, page } = await withoutJavaScript(browser, email);
  for (const [name, bangla] of [
    ['bulkhalf', BANGLA_HALF],
    ['bulkwhole', BANGLA_FULL],
  ] as const) {
    await fillArticle(page, `${name} ${stamp}`, `${name}-${stamp}`, bangla);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page).toHaveURL(/\/admin\/blog-posts\/\d+\?saved=draft/);
  }
  await page.goto(`/admin/blog-posts?q=${stamp}`);
  for (const name of ['bulkhalf', 'bulkwhole'])
    await page.getByLabel(`Tick “${name} ${stamp}”`).check();
  await page.getByLabel('With the ticked articles').selectOption('publish');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 article published.' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: heldBackWords(1) })).toBeVisible();
  await expect(page.getByLabel(`Tick “bulkhalf ${stamp}”`)).toBeChecked();
  await expect(page.getByLabel(`Tick “bulkwhole ${stamp}”`)).not.toBeChecked();
  expect((await request.get(`/blogs/details/bulkhalf-${stamp}`)).status()).toBe(404);
  expect((await request.get(`/blogs/details/bulkwhole-${stamp}`)).status()).toBe(200);
  await context.close();
});
