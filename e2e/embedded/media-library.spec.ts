import { expect, test, type Page } from '@playwright/test';
import { CHOOSE_ONE } from '@/lib/admin/alt-words';
import {
  bodyEditor,
  makeAccount,
  publishButton,
  signIn,
  smallPng as png,
} from '../support/editing';

/**
 * Issue 45, item 7: the media library. Search (file name and alt text) and
 * paging without JavaScript, alt text in one place, replacing a file keeps its
 * uses, deleting refuses while a file is used, and only files the site has are
 * taken as picture addresses.
 */

const SHOTS = 'test-results/shots';
const MISSING_UPLOAD =
  'No uploaded file has this address: choose one in Pictures and files, or upload it here.';
const FOREIGN_ADDRESS =
  'This site does not serve that address: upload the picture here, or choose one in Pictures and files.';

const stampNumber = () => Math.floor(Math.random() * 1_000_000_000);

/** Uploads on the Pictures page and answers the file's address. */
async function upload(page: Page, name: string, alt: string, buffer: Buffer) {
  await page.getByLabel(/^File \(JPEG/).setInputFiles({ name, mimeType: 'image/png', buffer });
  await page.getByLabel('What the picture shows (alt text)').fill(alt);
  await page.getByRole('button', { name: 'Upload' }).click();
  const status = page.getByRole('status').filter({ hasText: 'Uploaded: ' });
  // The answer to this upload, not the one before (still shown until this one comes).
  await expect(status).toContainText(`/${name}`);
  const url = (await status.innerText()).replace('Uploaded: ', '').trim();
  expect(url).toMatch(/^\/files\/[0-9a-f]{64}\/[a-z0-9-]+\.png$/);
  return url;
}

/** A screenshot from the library's search down (the upload form is above it); the page has no script. */
async function shotFromSearch(page: Page, path: string) {
  const box = await page.locator('form[role=search]').boundingBox();
  const width = page.viewportSize()!.width;
  await page.screenshot({
    path,
    fullPage: true,
    clip: { x: 0, y: Math.max(0, box!.y - 70), width, height: 900 },
  });
}

const hashOf = (url: string) => url.split('/')[2]!;

/** A field's description starts with its error (a hint may follow). */
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** A new article with this featured picture address, published; answers its editing address. */
async function publishArticle(page: Page, title: string, slug: string, picture: string) {
  await page.goto('/admin/blog-posts/new');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Address', { exact: true }).fill(slug);
  await page.getByLabel('Category').selectOption({ index: 1 });
  await page.getByLabel('Author').selectOption({ index: 1 });
  await page.getByLabel('Summary', { exact: true }).fill('A summary of a media library test.');
  await page.getByLabel('Address of the picture').last().fill(picture);
  await bodyEditor(page).click();
  await page.keyboard.type('A body written for the media library test.');
  await publishButton(page).click();
  await expect(page).toHaveURL(/\/admin\/blog-posts\/\d+/);
  return new URL(page.url()).pathname;
}

test('the library is searched by file name and alt text and paged, without JavaScript', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const email = await makeAccount(request, 'editor');
  await signIn(page, email, '/admin/files');
  const token = `loom${Date.now().toString(36)}`;
  for (let i = 1; i <= 25; i++)
    await upload(page, `${token}-${i}.png`, `Circular loom ${token} number ${i}`, await png());

  for (const width of [390, 1280]) {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width, height: 900 },
    });
    const plain = await context.newPage();
    await signIn(plain, email, '/admin/files');
    await plain.getByRole('searchbox', { name: 'Search by file name or alt text' }).fill(token);
    await plain.getByRole('button', { name: 'Find' }).click();
    await expect(plain).toHaveURL(new RegExp(`q=${token}`));
    await expect(plain.getByText(`25 files found for “${token}”, newest first.`)).toBeVisible();
    const items = plain
      .locator('main li')
      .filter({ has: plain.getByRole('link', { name: /\.png$/ }) });
    await expect(items).toHaveCount(24);
    await expect(items.first()).toContainText(`Circular loom ${token} number 25`);
    // The search and its first results in view (the upload form is above them).
    await shotFromSearch(plain, `${SHOTS}/library-search-${width}.png`);
    await plain.getByRole('link', { name: 'Next page' }).click();
    await expect(plain.getByText('Page 2 of 2')).toBeVisible();
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText(`Circular loom ${token} number 1 ·`);

    // By alt text: "number 7" is not "number 17".
    await plain.goto(`/admin/files?q=${encodeURIComponent(`${token} number 7`)}`);
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText(`Circular loom ${token} number 7`);
    // By file name.
    await plain.goto(`/admin/files?q=${token}-12.png`);
    await expect(items).toHaveCount(1);
    await expect(items.first().getByRole('link')).toHaveText(`${token}-12.png`);
    await plain.goto(`/admin/files?q=${token}-nothing`);
    await expect(plain.getByText('No file matches this search.')).toBeVisible();

    await plain.goto('/admin/files');
    await expect(plain.getByRole('navigation', { name: 'Pages' })).toBeVisible();
    await shotFromSearch(plain, `${SHOTS}/library-list-${width}.png`);
    await context.close();
  }

  // The body's picture chooser searches and pages the same library.
  await page.goto('/admin/blog-posts/new');
  await page
    .getByRole('toolbar', { name: 'Formatting' })
    .getByRole('button', { name: 'Picture' })
    .click();
  const panel = page.getByRole('group', { name: 'Picture', exact: true });
  await panel.getByLabel('Search by name or alt text').fill(token);
  await panel.getByLabel('Search by name or alt text').press('Enter');
  await expect(panel.getByText('Page 1 of 2')).toBeVisible();
  await expect(panel.getByRole('button', { name: /^Use Circular loom/ })).toHaveCount(24);
  await panel.getByRole('button', { name: 'More pictures' }).click();
  await expect(panel.getByText('Page 2 of 2')).toBeVisible();
  await panel.getByRole('button', { name: `Use Circular loom ${token} number 1` }).click();
  await expect(panel.getByLabel('What it shows (alt text)')).toHaveValue(
    `Circular loom ${token} number 1`,
  );
  await expect(panel.getByLabel('Picture address (from Pictures and files)')).toHaveValue(
    new RegExp(`^/files/[0-9a-f]{64}/${token}-1\\.png$`),
  );
});

