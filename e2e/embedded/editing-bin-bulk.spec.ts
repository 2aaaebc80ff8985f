import { expect, test, type Page } from '@playwright/test';
import { BULK_REFUSED, NOTHING_TICKED, restoredWords } from '@/lib/admin/bin-words';
import { bodyEditor, makeAccount, publishButton, signIn } from '../support/editing';

/**
 * The new member of staff's finding: the Bin restored one item at a time. Several
 * ticked are restored at once, as a list's bulk action works, with and without
 * JavaScript; those refused stay ticked with why; nothing ticked restores nothing.
 */

const SHOTS = '/work/shots-editor9';
const stampWord = () =>
  `bulk${Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}${Math.random().toString(36).slice(2, 6)}`;

async function newArticle(page: Page, title: string, slug: string, author?: string) {
  await page.goto('/admin/blog-posts/new');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Address', { exact: true }).fill(slug);
  await page.getByLabel('Category').selectOption({ index: 1 });
  await page.getByLabel('Author').selectOption(author ? { label: author } : { index: 1 });
  await bodyEditor(page).click();
  await page.keyboard.type('A body.');
  await publishButton(page).click();
  await expect(page).toHaveURL(/\/admin\/blog-posts\/\d+\?saved=publish/);
  return new URL(page.url()).pathname;
}

async function deleteArticle(page: Page, article: string) {
  await page.goto(article);
  await page.getByText('Delete this article').click();
  await page.getByLabel('Yes, move it to the bin').check();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page).toHaveURL('/admin/blog-posts?deleted=1');
}

const tick = (page: Page, title: string) => page.getByLabel(`Tick “${title}”`, { exact: true });
const inBin = (page: Page, title: string) =>
  page.locator('main li').filter({ has: tick(page, title) });

for (const javaScript of [true, false])
  test(`the Bin restores the ticked items at once; one refused stays ticked with why (JavaScript ${javaScript ? 'on' : 'off'})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const email = await makeAccount(request, 'editor');
    const word = stampWord();
    const [a, b, c] = ['one', 'two', 'three'].map((n) => `Binned ${word} ${n}`) as [
      string,
      string,
      string,
    ];
    const setup = await browser.newPage();
    await signIn(setup, email, '/admin/blog-posts/new');
    for (const [title, n] of [
      [a, 1],
      [b, 2],
      [c, 3],
    ] as const)
      await deleteArticle(setup, await newArticle(setup, title, `${word}-${n}`));
    // The third one's address is taken meanwhile: it cannot come back as it was.
    await newArticle(setup, `Taker ${word}`, `${word}-3`);
    await setup.close();

    const context = await browser.newContext({ javaScriptEnabled: javaScript });
    const page = await context.newPage();
    await signIn(page, email, '/admin/bin');

    // Nothing ticked: nothing restored, and said so.
    await page.getByRole('button', { name: 'Restore the ticked' }).click();
    await expect(page.locator('main').getByRole('alert')).toHaveText(NOTHING_TICKED);
    for (const title of [a, b, c]) await expect(inBin(page, title)).toBeVisible();

    await tick(page, a).check();
    await tick(page, c).check();
    await page.getByRole('button', { name: 'Restore the ticked' }).click();
    await expect(page.locator('main').getByRole('status')).toHaveText(restoredWords(1));
    await expect(page.locator('main').getByRole('alert')).toHaveText(BULK_REFUSED.address(1));
    // The first is back on the site; the refused one is still in the bin, still ticked; the other untouched.
    await expect(inBin(page, a)).toHaveCount(0);
    expect((await request.get(`/blogs/details/${word}-1`)).status()).toBe(200);
    await expect(tick(page, c)).toBeChecked();
    await expect(tick(page, b)).not.toBeChecked();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      await page.screenshot({
        path: `${SHOTS}/bin-bulk-refused-${javaScript ? 'js' : 'nojs'}-${width}.png`,
        fullPage: true,
      });
    }

    // The refused one unticked, the other ticked: it comes back; the refused one stays.
    await tick(page, c).uncheck();
    await tick(page, b).check();
    await page.getByRole('button', { name: 'Restore the ticked' }).click();
    await expect(page.locator('main').getByRole('status')).toHaveText(restoredWords(1));
    await expect(inBin(page, b)).toHaveCount(0);
    await expect(inBin(page, c)).toBeVisible();
    await expect(tick(page, c)).not.toBeChecked();
    await context.close();
  });

test('an article ticked with its deleted author comes back with it: the author first', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = await makeAccount(request, 'editor');
  const word = stampWord();
  await signIn(page, email, '/admin/lists/authors/new');
  const name = `Author ${word}`;
  await page.getByLabel('Full name', { exact: true }).fill(name);
  await page.getByRole('button', { name: /^(Save|Publish)$/ }).click();
  await expect(page).toHaveURL(/\/admin\/lists\/authors\/\d+\?saved=/);
  const author = new URL(page.url()).pathname;

  const title = `By ${word}`;
  const article = await newArticle(page, title, `${word}-by`, name);
  await deleteArticle(page, article);
  await page.goto(author);
  await page.getByText(/^Delete an? /).click();
  await page.getByLabel('Yes, move it to the bin').check();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/lists\/authors\?deleted=1/);

  await page.goto('/admin/bin');
  // The article is listed first (deleted last but one): ticked with its author, both come back.
  await tick(page, title).check();
  await tick(page, name).check();
  await page.getByRole('button', { name: 'Restore the ticked' }).click();
  await expect(page.locator('main').getByRole('status')).toHaveText(restoredWords(2));
  await expect(page.locator('main').getByRole('alert')).toHaveCount(0);
  expect((await request.get(`/blogs/details/${word}-by`)).status()).toBe(200);
});
