import { expect, test, type Page } from '@playwright/test';
import { CHOOSE_ALT, CHOOSE_ONE } from '@/lib/admin/alt-words';
import {
  chooseUpload,
  makeAccount,
  publishButton,
  publishNewArticle,
  signIn,
  smallPng,
} from '../support/editing';

/**
 * The new member of staff's last try, continued from editing-last-staff.spec.ts: a
 * refused bulk action that lost the ticks and the filter, "Save the choice" with no
 * choice that said nothing, and an article from before revisions were kept that
 * had no earlier version to go back to once published over.
 */

const SHOTS = '/work/shots-editor8';
const stampNumber = () => Math.floor(Math.random() * 1_000_000_000);
const REFUSED = 'Nothing was moved: tick “Yes, move the ticked articles to the bin” to confirm.';

async function article(page: Page, title: string) {
  await page.goto('/admin/blog-posts/new');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await publishNewArticle(page);
}

for (const javaScript of [true, false])
  test(`a refused bulk action keeps the ticks, the action chosen and the list's filter (JavaScript ${javaScript ? 'on' : 'off'})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const email = await makeAccount(request, 'editor');
    const stamp = stampNumber();
    const setup = await browser.newPage();
    await signIn(setup, email, '/admin/blog-posts/new');
    for (const n of [1, 2, 3]) await article(setup, `Refused ${stamp} number ${n}`);
    await setup.close();

    const context = await browser.newContext({ javaScriptEnabled: javaScript });
    const page = await context.newPage();
    // Signed out, the filtered list's address: the sign-in comes back to it, filters and all.
    await signIn(page, email, `/admin/blog-posts?q=${stamp}&status=published`);
    await expect(page).toHaveURL(new RegExp(`/admin/blog-posts\\?q=${stamp}&status=published$`));
    await expect(page.getByText('3 articles, newest first.')).toBeVisible();
    for (const n of [1, 3]) await page.getByLabel(`Tick “Refused ${stamp} number ${n}”`).check();
    await page.getByLabel('With the ticked articles').selectOption('delete');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('alert').filter({ hasText: REFUSED })).toBeVisible();

    // The list as it was: its search and state, the same three, the two still ticked.
    await expect(page.getByRole('searchbox', { name: 'Search articles' })).toHaveValue(
      String(stamp),
    );
    await expect(page.getByLabel('State')).toHaveValue('published');
    await expect(page.getByText('3 articles, newest first.')).toBeVisible();
    await expect(page.getByLabel(`Tick “Refused ${stamp} number 1”`)).toBeChecked();
    await expect(page.getByLabel(`Tick “Refused ${stamp} number 2”`)).not.toBeChecked();
    await expect(page.getByLabel(`Tick “Refused ${stamp} number 3”`)).toBeChecked();
    await expect(page.getByLabel('With the ticked articles')).toHaveValue('delete');
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({
        path: `${SHOTS}/bulk-refused-${javaScript ? 'js' : 'nojs'}-${width}.png`,
        fullPage: true,
      });
    }

    // Only the confirmation is left to tick: the two go to the bin, the third stays.
    await page.getByLabel('Yes, move the ticked articles to the bin (needed to delete)').check();
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('status')).toHaveText(
      '2 articles moved to the bin, off the site; restorable there for 30 days.',
    );
    await expect(page.getByText('1 article, newest first.')).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search articles' })).toHaveValue(
      String(stamp),
    );
    await context.close();
  });

test('"Save the choice" with neither alt text chosen says what to choose, at the choice, and keeps asking', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signIn(page, await makeAccount(request, 'editor'), '/admin/files');
  const stamp = stampNumber();
  const bytes = await smallPng();
  const upload = (name: string, alt: string) => chooseUpload(page, name, alt, bytes);
  await upload(`unchosen-${stamp}.png`, `First words ${stamp}`);
  await expect(page.getByRole('status').filter({ hasText: 'Uploaded: ' })).toBeVisible();
  await upload(`unchosen-${stamp}-again.png`, `Other words ${stamp}`);
  const question = page.getByRole('group', { name: new RegExp(`^${CHOOSE_ALT}`) });
  await expect(question).toBeFocused();
  await expect(question.getByRole('alert')).toHaveCount(0);

  await question.getByRole('button', { name: 'Save the choice' }).click();
  await expect(question.getByRole('alert')).toHaveText(CHOOSE_ONE);
  // Said where the choice is: the choice's own description names it.
  await expect(
    question.getByRole('group', { name: 'Which alt text does this picture keep?' }),
  ).toHaveAccessibleDescription(CHOOSE_ONE);
  await expect(question).toBeFocused();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await question.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/alt-choice-unanswered-${width}.png` });
  }
  // Chosen, it is done, and the words go.
  await question.getByRole('radio', { name: `The one it has: First words ${stamp}` }).check();
  await question.getByRole('button', { name: 'Save the choice' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `keeps its alt text “First words ${stamp}”` }),
  ).toBeVisible();
  await expect(page.getByText(CHOOSE_ONE)).toHaveCount(0);
});