test("a file uploaded again with other alt text: a colleague's text stays until the uploader has seen both and chosen (without JavaScript), and the answer says truly where the text shows", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await signIn(page, await makeAccount(request, 'editor'), '/admin/files');
  const stamp = stampNumber();
  const bytes = await png();
  const url = await upload(page, `again-${stamp}.png`, `First words ${stamp}`, bytes);
  // An article with it as its picture, and with it in its body under the body's own alt text.
  const title = `Alt text twice ${stamp}`;
  const editing = await publishArticle(page, title, `alt-text-twice-${stamp}`, url);
  await page.goto(editing);
  await bodyEditor(page).click();
  await page.keyboard.press('Control+End');
  await page
    .getByRole('toolbar', { name: 'Formatting' })
    .getByRole('button', { name: 'Picture' })
    .click();
  const panel = page.getByRole('group', { name: 'Picture', exact: true });
  await panel.getByLabel('Picture address (from Pictures and files)').fill(url);
  await panel.getByLabel('What it shows (alt text)').fill(`In the body ${stamp}`);
  await panel.getByRole('button', { name: 'Insert' }).click();
  await publishButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published at' })).toBeVisible();

  for (const width of [390, 1280]) {
    // A colleague, on a browser without JavaScript, uploads the same bytes with other words.
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width, height: 900 },
    });
    const plain = await context.newPage();
    await signIn(plain, await makeAccount(request, 'editor'), '/admin/files');
    const mine = `Words of a colleague ${width} ${stamp}`;
    await plain.getByLabel(/^File \(JPEG/).setInputFiles({
      name: `again-${stamp}-copy.png`,
      mimeType: 'image/png',
      buffer: bytes,
    });
    await plain.getByLabel('What the picture shows (alt text)').fill(mine);
    await plain.getByRole('button', { name: 'Upload' }).click();
    // A question, not a success: its own group, named by it, with its choices and button.
    const question = plain.getByRole('group', {
      name: `This picture is already in the library, with other alt text. Choose which one it keeps: nothing changes until you do. (${url})`,
    });
    await expect(question.getByRole('button', { name: 'Save the choice' })).toBeVisible();
    await expect(plain.locator('form [role=status]')).toHaveCount(0);
    const before = width === 390 ? `First words ${stamp}` : `Words of a colleague 390 ${stamp}`;
    const choice = plain.getByRole('group', { name: 'Which alt text does this picture keep?' });
    await expect(choice.getByRole('radio', { name: `The one it has: ${before}` })).toBeVisible();
    await expect(choice.getByRole('radio', { name: `Yours: ${mine}` })).toBeVisible();
    await expect(choice).toContainText(
      `The picture of one article shows it (its page, the cards and the share card): “${title}”`,
    );
    await expect(choice).toContainText(
      `Not changed in one place that keeps its own alt text (a picture placed in a body, a list item's or a record's picture): “${title}”. Change it there.`,
    );
    // Not written yet: the file keeps the colleague's words.
    expect((await fileAlt(page, url)).trim()).toBe(before);
    await choice.scrollIntoViewIfNeeded();
    await plain.screenshot({ path: `${SHOTS}/alt-choice-${width}.png`, fullPage: false });
    // No choice made: asked again, nothing written.
    await plain.getByRole('button', { name: 'Save the choice' }).click();
    await expect(
      plain.getByRole('group', {
        name: 'This picture is already in the library, with other alt text. Choose which one it keeps: nothing changes until you do.',
        exact: true,
      }),
    ).toBeVisible();
    expect((await fileAlt(page, url)).trim()).toBe(before);
    await choice.getByRole('radio', { name: `Yours: ${mine}` }).check();
    await plain.getByRole('button', { name: 'Save the choice' }).click();
    await expect(plain.locator('form [role=status]')).toHaveText(
      `Alt text saved: “${mine}”. The picture of one article shows it (its page, the cards and the share card): “${title}”; and it is filled in wherever the picture is inserted from now on. Not changed in one place that keeps its own alt text (a picture placed in a body, a list item's or a record's picture): “${title}”. Change it there.`,
    );
    await context.close();
    // True on the public page: the article's picture says the new words, its body its own.
    const slug = `alt-text-twice-${stamp}`;
    await expect
      .poll(async () => (await request.get(`/blogs/details/${slug}`)).text())
      .toContain(`alt="${mine}"`);
    expect(await (await request.get(`/blogs/details/${slug}`)).text()).toContain(
      `alt="In the body ${stamp}"`,
    );
  }
});

