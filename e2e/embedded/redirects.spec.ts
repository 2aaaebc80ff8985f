import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { strictlyParsed } from '../../test/xml';
import {
  makeAccount,
  openAdminMenu,
  publishButton,
  publishNewArticle,
  signIn,
} from '../support/editing';

/**
 * Issue 45, item 6: a published article's earlier addresses answer 308 to its
 * address of today (chains collapsed), the feed keeps the entry's id, staff see
 * and edit the redirects, and a new article's address follows its title.
 */

const stamp = () =>
  Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);

/** Where an address leads: its status, and the Location of a redirect. */
async function answer(request: APIRequestContext, slug: string) {
  const response = await request.get(`/blogs/details/${slug}`, { maxRedirects: 0 });
  return `${response.status()} ${response.headers().location ?? ''}`.trim();
}

/** The feed's id of the entry with this title. */
async function feedId(request: APIRequestContext, title: string) {
  const xml = await (await request.get('/blogs/feed.xml')).text();
  const titles = strictlyParsed(xml, 'title').slice(1);
  return strictlyParsed(xml, 'guid')[titles.indexOf(title)];
}

async function rename(page: Page, article: string, slug: string) {
  await page.goto(article);
  await page.getByLabel('Address', { exact: true }).fill(slug);
  await publishButton(page).click();
  await expect(page.getByRole('status')).toContainText('Published at');
}

async function publishNew(page: Page, title: string) {
  await page.goto('/admin/blog-posts/new');
  await page.getByLabel('Title', { exact: true }).pressSequentially(title);
  return publishNewArticle(page);
}

test('renamed twice, both earlier addresses 308 straight to the new one; the feed id stays; a new article at an old address wins', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signIn(page, await makeAccount(request, 'editor'), '/admin/blog-posts/new');
  const word = stamp();
  const title = `Moving article ${word}`;
  const first = `moving-article-${word}`;

  // The address is made from the title as it is typed; the first Publish needs nothing more.
  await page.goto('/admin/blog-posts/new');
  await page.getByLabel('Title', { exact: true }).pressSequentially(title);
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue(first);
  const article = await publishNew(page, title);
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue(first);
  expect(await answer(request, first)).toBe('200');
  const id = await feedId(request, title);
  expect(id).toMatch(new RegExp(`/blogs/details/${first}$`));

  await rename(page, article, `${first}-b`);
  await rename(page, article, `${first}-c`);
  expect(await answer(request, first)).toBe(`308 /blogs/details/${first}-c`);
  expect(await answer(request, `${first}-b`)).toBe(`308 /blogs/details/${first}-c`);
  expect(await answer(request, `${first}-c`)).toBe('200');
  await page.goto(`/blogs/details/${first}`);
  await expect(page).toHaveURL(`/blogs/details/${first}-c`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  expect(await feedId(request, title)).toBe(id);

  // Another article takes the first address: it is served there, not the redirect.
  const other = await publishNew(page, `Taking the old address ${word}`);
  await rename(page, other, first);
  expect(await answer(request, first)).toBe('200');
  expect(await (await request.get(`/blogs/details/${first}`)).text()).toContain(
    `Taking the old address ${word}`,
  );
  expect(await answer(request, `${first}-b`)).toBe(`308 /blogs/details/${first}-c`);
});

test('an article titled in Bangla alone is published at once, under a readable Latin address made from its title', async ({
  page,
  request,
}) => {
  await signIn(page, await makeAccount(request, 'editor'), '/admin/blog-posts/new');
  await publishNew(page, 'বাংলায় একটি নতুন লেখা');
  // বাংলায় একটি নতুন লেখা, in Latin letters (lib/admin/slug.ts); -2 and on once it is taken.
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue(
    /^banglay-ekati-natun-lekha(-\d+)?$/,
  );
});

for (const width of [390, 1280]) {
  test(`at ${width} px: staff see the redirects, point one elsewhere and delete it`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, await makeAccount(request, 'editor'), '/admin/blog-posts/new');
    const word = stamp();
    const article = await publishNew(page, `Redirected ${word}`);
    await rename(page, article, `redirected-${word}-renamed`);
    const target = `target-${word}`;
    const other = await publishNew(page, `Target ${word}`);
    await rename(page, other, target);

    await openAdminMenu(page);
    await page
      .getByRole('navigation', { name: 'Editing area' })
      .getByRole('link', { name: 'Redirects' })
      .click();
    await expect(page).toHaveURL('/admin/redirects');
    const row = page
      .locator('main ul > li')
      .filter({ hasText: `/blogs/details/redirected-${word}` })
      .first();
    await expect(row).toContainText(
      `/blogs/details/redirected-${word} → /blogs/details/redirected-${word}-renamed`,
    );
    await expect(row).toContainText(`“Redirected ${word}”`);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `test-results/shots/redirects-${width}.png`, fullPage: true });

    await row.locator('summary', { hasText: 'Edit' }).click();
    await row.getByLabel('Sends to the article at (after /blogs/details/)').fill('no-such-article');
    await row.getByRole('button', { name: 'Save the redirect' }).click();
    await expect(page.locator('main').getByRole('alert')).toHaveText(
      'Not saved: no article has the address to send it to.',
    );
    const again = page
      .locator('main ul > li')
      .filter({ hasText: `/blogs/details/redirected-${word} →` });
    await again.locator('summary', { hasText: 'Edit' }).click();
    await again.getByLabel('Sends to the article at (after /blogs/details/)').fill(target);
    await again.getByRole('button', { name: 'Save the redirect' }).click();
    await expect(page.getByRole('status')).toContainText(
      `Saved: /blogs/details/redirected-${word} leads to its article from now on.`,
    );
    expect(await answer(request, `redirected-${word}`)).toBe(`308 /blogs/details/${target}`);

    await page
      .locator('main ul > li')
      .filter({ hasText: `/blogs/details/redirected-${word} →` })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByRole('status')).toHaveText(
      'Deleted: that old address answers “not found” now.',
    );
    expect(await answer(request, `redirected-${word}`)).toBe('404');
  });
}
