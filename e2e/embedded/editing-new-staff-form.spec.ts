import { expect, test, type Page } from '@playwright/test';
import { ALT_NEEDED, notKeptMessage } from '@/lib/admin/upload-size';
import { bodyEditor, makeAccount, signIn, smallPng } from '../support/editing';

/**
 * The last new member of staff's findings on the editing form: a picture chosen
 * for upload gone after a refused save without a word; the বাংলা tab's "N missing"
 * counted only on save; on a phone the Save bar over a focused field's hint.
 */

const SHOTS = '/work/shots-editor10';
const stamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
const UPLOAD = 'Or upload a new picture (JPEG, PNG, WebP or SVG)';

for (const javaScript of [true, false])
  test(`a picture chosen with a refused save: kept when it was stored, otherwise said beside the field (JavaScript ${javaScript ? 'on' : 'off'})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const email = await makeAccount(request, 'editor');
    const context = await browser.newContext({ javaScriptEnabled: javaScript });
    const page = await context.newPage();
    await signIn(page, email, '/admin/lists/authors/new');
    const file = page.getByLabel(UPLOAD);
    const png = await smallPng();

    // Chosen without its alt text and without the author's name: neither saved nor stored.
    await file.setInputFiles({
      name: `portrait-${stamp()}.png`,
      mimeType: 'image/png',
      buffer: png,
    });
    const chosen = (await file.evaluate((input: HTMLInputElement) => input.files![0]!.name))!;
    await page.getByRole('button', { name: /^(Save|Publish)$/ }).click();
    await expect(
      page.getByText('Nothing was saved: correct the fields marked below.'),
    ).toBeVisible();
    const note = notKeptMessage('picture', chosen);
    await expect(page.getByText(note)).toBeVisible();
    await expect(file).toHaveAccessibleDescription(`${ALT_NEEDED} ${note}`);
    await expect(page.getByLabel('Address of the picture')).toHaveValue('');
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await file.scrollIntoViewIfNeeded();
      await page.screenshot({
        path: `${SHOTS}/picture-not-kept-${javaScript ? 'js' : 'nojs'}-${width}.png`,
      });
    }

    if (javaScript) {
      // Chosen again, the note goes.
      await file.setInputFiles({ name: chosen, mimeType: 'image/png', buffer: png });
      await expect(page.getByText(note)).toHaveCount(0);
    } else await file.setInputFiles({ name: chosen, mimeType: 'image/png', buffer: png });
    // With its alt text, still without the name: the picture is stored, its address kept in the form.
    await page.getByLabel('What the new picture shows (alt text)').fill('A portrait');
    await page.getByRole('button', { name: /^(Save|Publish)$/ }).click();
    await expect(
      page.getByText('Nothing was saved: correct the fields marked below.'),
    ).toBeVisible();
    await expect(page.getByLabel('Address of the picture')).toHaveValue(/^\/files\/[0-9a-f]{64}\//);
    await expect(page.getByText(/was not kept: choose it again/)).toHaveCount(0);
    await context.close();
  });

test('the বাংলা tab’s missing count follows what is typed, in either language', async ({
  page,
  request,
}) => {
  await signIn(page, await makeAccount(request, 'editor'), '/admin/blog-posts/new');
  const count = page.locator('[data-missing-count]');
  await expect(count).toHaveCount(0);
  await page.getByLabel('Title', { exact: true }).fill(`Counted ${stamp()}`);
  await expect(count).toHaveText('1 missing');
  await bodyEditor(page).click();
  await page.keyboard.type('A body in English.');
  await expect(count).toHaveText('2 missing');

  await page.getByText('বাংলা', { exact: true }).click();
  await page.getByLabel('Title (বাংলা)').fill('গণনা');
  await expect(count).toHaveText('1 missing');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/bangla-missing-live-${width}.png` });
  }
  await page.getByLabel('Title (বাংলা)').fill('');
  await expect(count).toHaveText('2 missing');
  // The English emptied: nothing to translate there.
  await page.getByText('English', { exact: true }).click();
  await page.getByLabel('Title', { exact: true }).fill('');
  await expect(count).toHaveText('1 missing');
});

/** How far the bottom of a focused field, and of each note it is described by, is above the Save bar's top. */
const clearance = (page: Page) =>
  page.evaluate(() => {
    const field = document.activeElement as HTMLElement;
    const bar = document.querySelector('[data-action-bar]')!.getBoundingClientRect();
    const notes = (field.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => (id ? document.getElementById(id) : null))
      .filter((note): note is HTMLElement => note !== null && note.offsetParent !== null);
    const bottom = Math.max(
      field.getBoundingClientRect().bottom,
      ...notes.map((note) => note.getBoundingClientRect().bottom),
    );
    return Math.round(bar.top - bottom);
  });

// With JavaScript only: a field tapped just above the bar is in sight, so the browser
// scrolls nothing and ClearOfBar must. Without JavaScript the test could only watch
// Chromium's own scroll of a field reached from off the screen, which centres it
// whatever the page's CSS says: it could not fail from a change here, so it is gone.
test('on a phone, a focused field and its hint are never under the Save bar, down to the last field', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const email = await makeAccount(request, 'editor');
  const context = await browser.newContext({ viewport: { width: 390, height: 700 } });
  const page = await context.newPage();
  await signIn(page, email, '/admin/records/glance');
  const fields = page.locator(
    'form:has([data-action-bar]) :is(input:not([type=hidden]):not(.sr-only), textarea, select):visible',
  );
  // Each field of each tab: the বাংলা tab's hints quote the English, up to four lines.
  for (const tab of ['English', 'বাংলা']) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByText(tab, { exact: true }).click();
    await expect(page.locator(`input[name="$language"]:checked + span`)).toHaveText(tab);
    const n = await fields.count();
    expect(n).toBeGreaterThan(3);
    for (let i = 0; i < n; i++) {
      // The field tapped just above the bar, its hint under it: nothing scrolls for a field in sight.
      await fields.nth(i).evaluate((field) => {
        const bar = document.querySelector('[data-action-bar]')!.getBoundingClientRect();
        window.scrollBy({
          top: field.getBoundingClientRect().bottom - (bar.top - 4),
          behavior: 'instant',
        });
      });
      await fields.nth(i).click({ position: { x: 8, y: 8 } });
      await expect
        .poll(() => clearance(page), { message: `${tab} field ${i}` })
        .toBeGreaterThanOrEqual(0);
    }
  }
  // The last field, with its hint, above the bar.
  await page.screenshot({ path: `${SHOTS}/phone-last-field-js-390.png` });
  await context.close();
});

test('a new category named but not given an address gets one from its name; an article with no title is asked only for its title', async ({
  page,
  request,
}) => {
  const unique = stamp().replace(/[^a-z0-9]/g, '');
  await signIn(page, await makeAccount(request, 'editor'), '/admin/lists/blog-categories/new');
  await page.getByLabel('Name', { exact: true }).fill(`Worker Welfare ${unique}`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/lists\/blog-categories\/\d+\?saved=saved/);
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue(`worker-welfare-${unique}`);
  expect((await request.get(`/blogs/worker-welfare-${unique}`)).status()).toBe(200);

  await page.goto('/admin/blog-posts/new');
  await page.getByRole('button', { name: 'Save draft' }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'Nothing was saved' });
  await expect(notice).toContainText('Nothing was saved');
  await expect(notice.getByRole('link', { name: 'Title', exact: true })).toBeVisible();
  await expect(notice.getByRole('link', { name: /^Address/ })).toHaveCount(0);
});