test("alt text changed by a colleague while the file's page was open is not overwritten: both shown, one chosen; an article's picture field asks the same", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const email = await makeAccount(request, 'editor');
  await signIn(page, email, '/admin/files');
  const stamp = stampNumber();
  const bytes = await png();
  const url = await upload(page, `meanwhile-${stamp}.png`, `Mine first ${stamp}`, bytes);
  await page.goto(`/admin/files/${hashOf(url)}`);

  const colleague = await browser.newPage();
  await signIn(colleague, await makeAccount(request, 'editor'), `/admin/files/${hashOf(url)}`);
  await colleague.getByLabel('What the picture shows (alt text)').fill(`Theirs ${stamp}`);
  await colleague.getByRole('button', { name: 'Save alt text' }).click();
  await expect(
    colleague.getByRole('region', { name: 'Alt text' }).getByRole('status'),
  ).toContainText(`Alt text saved: “Theirs ${stamp}”.`);
  await colleague.close();

  const altRegion = page.getByRole('region', { name: 'Alt text' });
  await page.getByLabel('What the picture shows (alt text)').fill(`Mine again ${stamp}`);
  await page.getByRole('button', { name: 'Save alt text' }).click();
  await expect(altRegion.getByRole('alert')).toContainText(
    'Someone else changed this picture’s alt text while you had it open. Here are both: choose which one it keeps.',
  );
  const choice = page.getByRole('group', { name: 'Which alt text does this picture keep?' });
  await expect(
    choice.getByRole('radio', { name: `The one it has: Theirs ${stamp}` }),
  ).toBeVisible();
  await expect(choice.getByRole('radio', { name: `Yours: Mine again ${stamp}` })).toBeVisible();
  // Saved again without a choice: asked again, nothing written.
  await page.getByRole('button', { name: 'Save alt text' }).click();
  await expect(
    altRegion.getByRole('alert').filter({ hasText: 'Choose which one it keeps' }),
  ).toBeVisible();
  // And at the choice, what to do (editing-last-staff-more.spec.ts).
  await expect(altRegion.getByRole('alert').filter({ hasText: CHOOSE_ONE })).toBeVisible();
  await choice.getByRole('radio', { name: `The one it has: Theirs ${stamp}` }).check();
  await page.getByRole('button', { name: 'Save alt text' }).click();
  await expect(altRegion.getByRole('status')).toHaveText(
    `The picture keeps its alt text “Theirs ${stamp}”: nothing changed.`,
  );
  expect(await fileAlt(page, url)).toBe(`Theirs ${stamp}`);

  // The same bytes chosen as a new article's picture, with other words: the form asks too.
  await page.goto('/admin/blog-posts/new');
  await page.getByLabel('Title', { exact: true }).fill(`Asked in the form ${stamp}`);
  await page.getByLabel('Address', { exact: true }).fill(`asked-in-the-form-${stamp}`);
  await page.getByLabel('Category').selectOption({ index: 1 });
  await page.getByLabel('Author').selectOption({ index: 1 });
  await page.getByLabel('Summary', { exact: true }).fill('A summary of a media library test.');
  await bodyEditor(page).click();
  await page.keyboard.type('A body written for the media library test.');
  await page
    .getByLabel('Or upload a new picture (JPEG, PNG, WebP or SVG)')
    .setInputFiles({ name: `again-${stamp}.png`, mimeType: 'image/png', buffer: bytes });
  await page.getByLabel('What the new picture shows (alt text)').fill(`The form's words ${stamp}`);
  await publishButton(page).click();
  const asked = page.getByRole('group', { name: 'Which alt text does this picture keep?' });
  await expect(asked.getByRole('radio', { name: `The one it has: Theirs ${stamp}` })).toBeVisible();
  // The address is filled in: the file need not be chosen again.
  await expect(page.getByLabel('Address of the picture').last()).toHaveValue(url);
  expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe(
    `Asked in the form ${stamp}`,
  );
  await asked.getByRole('radio', { name: `Yours: The form's words ${stamp}` }).check();
  await publishButton(page).click();
  await expect(page).toHaveURL(/\/admin\/blog-posts\/\d+\?saved=publish/);
  expect(await fileAlt(page, url)).toBe(`The form's words ${stamp}`);
});

