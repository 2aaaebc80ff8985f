import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { SHORT_BANGLA_QUESTION } from '@/lib/admin/blog-post-labels';
import { makeAccount, signIn, smallPng } from '../support/editing';
import { hydrated } from '../support/phone';

/**
 * What a new member of staff found on a phone in the article editor: the
 * half-Bangla question easy to miss, the বাংলা tab's alt-text hint not following
 * the English as typed, "Save hidden" without a word, a hint broken as "s / ave".
 */

const SHOTS = '/tmp/shots-editor12';
const PHONE = { width: 390, height: 844 };
const stamp = () => `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
const paragraph = (word: string) => `<p>${word} ${'cotton '.repeat(40)}</p>`;
const ENGLISH = `<h2>Yarn</h2>${paragraph('One')}${paragraph('Two')}<h2>Dye</h2>${paragraph('Three')}${paragraph('Four')}`;
/** The first half of the English only: "Bangla incomplete" (lib/admin/bangla-body.ts). */
const BANGLA_HALF = `<h2>সুতা</h2><p>এক ${'তুলা '.repeat(40)}</p><p>দুই ${'তুলা '.repeat(40)}</p>`;

async function signedIn(browser: Browser, email: string, javaScript: boolean, from: string) {
  const context = await browser.newContext({ javaScriptEnabled: javaScript, viewport: PHONE });
  const page = await context.newPage();
  await signIn(page, email, from);
  return { context, page };
}

/** A new article's form on a phone, with JavaScript, signed in as a new editor. */
const newArticle = async (browser: Browser, request: APIRequestContext) =>
  signedIn(browser, await makeAccount(request, 'editor'), true, '/admin/blog-posts/new');

/** A whole article saved as a draft without JavaScript (the body a plain field of HTML): its form's address. */
async function savedArticle(browser: Browser, email: string, slug: string, bangla?: string) {
  const { context, page } = await signedIn(browser, email, false, '/admin/blog-posts/new');
  await page.getByLabel('Title', { exact: true }).fill(`Phone ${slug}`);
  await page.getByLabel('Address', { exact: true }).fill(slug);
  await page.getByLabel('Category').selectOption({ index: 1 });
  await page.getByLabel('Author').selectOption({ index: 1 });
  await page.locator('textarea[name="description"]').fill(ENGLISH);
  if (bangla) {
    await page.locator('fieldset label').filter({ hasText: 'বাংলা' }).click();
    await page.locator('textarea[name="bn.description"]').fill(bangla);
  }
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/admin\/blog-posts\/\d+\?saved=draft/);
  const address = new URL(page.url()).pathname;
  await context.close();
  return address;
}

const question = (page: Page) => page.getByRole('group', { name: SHORT_BANGLA_QUESTION.question });
const bar = (page: Page) => page.locator('[data-action-bar]');

for (const javaScript of [true, false])
  test(`on a phone, Publish stopped by the half-Bangla question shows it beside the Save bar, in sight wherever the page is (JavaScript ${javaScript ? 'on' : 'off'})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const email = await makeAccount(request, 'editor');
    const slug = `phone-half-${stamp()}`;
    const address = await savedArticle(browser, email, slug, BANGLA_HALF);
    const { context, page } = await signedIn(browser, email, javaScript, address);
    const publish = page.getByRole('button', { name: 'Publish', exact: true });
    if (javaScript) await hydrated(publish);
    await publish.click();
    await expect(question(page)).toBeVisible();
    // In the sticky bar, just above its buttons, without following "Go to the question".
    await expect(
      bar(page).getByRole('group', { name: SHORT_BANGLA_QUESTION.question }),
    ).toHaveCount(1);
    if (javaScript) await expect(question(page)).toBeFocused();
    await page.screenshot({
      path: `${SHOTS}/half-bangla-question-${javaScript ? 'js' : 'nojs'}-390.png`,
    });
    for (const y of [-20_000, 1_500, 20_000]) {
      await page.mouse.wheel(0, y);
      await expect(bar(page)).toBeInViewport();
      const [q, buttons] = await Promise.all([question(page).boundingBox(), publish.boundingBox()]);
      expect(q!.y + q!.height).toBeLessThanOrEqual(buttons!.y);
      expect(q!.y).toBeGreaterThanOrEqual(0);
      expect(buttons!.y + buttons!.height).toBeLessThanOrEqual(PHONE.height);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({
      path: `${SHOTS}/half-bangla-question-${javaScript ? 'js' : 'nojs'}-1280.png`,
    });
    expect((await request.get(`/blogs/details/${slug}`)).status()).toBe(404);
    await question(page).getByRole('button', { name: SHORT_BANGLA_QUESTION.answer }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Published at' })).toBeVisible();
    await expect(question(page)).toHaveCount(0);
    expect((await request.get(`/blogs/details/${slug}`)).status()).toBe(200);
    await context.close();
  });

