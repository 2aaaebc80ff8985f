import { expect, test, type Browser, type Page } from '@playwright/test';
import { bodyEditor, makeAccount, signIn, smallPng } from '../support/editing';

/**
 * What the last new member of staff left: the picture's alt text only in English on
 * the Bangla pages; a phone's Save bar of about 200 px; an e-mail address broken
 * mid-word in the Bin; the Bangla marks of the lists unexplained.
 */

const SHOTS = '/work/shots-editor10';
const stamp = () => `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
const ENGLISH_ALT = 'Cones of dyed yarn on a creel';
const BANGLA_ALT = 'ক্রিলে রাখা রং করা সুতার কোন';

async function signedIn(browser: Browser, email: string, javaScript: boolean, width = 1280) {
  const context = await browser.newContext({
    javaScriptEnabled: javaScript,
    viewport: { width, height: 900 },
  });
  const page = await context.newPage();
  await signIn(page, email, '/admin/blog-posts/new');
  return { context, page };
}

/** A new article with an uploaded picture described in English (the body as a plain field). */
async function articleWithPicture(page: Page, title: string, slug: string) {
  await page.goto('/admin/blog-posts/new');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Address', { exact: true }).fill(slug);
  await page.getByLabel('Category').selectOption({ index: 1 });
  await page.getByLabel('Author').selectOption({ index: 1 });
  await page.getByLabel('Or upload a new picture (JPEG, PNG, WebP or SVG)').setInputFiles({
    name: `creel-${slug}.png`,
    mimeType: 'image/png',
    buffer: await smallPng(),
  });
  await page.getByLabel('What the new picture shows (alt text)').fill(ENGLISH_ALT);
}

const banglaTab = (page: Page) => page.locator('fieldset label').filter({ hasText: 'বাংলা' });
/** The article's picture in a page's HTML, with its attributes. */
const pictureTag = (html: string, alt: string) =>
  html.match(new RegExp(`<img[^>]*alt="${alt}"[^>]*>`))?.[0] ?? null;

for (const javaScript of [true, false])
  test(`an article's picture has a Bangla alt text beside the English, read on the Bangla page and cards without lang="en" (JavaScript ${javaScript ? 'on' : 'off'})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const id = stamp();
    const slug = `creel-alt-${id}`;
    const { context, page } = await signedIn(
      browser,
      await makeAccount(request, 'editor'),
      javaScript,
    );
    await articleWithPicture(page, `Creel ${id}`, slug);
    if (javaScript) {
      await bodyEditor(page).click();
      await page.keyboard.type('On the creel.');
    } else await page.getByLabel('Body', { exact: true }).fill('<p>On the creel.</p>');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page).toHaveURL(/\/admin\/blog-posts\/\d+\?saved=draft/);

    // The picture's English alt text is said in its box; the বাংলা tab counts its Bangla as missing.
    await expect(page.getByText(`Its alt text now: “${ENGLISH_ALT}”.`)).toBeVisible();
    await expect(banglaTab(page)).toContainText('3 missing');
    await banglaTab(page).click();
    const bangla = page.getByLabel('Picture, alt text (বাংলা)');
    await expect(bangla).toHaveAccessibleDescription(
      `In English: “${ENGLISH_ALT}”. Left empty, the Bangla page reads the English one.`,
    );
    await bangla.fill(BANGLA_ALT);
    if (javaScript) await expect(banglaTab(page)).toContainText('2 missing');
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await bangla.scrollIntoViewIfNeeded();
      await page.screenshot({
        path: `${SHOTS}/article-bangla-alt-${javaScript ? 'js' : 'nojs'}-${width}.png`,
      });
    }
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByRole('status')).toContainText('Published');
    await expect(banglaTab(page)).toContainText('2 missing');

    // The Bangla page and the Bangla list read it, unmarked; the English ones the English.
    const page_bn = await (await request.get(`/bn/blogs/details/${slug}`)).text();
    const tag = pictureTag(page_bn, BANGLA_ALT);
    expect(tag, 'the Bangla page names the picture in Bangla').not.toBeNull();
    expect(tag).not.toContain('lang=');
    expect(page_bn).not.toContain(`alt="${ENGLISH_ALT}"`);
    const cards_bn = await (await request.get('/bn/blogs')).text();
    expect(pictureTag(cards_bn, BANGLA_ALT)).not.toContain('lang=');
    expect(
      pictureTag(await (await request.get(`/blogs/details/${slug}`)).text(), ENGLISH_ALT),
    ).not.toBeNull();

    // Emptied, the Bangla page reads the English again, marked English.
    await banglaTab(page).click();
    await page.getByLabel('Picture, alt text (বাংলা)').fill('');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByRole('status')).toContainText('Published');
    await expect
      .poll(async () =>
        pictureTag(await (await request.get(`/bn/blogs/details/${slug}`)).text(), ENGLISH_ALT),
      )
      .toContain('lang="en"');
    await context.close();
  });