/** A file's alt text as its page in the library shows it. */
async function fileAlt(page: Page, url: string) {
  await page.goto(`/admin/files/${hashOf(url)}`);
  return page.getByLabel('What the picture shows (alt text)').inputValue();
}

test('a file in use is not deleted: the refusal names each use with a link; an unused one is deleted and its address gone', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signIn(page, await makeAccount(request, 'editor'), '/admin/files');
  const stamp = Date.now();
  const used = await upload(page, `used-${stamp}.png`, `A used picture ${stamp}`, await png());
  const unused = await upload(
    page,
    `unused-${stamp}.png`,
    `An unused picture ${stamp}`,
    await png(),
  );
  const title = `An article using a picture ${stamp}`;
  const editing = await publishArticle(page, title, `uses-a-picture-${stamp}`, used);

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/admin/files/${hashOf(used)}`);
    const usedIn = page.getByRole('region', { name: 'Used in' });
    await expect(usedIn.getByRole('link', { name: title })).toHaveAttribute('href', editing);
    await page.getByLabel('Yes, delete this file for good').check();
    await page.getByRole('button', { name: 'Delete the file' }).click();
    const refusal = page.getByRole('region', { name: 'Delete' }).getByRole('alert');
    await expect(refusal).toContainText('Not deleted: this file is still used in one place.');
    await expect(refusal.getByRole('link', { name: title })).toHaveAttribute('href', editing);
    await expect(refusal).toBeFocused();
    await refusal.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/library-used-in-refusal-${width}.png` });
  }
  expect((await request.get(used)).status()).toBe(200);

  await page.goto(`/admin/files/${hashOf(unused)}`);
  await expect(page.getByRole('region', { name: 'Used in' })).toContainText(
    'Not used anywhere on the site.',
  );
  // Once without the box ticked: nothing happens but a word.
  await page.getByRole('button', { name: 'Delete the file' }).click();
  await expect(page.getByRole('region', { name: 'Delete' }).getByRole('alert')).toHaveText(
    'Tick the box to confirm, then delete.',
  );
  expect((await request.get(unused)).status()).toBe(200);
  await page.getByLabel('Yes, delete this file for good').check();
  await page.getByRole('button', { name: 'Delete the file' }).click();
  await expect(page).toHaveURL(/\/admin\/files\?deleted=1$/);
  await expect(page.getByRole('status').first()).toHaveText('The file was deleted.');
  expect((await request.get(unused)).status()).toBe(404);
  expect((await page.goto(`/admin/files/${hashOf(unused)}`))?.status()).toBe(404);
});

