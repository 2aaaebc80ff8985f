import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { searchHref } from '../../lib/search/search-href';
import { bodyEditor, makeAccount, publishButton, signIn } from '../support/editing';

/**
 * Issue 45, item 5: every save kept as a revision, a readable difference of any
 * two, a restore that is a new save (and refused over a newer one); a delete
 * that goes to a bin, off the site at once, restored as it was; History in words.
 */

/** A word no other content has, so that search and the feed can be asked about it. */
const uniqueWord = () =>
  `wombat${Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;

/** Nothing wider than the window: no table or line clipped off a phone's screen. */
async function expectNoSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
}

async function newArticle(page: Page, title: string, slug: string, text: string) {
  await page.goto('/admin/blog-posts/new');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Address', { exact: true }).fill(slug);
  await page.getByLabel('Category').selectOption({ index: 1 });
  await page.getByLabel('Author').selectOption({ index: 1 });
  await page.getByLabel('Summary', { exact: true }).fill('Written to test revisions and the bin.');
  await bodyEditor(page).click();
  await page.keyboard.type(text);
  await publishButton(page).click();
  await expect(page).toHaveURL(/\/admin\/blog-posts\/\d+\?saved=publish/);
  return new URL(page.url()).pathname;
}

async function moveToBin(page: Page, article: string) {
  await page.goto(article);
  await page.getByText('Delete this article').click();
  await page.getByLabel('Yes, move it to the bin').check();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page).toHaveURL('/admin/blog-posts?deleted=1');
  await expect(page.getByRole('status')).toContainText('moved to the bin');
}

/** Where a published article shows: its page, /blogs, the feed, the sitemap and search. */
async function onTheSite(request: APIRequestContext, slug: string, title: string, word: string) {
  const [own, list, feed, sitemap, search] = await Promise.all(
    [`/blogs/details/${slug}`, '/blogs', '/blogs/feed.xml', '/sitemap.xml', searchHref(word)].map(
      (path) => request.get(path),
    ),
  );
  return {
    page: own!.status(),
    list: (await list!.text()).includes(title),
    feed: (await feed!.text()).includes(title),
    sitemap: (await sitemap!.text()).includes(`/blogs/details/${slug}`),
    search: (await search!.text()).includes(`href="/blogs/details/${slug}"`),
  };
}

for (const width of [390, 1280]) {
  test(`at ${width} px: each save is a revision; two are compared field by field, one restored as a new save, never over a newer save`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 1000 });
    const email = await makeAccount(request, 'editor');
    await signIn(page, email, '/admin/blog-posts/new');
    const word = uniqueWord();
    const title = `Revisions of ${word}`;
    const article = await newArticle(page, title, `revisions-${word}`, 'The first body of it.');

    await page.getByLabel('Title', { exact: true }).fill(`${title} renamed`);
    await bodyEditor(page).focus();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' A second sentence.');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByRole('status')).toContainText('Draft saved at');

    await page.goto(article);
    await page.getByRole('link', { name: 'Revisions (2)' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Revisions of “${title}”`);
    const saves = page.locator('main ol > li');
    await expect(saves).toHaveCount(2);
    // A draft waits on a published article: the draft is labelled as one, the published save as live.
    await expect(saves.nth(0)).toContainText('Draft saved by');
    await expect(saves.nth(0)).toContainText('The draft: not on the site yet');
    await expect(saves.nth(0)).not.toContainText('the current version');
    await expect(saves.nth(0)).not.toContainText('Live');
    await expect(saves.nth(1)).toContainText('Published by');
    await expect(saves.nth(1)).toContainText('Live: the version on the site');
    await expect(page.getByText('Live: the version on the site')).toHaveCount(1);
    await page.screenshot({
      path: `test-results/shots/revisions-draft-and-live-${width}.png`,
      fullPage: true,
    });

    // The newest against the one before it, by default: each changed field under its label.
    const difference = page.getByRole('region', { name: /^What changed from/ });
    await expect(difference.locator('dt')).toHaveText(['Title', 'Body']);
    await expect(difference.locator('dd').nth(0).locator('ins')).toHaveText('[added: renamed]');
    await expect(difference.locator('dd').nth(0).locator('del')).toHaveCount(0);
    await expect(difference.locator('dd').nth(1).locator('ins')).toHaveText(
      '[added: A second sentence.]',
    );
    await expectNoSidewaysScroll(page);
    await page.screenshot({
      path: `test-results/shots/revisions-${width}.png`,
      fullPage: true,
    });

    // Any two, either way round.
    await saves.nth(0).getByRole('radio', { name: 'From' }).check();
    await saves.nth(1).getByRole('radio', { name: 'To' }).check();
    await page.getByRole('button', { name: 'Compare the two chosen' }).click();
    await expect(difference.locator('dd').nth(1).locator('del')).toHaveText(
      '[removed: A second sentence.]',
    );

    // Another editor saves meanwhile: the restore of this page's view is refused.
    const other = await (await browser.newContext()).newPage();
    await signIn(other, await makeAccount(request, 'editor'), article);
    await other.getByLabel('Summary', { exact: true }).fill('Changed by the other editor.');
    await other.getByRole('button', { name: 'Save draft' }).click();
    await expect(other.getByRole('status')).toContainText('Draft saved at');
    await saves.nth(1).getByRole('button', { name: 'Restore this revision' }).click();
    await expect(page.locator('main').getByRole('alert')).toHaveText(
      'Not restored: someone saved this item after you opened this page. Look at the newest revision, then restore again if you still want to.',
    );
    await expect(saves).toHaveCount(3);

    // Seen the newest, restored: a new save, the published words back in the form,
    // and, being the version on the site, no draft waiting.
    await saves.nth(2).getByRole('button', { name: 'Restore this revision' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Restored: it is the version on the site, so no draft waits any more.',
    );
    await expect(page.getByText('The draft: not on the site yet')).toHaveCount(0);
    await expect(saves).toHaveCount(4);
    await expect(saves.nth(0)).toContainText('An earlier revision restored by');
    await page.goto(article);
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
    await expect(page.getByLabel('Summary', { exact: true })).toHaveValue(
      'Written to test revisions and the bin.',
    );
    await expect(bodyEditor(page)).toHaveText('The first body of it.');
    await moveToBin(page, article);
  });
}