test('an article from before revisions were kept, published over: the version it replaced is a revision, and restoring it brings it back', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // A demo article no other spec edits: seeded, so no revision holds it.
  const item = 20;
  await signIn(page, await makeAccount(request, 'editor'), `/admin/revisions/blog/${item}`);
  await expect(page.getByText('No revisions yet: the first save makes one.')).toBeVisible();
  await page.goto(`/admin/blog-posts/${item}`);
  const summary = page.getByLabel('Summary', { exact: true });
  const before = await summary.inputValue();
  await summary.fill(`${before} Published over.`);
  await publishButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published at' })).toBeVisible();

  await page.goto(`/admin/revisions/blog/${item}`);
  const saves = page.locator('main ol > li');
  await expect(saves).toHaveCount(2);
  await expect(saves.nth(0)).toContainText('the current version');
  await expect(saves.nth(1)).toContainText('Published');
  await expect(saves.nth(1)).toContainText('before revisions were kept');
  const difference = page.getByRole('region', {
    name: /^What changed from before revisions were kept to /,
  });
  await expect(difference.locator('dt')).toHaveText(['Summary']);
  await expect(difference.locator('dd ins')).toContainText('Published over.');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/revisions-before-kept-${width}.png`, fullPage: true });
  }

  await saves.nth(1).getByRole('button', { name: 'Restore this revision' }).click();
  await expect(page.getByRole('status')).toContainText('Restored as a draft');
  // Published again as it was: the demo article is left as it came.
  await page.goto(`/admin/blog-posts/${item}`);
  await expect(summary).toHaveValue(before);
  await publishButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published at' })).toBeVisible();
  await expect(page.getByRole('group', { name: /Publish anyway\?$/ })).toHaveCount(0);
});

test('the article list finds every word typed, in any order, and an article by its Bangla title', async ({
  page,
  request,
}) => {
  await signIn(page, await makeAccount(request, 'editor'), '/admin/blog-posts');
  const list = (q: string) => page.goto(`/admin/blog-posts?${new URLSearchParams({ q })}`);
  const dyeing = 'Closing the Loop on Water: How Our Dyeing Units';
  // The words apart and out of order, as people type them (a run of text found only itself).
  await list('water dyeing loop');
  await expect(page.getByRole('link', { name: dyeing, exact: false }).first()).toBeVisible();
  // Its Bangla title's words (bn values): "পানির চক্র পূর্ণ করা: …".
  await list('পানির চক্র');
  await expect(page.getByRole('link', { name: dyeing, exact: false }).first()).toBeVisible();
  await list('water নেই-এমন-শব্দ');
  await expect(page.getByText('0 articles, newest first.')).toBeVisible();
});