test('a picture only an older version uses is still in use: "An older version of the article", and the delete refused', async ({
  page,
  request,
}) => {
  await signIn(page, await makeAccount(request, 'editor'), '/admin/files');
  const stamp = Date.now();
  const old = await upload(page, `older-${stamp}.png`, `An older picture ${stamp}`, await png());
  const title = `An article that changed its picture ${stamp}`;
  const editing = await publishArticle(page, title, `changed-picture-${stamp}`, old);
  // The article now has no picture; its first version still does.
  await page.getByLabel('Address of the picture').last().fill('');
  // The status still says "Published" from the first version: wait for this save's answer.
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && new URL(response.url()).pathname === editing,
  );
  await publishButton(page).click();
  expect((await saved).ok()).toBe(true);
  await expect(page.locator('form [role=status]')).toContainText('Published');

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/admin/files/${hashOf(old)}`);
    const usedIn = page.getByRole('region', { name: 'Used in' });
    await expect(usedIn).toContainText(`An older version of the article: ${title}`);
    await expect(usedIn.getByRole('link', { name: title })).toHaveAttribute(
      'href',
      `/admin/revisions/blog/${editing.split('/').pop()}`,
    );
    await page.screenshot({
      path: `test-results/shots/files-older-version-${width}.png`,
      fullPage: true,
    });
    await page.getByLabel('Yes, delete this file for good').check();
    await page.getByRole('button', { name: 'Delete the file' }).click();
    const refusal = page.getByRole('region', { name: 'Delete' }).getByRole('alert');
    await expect(refusal).toContainText(
      'Not deleted: this file is still used in one place, by an older version or an item in the bin: restoring it would show a broken picture. Replace the file instead',
    );
    await refusal.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/shots/files-older-version-refused-${width}.png` });
  }
  expect((await request.get(old)).status()).toBe(200);
});