test('a deleted article is off the site at once (page, list, feed, sitemap, search) and in the bin; restored, it is back as it was', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = await makeAccount(request, 'editor');
  await signIn(page, email, '/admin/blog-posts/new');
  const word = uniqueWord();
  const title = `In the bin ${word}`;
  const slug = `bin-${word}`;
  const article = await newArticle(page, title, slug, `A body about ${word}.`);
  const everywhere = { page: 200, list: true, feed: true, sitemap: true, search: true };
  await expect.poll(() => onTheSite(request, slug, title, word)).toEqual(everywhere);

  await moveToBin(page, article);
  expect(await onTheSite(request, slug, title, word)).toEqual({
    page: 404,
    list: false,
    feed: false,
    sitemap: false,
    search: false,
  });

  await page.getByRole('link', { name: 'bin', exact: true }).click();
  await expect(page).toHaveURL('/admin/bin');
  const item = page.getByRole('listitem').filter({ hasText: title });
  await expect(item).toContainText(`Article · deleted by ${email} on`);
  await expect(item).toContainText('deleted for good on');
  await item.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByRole('status')).toContainText(
    'Restored, as it was before it was deleted.',
  );
  await expect(page.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
  expect(await onTheSite(request, slug, title, word)).toEqual(everywhere);
  await page.getByRole('link', { name: 'Open it' }).click();
  await expect(page).toHaveURL(article);
  await expect(page.getByText('On the site.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Revisions (1)' })).toBeVisible();

  // Deleted for good: only with the box ticked.
  await moveToBin(page, article);
  await page.goto('/admin/bin');
  const again = page.getByRole('listitem').filter({ hasText: title });
  await again.locator('summary', { hasText: 'Delete for good' }).click();
  await again.getByRole('button', { name: 'Delete for good' }).click();
  await expect(page).toHaveURL('/admin/bin'); // the browser asks for the box first
  await again.getByLabel(`Yes, delete “${title}” for good.`).check();
  await again.getByRole('button', { name: 'Delete for good' }).click();
  await expect(page.getByRole('status')).toHaveText('1 item was deleted for good.');
  await expect(page.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
  expect((await request.get(`/blogs/details/${slug}`)).status()).toBe(404);
});

