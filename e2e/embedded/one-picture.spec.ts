import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { bodyEditor, makeAccount, publishButton, signIn } from '../support/editing';
import { expectShareCard, pixelAt } from '../support/share-image';

/**
 * Issue 45, item 8: one picture per article. The featured picture serves the
 * article's page, the list cards and the share card; the Thumbnail field is gone
 * and the API's `thumbnail` (in the contract) is derived from the one picture.
 * Item 15: an article without a picture is laid out without one (no grey "Photo").
 */

const SHOTS = 'test-results/shots';

/**
 * A picture of its own, all of one colour: its bytes are this run's alone (one pixel in
 * the corner takes the run's stamp), since a file uploaded again with other alt text
 * asks which to keep, and another spec's green picture must not be this one.
 */
const picture = async (background: string, stamp = Date.now()) =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background } })
    .composite([
      {
        input: {
          create: {
            width: 1,
            height: 1,
            channels: 3,
            background: { r: stamp % 256, g: (stamp >> 8) % 256, b: (stamp >> 16) % 256 },
          },
        },
        left: 0,
        top: 0,
      },
    ])
    .webp({ lossless: true })
    .toBuffer();

async function startArticle(page: Page, title: string, slug: string) {
  await page.goto('/admin/blog-posts/new');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Address', { exact: true }).fill(slug);
  await page.getByLabel('Category').selectOption({ index: 1 });
  await page.getByLabel('Author').selectOption({ index: 1 });
  await page.getByLabel('Summary', { exact: true }).fill('An article about its one picture.');
  await bodyEditor(page).click();
  await page.keyboard.type('The body of an article about its one picture.');
}

const card = (page: Page, title: string) => page.locator('article').filter({ hasText: title });

test('replacing the one picture shows the new one at once on the cards, the page and the share card; the API derives its thumbnail from it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const title = `One picture for everything ${stamp}`;
  const slug = `one-picture-${stamp}`;
  await signIn(page, await makeAccount(request, 'editor'), '/admin/blog-posts/new');
  await startArticle(page, title, slug);
  // One picture field, no Thumbnail.
  await expect(page.getByRole('group', { name: /Thumbnail/ })).toHaveCount(0);
  await expect(page.getByLabel('Address of the picture')).toHaveCount(1);
  await page.getByLabel('Or upload a new picture (JPEG, PNG, WebP or SVG)').setInputFiles({
    name: `green-${stamp}.webp`,
    mimeType: 'image/webp',
    buffer: await picture('#2f9e44', stamp),
  });
  await page.getByLabel('What the new picture shows (alt text)').fill(`Green ${stamp}`);
  await publishButton(page).click();
  await expect(page).toHaveURL(/\/admin\/blog-posts\/\d+\?saved=publish/);
  const green = await page.getByLabel('Address of the picture').inputValue();
  const greenHash = green.split('/')[2]!;

  // Replaced in the article's form by another upload.
  await page.getByLabel('Or upload a new picture (JPEG, PNG, WebP or SVG)').setInputFiles({
    name: `red-${stamp}.webp`,
    mimeType: 'image/webp',
    buffer: await picture('#c92a2a', stamp),
  });
  await page.getByLabel('What the new picture shows (alt text)').fill(`Red ${stamp}`);
  await publishButton(page).click();
  // Saved once the field holds the new upload's address.
  await expect(page.getByLabel('Address of the picture')).not.toHaveValue(green);
  const red = await page.getByLabel('Address of the picture').inputValue();
  const redHash = red.split('/')[2]!;
  expect(redHash).not.toBe(greenHash);

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/blogs');
    const image = card(page, title).getByRole('img', { name: `Red ${stamp}` });
    await expect(image).toHaveAttribute('src', new RegExp(redHash));
    // The crop comes from next/image sizes of the one picture.
    await expect(image).toHaveAttribute('srcset', new RegExp(`${redHash}.*w=`));
    await expect(card(page, title).locator(`img[src*="${greenHash}"]`)).toHaveCount(0);
    await page.goto(`/blogs/details/${slug}`);
    await expect(page.getByRole('img', { name: `Red ${stamp}` })).toHaveAttribute(
      'src',
      new RegExp(redHash),
    );
  }

  const details = (await (await request.get(`/api/posts/blog/${slug}/details`)).json()) as {
    details: Record<string, string>;
  };
  expect(details.details.featured_image).toBe(red);
  expect(details.details.thumbnail).toBe(red);
  expect(details.details.thumbnail_alt).toBe(`Red ${stamp}`);

  const share = await expectShareCard(request, `/blogs/details/${slug}`, title);
  const { r, g } = await pixelAt(share, 1150, 200);
  expect(r, 'the new picture is drawn under the veil').toBeGreaterThan(g + 40);
});

test('an article without a picture has no grey placeholder: its card and its page are laid out without one', async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const title = `An article with no picture ${stamp}`;
  const slug = `no-picture-${stamp}`;
  await signIn(page, await makeAccount(request, 'editor'), '/admin/blog-posts/new');
  await startArticle(page, title, slug);
  await publishButton(page).click();
  await expect(page).toHaveURL(/\/admin\/blog-posts\/\d+\?saved=publish/);

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/blogs');
    const plain = card(page, title);
    await expect(plain).toHaveAttribute('data-picture', 'none');
    await expect(plain.locator('img')).toHaveCount(0);
    await expect(plain.getByRole('link', { name: title })).toBeVisible();
    await plain.scrollIntoViewIfNeeded();
    await plain.screenshot({ path: `${SHOTS}/card-without-picture-${width}.png` });
    await page.goto(`/blogs/details/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('main img[src*="/placeholders/"]')).toHaveCount(0);
  }
  const html = await (await request.get(`/blogs/details/${slug}`)).text();
  expect(html).not.toContain('/placeholders/photo.svg');
});
