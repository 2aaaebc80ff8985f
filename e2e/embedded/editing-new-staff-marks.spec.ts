import { expect, test, type Page } from '@playwright/test';
import { CHOOSE_ALT } from '@/lib/admin/alt-words';
import { chooseUpload, makeAccount, signIn, smallPng as png } from '../support/editing';

/**
 * What a new member of staff met on their last try of the editing area (issue 45,
 * the editor7 round), continued from editing-new-staff.spec.ts: a question shown
 * as a success, and a half-translated article marked as translated.
 */

const SHOTS = '/work/shots-editor7';

const stampNumber = () => Math.floor(Math.random() * 1_000_000_000);

const background = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => getComputedStyle(element).backgroundColor);

test('the same file uploaded with other alt text asks a question: not in a success box, a group named by the question, focused, with its choices and button', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signIn(page, await makeAccount(request, 'editor'), '/admin/files');
  const stamp = stampNumber();
  const bytes = await png();
  await chooseUpload(page, `asked-${stamp}.png`, `First words ${stamp}`, bytes);
  const uploaded = page.getByRole('status').filter({ hasText: 'Uploaded: ' });
  await expect(uploaded).toContainText(`/asked-${stamp}.png`);
  const url = (await uploaded.innerText()).replace('Uploaded: ', '').trim();
  const success = await uploaded.evaluate((element) => getComputedStyle(element).backgroundColor);

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await chooseUpload(page, `asked-${stamp}-again.png`, `Other words ${width}`, bytes);
    const question = page.getByRole('group', { name: `${CHOOSE_ALT} (${url})`, exact: true });
    await expect(question).toBeFocused();
    // A question, not a success: no status says it, and its box is not the success's colour.
    await expect(page.getByRole('status').filter({ hasText: CHOOSE_ALT })).toHaveCount(0);
    expect(await background(page, 'main [role=group][tabindex="-1"]')).not.toBe(success);
    await expect(
      question.getByRole('radio', { name: `The one it has: First words ${stamp}` }),
    ).toBeVisible();
    await expect(
      question.getByRole('radio', { name: `Yours: Other words ${width}` }),
    ).toBeVisible();
    await expect(question.getByRole('button', { name: 'Save the choice' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/upload-question-${width}.png` });
    // Keyboard on from the question: the first choice is the next stop.
    await page.keyboard.press('Tab');
    await expect(question.getByRole('radio').first()).toBeFocused();
  }
  // Answered, it is a success again, in the success's colour.
  const question = page.getByRole('group', { name: `${CHOOSE_ALT} (${url})`, exact: true });
  await question.getByRole('radio', { name: 'Yours: Other words 1280' }).check();
  await question.getByRole('button', { name: 'Save the choice' }).click();
  const saved = page.getByRole('status').filter({ hasText: 'Alt text saved: “Other words 1280”.' });
  await expect(saved).toBeVisible();
  expect(await saved.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
    success,
  );
  await expect(page.getByRole('group', { name: CHOOSE_ALT })).toHaveCount(0);
});

/** Two headings, four paragraphs of forty words: an English body as staff write one. */
const paragraph = (word: string) => `<p>${word} ${'cotton '.repeat(40)}</p>`;
const ENGLISH = `<h2>Yarn</h2>${paragraph('One')}${paragraph('Two')}<h2>Dye</h2>${paragraph('Three')}${paragraph('Four')}`;
const banglaParagraph = (word: string) => `<p>${word} ${'তুলা '.repeat(40)}</p>`;
const BANGLA_FULL = `<h2>সুতা</h2>${banglaParagraph('এক')}${banglaParagraph('দুই')}<h2>রং</h2>${banglaParagraph('তিন')}${banglaParagraph('চার')}`;

/**
 * The rule (lib/admin/bangla-body.ts): a Bangla body with fewer headings, or fewer
 * paragraphs, than the English, or less than half its text, is "Bangla incomplete".
 */
const BANGLA_BODIES = [
  {
    name: 'the first half',
    body: `<h2>সুতা</h2>${banglaParagraph('এক')}${banglaParagraph('দুই')}`,
    mark: 'Bangla incomplete: Body',
  },
  {
    name: 'every heading, one paragraph short',
    body: `<h2>সুতা</h2>${banglaParagraph('এক')}${banglaParagraph('দুই')}<h2>রং</h2>${banglaParagraph('তিন')}`,
    mark: 'Bangla incomplete: Body',
  },
  {
    name: 'every paragraph, a line each',
    body: '<h2>সুতা</h2><p>এক</p><p>দুই</p><h2>রং</h2><p>তিন</p><p>চার</p>',
    mark: 'Bangla incomplete: Body',
  },
  { name: 'all of it', body: BANGLA_FULL, mark: 'বাংলা ✓' },
];

test('the list marks a half-translated body "Bangla incomplete", a whole one "বাংলা ✓"', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  // Without JavaScript the body is a plain field of HTML: the test writes it as it is.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signIn(page, await makeAccount(request, 'editor'), '/admin/blog-posts/new');
  const stamp = stampNumber();
  for (const [i, { name, body }] of BANGLA_BODIES.entries()) {
    await page.goto('/admin/blog-posts/new');
    await page.getByLabel('Title', { exact: true }).fill(`Half translated ${stamp} ${i} (${name})`);
    await page.getByLabel('Address', { exact: true }).fill(`half-translated-${stamp}-${i}`);
    await page.getByLabel('Category').selectOption({ index: 1 });
    await page.getByLabel('Author').selectOption({ index: 1 });
    await page.getByLabel('Summary', { exact: true }).fill('A summary.');
    await page.getByLabel('Body', { exact: true }).fill(ENGLISH);
    await page.locator('fieldset label').filter({ hasText: 'বাংলা' }).click();
    await page.getByLabel('Title (বাংলা)').fill(`আংশিক ${i}`);
    await page.getByLabel('Summary (বাংলা)').fill('সারাংশ');
    await page.getByLabel('Body (বাংলা)').fill(body);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page).toHaveURL(/\/admin\/blog-posts\/\d+\?saved=draft/);
  }
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/admin/blog-posts?q=${stamp}`);
    for (const [i, { mark }] of BANGLA_BODIES.entries())
      await expect(
        page
          .locator('main li')
          .filter({ hasText: `Half translated ${stamp} ${i} ` })
          .locator('[data-bangla]'),
      ).toHaveText(mark);
    await page.screenshot({ path: `${SHOTS}/bangla-incomplete-list-${width}.png`, fullPage: true });
  }
  await context.close();
});