test('a hidden job deleted and restored comes back hidden; emptying the bin asks first', async ({
  page,
  request,
}) => {
  const email = await makeAccount(request, 'editor');
  await signIn(page, email, '/admin/lists/jobs/new');
  const title = `Binned job ${Date.now()}`;
  await page.getByLabel('Position', { exact: true }).fill(title);
  await page.getByLabel('Location', { exact: true }).fill('Gazipur');
  await page.getByLabel('Type', { exact: true }).fill('Full time');
  await page.getByLabel('Vacancies').fill('2');
  await page.getByLabel('Application deadline').fill('2099-12-31');
  await page.getByLabel('Where to apply (address)').fill('https://example.com/apply');
  await page.getByRole('button', { name: 'Save hidden from the site' }).click();
  await expect(page).toHaveURL(/\/admin\/lists\/jobs\/\d+\?saved=hidden/);
  const item = new URL(page.url()).pathname;

  await page.getByText('Delete a job opening').click();
  await page.getByLabel('Yes, move it to the bin').check();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page).toHaveURL('/admin/lists/jobs?deleted=1');

  await page.goto('/admin/bin');
  const binned = page.getByRole('listitem').filter({ hasText: title });
  await expect(binned).toContainText(`Job openings · was not on the site · deleted by ${email}`);
  await binned.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByRole('status')).toContainText('Restored');
  await page.goto(item);
  await expect(page.getByLabel('Position', { exact: true })).toHaveValue(title);
  expect(await (await request.get('/career')).text()).not.toContain(title);

  await page.getByText('Delete a job opening').click();
  await page.getByLabel('Yes, move it to the bin').check();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page).toHaveURL('/admin/lists/jobs?deleted=1');
  await page.goto('/admin/bin');
  await page.locator('summary', { hasText: 'Empty the bin' }).click();
  await page.getByRole('button', { name: 'Empty the bin' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: title })).toBeVisible();
  await page.getByLabel(/^Yes, delete all \d+ items? for good\.$/).check();
  await page.getByRole('button', { name: 'Empty the bin' }).click();
  await expect(page.getByRole('status')).toContainText('deleted for good.');
  await expect(page.getByText('The bin is empty.')).toBeVisible();
});

for (const width of [390, 1280]) {
  test(`at ${width} px: History says in words who did what, without codes, and fits the screen; the bin too`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const email = await makeAccount(request, 'admin');
    await signIn(page, email, '/admin/blog-posts/new');
    const word = uniqueWord();
    const title = `History in words ${word}`;
    const article = await newArticle(page, title, `history-${word}`, 'Words.');
    await moveToBin(page, article);

    await page.goto('/admin/bin');
    await expect(page.getByRole('listitem').filter({ hasText: title })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `test-results/shots/bin-${width}.png`, fullPage: true });

    await page.goto('/admin/history');
    const lines = page.locator('main ol > li');
    await expect(lines.nth(0)).toContainText(
      `Test admin deleted the article “${title}” (moved to the bin).`,
    );
    await expect(lines.nth(1)).toContainText(`Test admin published the article “${title}”.`);
    await expect(lines.nth(0)).toContainText(email);
    await expect(page.locator('main')).not.toContainText('blog.delete');
    await expect(page.locator('main')).not.toContainText('"slug"');
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `test-results/shots/history-${width}.png` });
  });
}

test('a record’s publication is a revision too', async ({ page, request }) => {
  await signIn(page, await makeAccount(request, 'editor'), '/admin/records/knitting');
  const link = page.getByRole('link', { name: /^Revisions \(\d+\)$/ });
  const before = Number(/\d+/.exec((await link.textContent())!)![0]);
  await publishButton(page).click();
  await expect(page.getByRole('status')).toContainText('Published.');
  await page.reload();
  await expect(link).toHaveText(`Revisions (${Math.min(before + 1, 50)})`);
  await link.click();
  await expect(page.locator('main ol > li').first()).toContainText('Published by');
});