test('the বাংলা tab’s hint follows the English alt text as it is typed', async ({
  browser,
  request,
}) => {
  const { context, page } = await newArticle(browser, request);
  const upload = page.getByLabel('Or upload a new picture (JPEG, PNG, WebP or SVG)');
  const alt = page.getByLabel('What the new picture shows (alt text)');
  await hydrated(alt);
  await upload.setInputFiles({
    name: `hint-${stamp()}.png`,
    mimeType: 'image/png',
    buffer: await smallPng(),
  });
  const hint = page
    .locator('[data-bangla-fields]')
    .getByText(/^(In English|The picture has no alt)/);
  const tab = (name: string) => page.locator('fieldset label').filter({ hasText: name });
  await tab('বাংলা').click();
  await expect(hint).toHaveText(/^The picture has no alt text in English yet/);
  await tab('English').click();
  await alt.fill('Cones of yarn');
  await tab('বাংলা').click();
  await expect(hint).toHaveText(
    'In English: “Cones of yarn”. Left empty, the Bangla page reads the English one.',
  );
  await page.screenshot({ path: `${SHOTS}/bangla-alt-hint-390.png` });
  await tab('English').click();
  await alt.fill('');
  await tab('বাংলা').click();
  await expect(hint).toHaveText(/^The picture has no alt text in English yet/);
  await context.close();
});

for (const javaScript of [true, false])
  test(`"Save hidden" says it saved, as the other saves do (JavaScript ${javaScript ? 'on' : 'off'})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const email = await makeAccount(request, 'editor');
    const slug = `phone-hide-${stamp()}`;
    const address = await savedArticle(browser, email, slug);
    const { context, page } = await signedIn(browser, email, javaScript, address);
    const publish = page.getByRole('button', { name: 'Publish', exact: true });
    if (javaScript) await hydrated(publish);
    await publish.click();
    await expect(page.getByRole('status').filter({ hasText: 'Published at' })).toBeVisible();
    expect((await request.get(`/blogs/details/${slug}`)).status()).toBe(200);
    const hide = page.getByRole('button', { name: 'Save hidden' });
    if (javaScript) await hydrated(hide);
    await hide.click();
    const saved = page.getByRole('status').filter({ hasText: 'hidden from the site' });
    await expect(saved).toBeVisible();
    await expect(saved).toContainText(/^Saved at \d/);
    await expect(bar(page).getByText('Saved', { exact: true })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/save-hidden-${javaScript ? 'js' : 'nojs'}-390.png` });
    expect((await request.get(`/blogs/details/${slug}`)).status()).toBe(404);
    await context.close();
  });

test('on a phone no hint of the article form breaks a word across two lines', async ({
  browser,
  request,
}) => {
  const { context, page } = await newArticle(browser, request);
  const address = page.locator('#slug-address');
  await expect(address).toHaveText('Address on the site: made from the title when you save.');
  // Each word of each hint is on one line (its characters make one box), at each phone width.
  const broken: string[] = [];
  for (let width = 320; width <= 430; width += 5) {
    await page.setViewportSize({ width, height: PHONE.height });
    broken.push(...(await splitWords(page)).map((word) => `${word} at ${width} px`));
  }
  expect(broken).toEqual([]);
  await page.setViewportSize(PHONE);
  await address.screenshot({ path: `${SHOTS}/address-hint-390.png` });
  await context.close();
});

/** The words of the article form's hints and notes that a line break cuts in two. */
const splitWords = (page: Page) =>
  page.locator('form:has(#slug-address)').evaluate((form) => {
    const split: string[] = [];
    for (const note of Array.from(form.querySelectorAll('p, [id$="-hint"]'))) {
      const walker = document.createTreeWalker(note, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/[^\s/]+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top)));
          if (lines.size > 1) split.push(match[0]);
        }
      }
    }
    return split;
  });

test('on a phone the Bangla marks’ legend is one line that opens; wider, it is shown whole', async ({
  page,
  request,
}) => {
  await signIn(page, await makeAccount(request, 'editor'), '/admin/blog-posts');
  for (const path of ['/admin/blog-posts', '/admin/lists/jobs']) {
    await page.setViewportSize(PHONE);
    await page.goto(path);
    const legend = page.locator('details').filter({ has: page.locator('[data-bangla-legend]') });
    const summary = legend.getByText('What the Bangla marks mean', { exact: true });
    await expect(summary).toBeVisible();
    await expect(page.locator('[data-bangla-legend]')).toBeHidden();
    expect((await legend.boundingBox())!.height).toBeLessThanOrEqual(48);
    await page.screenshot({ path: `${SHOTS}/legend${path.replace(/\//g, '-')}-390.png` });
    await summary.click();
    await expect(page.locator('[data-bangla-legend] dt')).toHaveCount(4);
    await expect(page.locator('[data-bangla-legend]')).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.reload();
    await expect(summary).toBeHidden();
    await expect(page.locator('[data-bangla-legend]')).toBeVisible();
    await expect(page.locator('[data-bangla-legend] dd').last()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/legend${path.replace(/\//g, '-')}-1280.png` });
  }
});