test('on a phone the Save bar is one row: its three buttons by their whole names, and Saved', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const id = stamp();
  const { context, page } = await signedIn(
    browser,
    await makeAccount(request, 'editor'),
    true,
    390,
  );
  await articleWithPicture(page, `Bar ${id}`, `bar-${id}`);
  await bodyEditor(page).click();
  await page.keyboard.type('A body.');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/blog-posts\/\d+\?saved=publish/);
  const bar = page.locator('[data-action-bar]');
  // A published article: all three buttons, by their whole names.
  for (const name of ['Save draft', 'Publish', 'Save hidden from the site'])
    await expect(bar.getByRole('button', { name, exact: true })).toBeVisible();
  const rows = () =>
    bar.evaluate((element) => {
      const tops = [...element.children]
        .filter((child) => child.getBoundingClientRect().height > 0)
        // Centred in the bar: a row's items share their middle.
        .map((child) => {
          const box = child.getBoundingClientRect();
          return Math.round(box.top + box.height / 2);
        });
      return {
        height: Math.round(element.getBoundingClientRect().height),
        rows: new Set(tops).size,
      };
    });
  // One row: 40 px buttons, 8 px above and below (it took about 200 px in three rows).
  expect(await rows()).toEqual({ height: expect.any(Number), rows: 1 });
  expect((await rows()).height).toBeLessThanOrEqual(60);
  await page.screenshot({ path: `${SHOTS}/save-bar-390.png` });
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(bar.getByText('Saved')).toBeVisible();
  expect((await rows()).rows).toBe(1);
  await page.screenshot({ path: `${SHOTS}/save-bar-saved-390.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/save-bar-1280.png` });
  await context.close();
});

test('in the Bin on a phone, the address of who deleted an item wraps only after its @', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const id = stamp();
  const title = `Binned ${id}`;
  // editor-<13 digits>-<5>@example.com: its local part fits a phone's line, the whole address not.
  const { context, page } = await signedIn(
    browser,
    await makeAccount(request, 'editor'),
    true,
    390,
  );
  await articleWithPicture(page, title, `binned-${id}`);
  await bodyEditor(page).click();
  await page.keyboard.type('A body.');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/admin\/blog-posts\/\d+\?saved=draft/);
  await page.getByText('Delete this article').click();
  await page.getByLabel('Yes, move it to the bin').check();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page).toHaveURL('/admin/blog-posts?deleted=1');
  await page.goto('/admin/bin');
  const address = page.locator('main li').filter({ hasText: title }).locator('[data-email]');
  // The text of each line the address takes, read from its characters' boxes.
  const lines = await address.evaluate((element) => {
    const text = element.textContent ?? '';
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const tops: { char: string; top: number }[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      for (let i = 0; i < (node.textContent ?? '').length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        tops.push({
          char: node.textContent![i]!,
          top: Math.round(range.getBoundingClientRect().top),
        });
      }
    const out: string[] = [];
    let last = NaN;
    for (const { char, top } of tops) {
      if (top !== last) out.push('');
      out[out.length - 1] += char;
      last = top;
    }
    return { text, out };
  });
  expect(lines.out.join('')).toBe(lines.text);
  // Two lines, split after the @.
  expect(lines.out).toEqual([expect.stringMatching(/@$/), 'example.com']);
  await address.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/bin-address-390.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/bin-1280.png` });
  await context.close();
});

test('the lists say what each Bangla mark means, where the marks are', async ({
  page,
  request,
}) => {
  await signIn(page, await makeAccount(request, 'editor'), '/admin/blog-posts');
  for (const path of ['/admin/blog-posts', '/admin/lists/jobs']) {
    await page.goto(path);
    await expect(page.locator('[data-bangla-legend] dt')).toHaveText([
      'বাংলা ✓',
      'No Bangla',
      'Bangla missing: …',
      'Bangla incomplete: …',
    ]);
    await expect(page.locator('[data-bangla-legend] dd').nth(1)).toHaveText(
      'nothing translated yet: its Bangla page is all English.',
    );
    await expect(page.locator('[data-bangla-legend]')).toBeVisible();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({
        path: `${SHOTS}/bangla-legend${path.replace(/\//g, '-')}-${width}.png`,
      });
    }
  }
});