test('a discarded draft: the revisions say the published version is current, and the draft can be restored', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = await makeAccount(request, 'editor');
  await signIn(page, email, '/admin/blog-posts/new');
  const word = uniqueWord();
  const title = `Discarded draft of ${word}`;
  const article = await newArticle(page, title, `discarded-${word}`, 'The published body.');

  await page.getByLabel('Title', { exact: true }).fill(`${title}, drafted`);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status')).toContainText('Draft saved at');
  await page.goto(article);
  await page.getByText('Discard the draft…').click();
  await page.getByRole('button', { name: 'Yes, discard the draft' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'The draft was discarded: the form shows the published version. The draft stays among the revisions.',
  );
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);

  await page.getByRole('link', { name: 'Revisions (3)' }).click();
  const saves = page.locator('main ol > li');
  await expect(saves).toHaveCount(3);
  // The newest line is what is current: the published version, back in the form.
  await expect(saves.nth(0)).toContainText(
    `Draft discarded, back to the published version by ${email}`,
  );
  await expect(saves.nth(0)).toContainText('the current version');
  await expect(saves.nth(0)).toContainText('Live: the version on the site');
  await expect(saves.nth(0).getByRole('button', { name: 'Restore this revision' })).toHaveCount(0);
  await expect(saves.nth(1)).toContainText('Draft saved by');
  await expect(saves.nth(1)).not.toContainText('the current version');
  await expect(saves.nth(1)).not.toContainText('The draft: not on the site yet');
  const difference = page.getByRole('region', { name: /^What changed from/ });
  await expect(difference.locator('dt')).toHaveText(['Title']);
  await expect(difference.locator('dd del')).toContainText(', drafted]');

  // The discard undone: the draft restored, as a draft; the site keeps the published version.
  await saves.nth(1).getByRole('button', { name: 'Restore this revision' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Restored as a draft: the site still shows the published version. Publish it on the item’s form.',
  );
  await expect(saves).toHaveCount(4);
  await page.goto(article);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(`${title}, drafted`);
  expect(await (await request.get(`/blogs/details/discarded-${word}`)).text()).not.toContain(
    `${title}, drafted`,
  );
  await moveToBin(page, article);
});

test('a record’s discarded draft: the published record is the current revision, the draft restorable', async ({
  page,
  request,
}) => {
  const email = await makeAccount(request, 'editor');
  await signIn(page, email, '/admin/records/knitting');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status')).toContainText('Draft saved');
  await page.reload();
  await page.getByText('Discard the draft…').click();
  await page.getByRole('button', { name: 'Yes, discard the draft' }).click();
  await expect(page.getByRole('status')).toContainText('The draft was discarded');
  await page.getByRole('link', { name: /^Revisions \(\d+\)$/ }).click();
  const saves = page.locator('main ol > li');
  await expect(saves.nth(0)).toContainText(
    `Draft discarded, back to the published version by ${email}`,
  );
  await expect(saves.nth(0)).toContainText('the current version');
  await expect(saves.nth(1)).toContainText('Draft saved by');
  await expect(saves.nth(1).getByRole('button', { name: 'Restore this revision' })).toBeVisible();
});

test('an article seeded before revisions were kept, with a draft waiting: the version on the site is a row, compared and restored like any', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // The demo's last article: seeded, so no revision holds its published version.
  const article = '/admin/blog-posts/24';
  await signIn(page, await makeAccount(request, 'editor'), article);
  const summary = await page.getByLabel('Summary', { exact: true }).inputValue();
  await page.getByLabel('Summary', { exact: true }).fill(`${summary} A draft sentence.`);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status')).toContainText('Draft saved at');

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/admin/revisions/blog/24`);
    const saves = page.locator('main ol > li');
    await expect(saves).toHaveCount(2);
    await expect(saves.nth(0)).toContainText('The draft: not on the site yet');
    await expect(saves.nth(1)).toContainText('Published');
    await expect(saves.nth(1)).toContainText('before revisions were kept');
    await expect(saves.nth(1)).toContainText('Live: the version on the site');
    // Compared by default with the draft: the summary's new sentence.
    const difference = page.getByRole('region', {
      name: /^What changed from before revisions were kept to /,
    });
    await expect(difference.locator('dt')).toHaveText(['Summary']);
    await expect(difference.locator('dd ins')).toContainText('A draft sentence.');
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `test-results/shots/revisions-unkept-live-${width}.png` });
  }

  // Restored: saved again as the newest version; the version the site shows, so
  // the draft is gone (the demo article is left as it was).
  await page
    .locator('main ol > li')
    .nth(1)
    .getByRole('button', { name: 'Restore this revision' })
    .click();
  await expect(page.getByRole('status')).toHaveText(
    'Restored: it is the version on the site, so no draft waits any more.',
  );
  await expect(page.getByText('The draft: not on the site yet')).toHaveCount(0);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/shots/revisions-live-restored-${width}.png` });
  }
  await page.goto(article);
  await expect(page.getByLabel('Summary', { exact: true })).toHaveValue(summary);
  await expect(page.getByText('Discard the draft…')).toHaveCount(0);
});