test('replacing a file keeps its uses: the article shows the new one at once, the old address redirects, the ETag changes; alt text is edited in one place', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signIn(page, await makeAccount(request, 'editor'), '/admin/files');
  const stamp = Date.now();
  const old = await upload(page, `before-${stamp}.png`, `Before ${stamp}`, await png());
  const slug = `replaced-picture-${stamp}`;
  const editing = await publishArticle(page, `A picture replaced ${stamp}`, slug, old);
  const before = await request.get(old);
  expect(before.headers().etag).toBe(`"${hashOf(old)}"`);
  expect(await (await request.get(`/blogs/details/${slug}`)).text()).toContain(hashOf(old));

  await page.goto(`/admin/files/${hashOf(old)}`);
  await page.getByLabel(/^New file \(JPEG/).setInputFiles({
    name: `after-${stamp}.png`,
    mimeType: 'image/png',
    buffer: await png(),
  });
  await page.getByRole('button', { name: 'Replace' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Replaced. Every place that used the old file now shows this one.',
  );
  const now = await page.locator('dd code').innerText();
  expect(now).toMatch(new RegExp(`^/files/[0-9a-f]{64}/after-${stamp}\\.png$`));
  expect(hashOf(now)).not.toBe(hashOf(old));
  // The alt text went with it, and the use with it.
  await expect(page.getByLabel('What the picture shows (alt text)')).toHaveValue(`Before ${stamp}`);
  await expect(
    page
      .getByRole('region', { name: 'Used in' })
      .getByRole('link', { name: `A picture replaced ${stamp}` }),
  ).toHaveAttribute('href', editing);

  const moved = await request.get(old, { maxRedirects: 0 });
  expect(moved.status()).toBe(308);
  expect(moved.headers().location).toBe(now);
  const after = await request.get(now);
  expect(after.status()).toBe(200);
  expect(after.headers().etag).toBe(`"${hashOf(now)}"`);
  const article = await (await request.get(`/blogs/details/${slug}`)).text();
  expect(article).toContain(hashOf(now));
  expect(article).not.toContain(hashOf(old));
  await page.goto(editing);
  await expect(page.getByLabel('Address of the picture').last()).toHaveValue(now);

  // Alt text in one place: the article's page reads it from the file.
  await page.goto(`/admin/files/${hashOf(now)}`);
  await page.getByLabel('What the picture shows (alt text)').fill(`After, described anew ${stamp}`);
  await page.getByRole('button', { name: 'Save alt text' }).click();
  await expect(page.getByRole('status')).toHaveText(
    `Alt text saved: “After, described anew ${stamp}”. The picture of one article shows it (its page, the cards and the share card): “A picture replaced ${stamp}”; and it is filled in wherever the picture is inserted from now on.`,
  );
  await expect(page.getByRole('status')).toBeFocused();
  await expect
    .poll(async () => (await request.get(`/blogs/details/${slug}`)).text())
    .toContain(`alt="After, described anew ${stamp}"`);
  // And the body's chooser fills it in.
  await page.goto('/admin/blog-posts/new');
  await page
    .getByRole('toolbar', { name: 'Formatting' })
    .getByRole('button', { name: 'Picture' })
    .click();
  const panel = page.getByRole('group', { name: 'Picture', exact: true });
  await panel.getByLabel('Search by name or alt text').fill(`described anew ${stamp}`);
  await panel.getByRole('button', { name: 'Find' }).click();
  await panel.getByRole('button', { name: `Use After, described anew ${stamp}` }).click();
  await expect(panel.getByLabel('What it shows (alt text)')).toHaveValue(
    `After, described anew ${stamp}`,
  );
});

test('only files the site has are taken as picture addresses: a made-up upload or another site is a field error and nothing typed is lost', async ({
  page,
  request,
}) => {
  await signIn(page, await makeAccount(request, 'editor'), '/admin/blog-posts/new');
  const stamp = Date.now();
  const title = `An article with a made-up picture ${stamp}`;
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Address', { exact: true }).fill(`made-up-picture-${stamp}`);
  await page.getByLabel('Category').selectOption({ index: 1 });
  await page.getByLabel('Author').selectOption({ index: 1 });
  await page.getByLabel('Summary', { exact: true }).fill('Kept through the refusal.');
  const picture = page.getByLabel('Address of the picture').last();
  await picture.fill(`/files/${'0'.repeat(64)}/made-up.png`);
  await bodyEditor(page).click();
  await page.keyboard.type('A body kept through the refusal.');
  await publishButton(page).click();
  await expect(picture).toHaveAccessibleDescription(startsWith(MISSING_UPLOAD));
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
  await expect(page.getByLabel('Summary', { exact: true })).toHaveValue(
    'Kept through the refusal.',
  );
  await expect(bodyEditor(page)).toHaveText('A body kept through the refusal.');

  await picture.fill('https://elsewhere.example/picture.jpg');
  await publishButton(page).click();
  await expect(picture).toHaveAccessibleDescription(startsWith(FOREIGN_ADDRESS));
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);

  // A picture the site ships is fine.
  await picture.fill('/demo/blog/blog-03.webp');
  await publishButton(page).click();
  // A new article's first publish does the most work of any save (a busy machine took over 10 s).
  await expect(page).toHaveURL(/\/admin\/blog-posts\/\d+\?saved=publish/, { timeout: 30_000 });

  // A list item's picture, the same.
  await page.goto('/admin/lists/awards/new');
  await page.getByLabel('Title', { exact: true }).fill(`An award with a made-up picture ${stamp}`);
  const award = page.getByLabel('Address of the picture');
  await award.fill('/demo/awards/no-such-award.webp');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(award).toHaveAccessibleDescription(
    startsWith('This site has no file at this address.'),
  );
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(
    `An award with a made-up picture ${stamp}`,
  );
});
