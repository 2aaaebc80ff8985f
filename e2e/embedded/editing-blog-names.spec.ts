import { expect, test, type Page } from '@playwright/test';
import { makeAccount, publishNewArticle, signIn } from '../support/editing';

/**
 * Issue 49: the blog's category and tag names have a Bangla value in the store,
 * edited in the editing area's lists (without JavaScript too), and the Bangla blog
 * names them so: heading, tab title, breadcrumb, tag chips. The English pages as before.
 */

/** The language a screen reader reads an element in: its own or its nearest ancestor's `lang`. */
const langOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => el.closest('[lang]')!.getAttribute('lang'));

/** The breadcrumb's last step, the page itself. */
const crumb = (page: Page) =>
  page
    .getByRole('navigation', { name: /^(Breadcrumb|আপনি এখানে)$/ })
    .locator('[aria-current=page]');

const banglaTab = (page: Page) => page.locator('fieldset label').filter({ hasText: 'বাংলা' });

test('a category named in Bangla by staff names its Bangla page; its English page is unchanged', async ({
  page,
  browser,
  request,
}) => {
  const stamp = Date.now();
  const name = `Yarn Stories ${stamp}`;
  const banglaName = `সুতার গল্প ${stamp}`;
  const slug = `yarn-stories-${stamp}`;
  const email = await makeAccount(request, 'editor');

  // Added without JavaScript, through the lists' own form.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  await signIn(plain, email, '/admin/lists/blog-categories/new');
  await plain.getByLabel('Name', { exact: true }).fill(name);
  await plain.getByLabel('Address', { exact: true }).fill(slug);
  await banglaTab(plain).click();
  await plain.getByLabel('Name (বাংলা)').fill(banglaName);
  await plain.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(plain).toHaveURL(/\/admin\/lists\/blog-categories\/\d+\?saved=saved/);
  await context.close();
  // The site's own contract answers it in Bangla when asked (another site's CMS, issue 49).
  const named = async (query: string) =>
    (
      (await (await request.get(`/api/posts/categories${query}`)).json()) as {
        categories: Record<string, string>;
      }
    ).categories[slug];
  expect(await named('?lang=bn')).toBe(banglaName);
  expect(await named('')).toBe(name);

  // An article published in it.
  await signIn(page, email, '/admin/blog-posts/new');
  await page.getByLabel('Title', { exact: true }).fill(`Ring spinning ${stamp}`);
  await page.getByLabel('Category').selectOption({ label: name });
  await publishNewArticle(page, { category: false });

  await page.goto(`/bn/blogs/${slug}`);
  await expect(page.locator('main h1')).toHaveText(banglaName);
  expect(await langOf(page, 'main h1')).toBe('bn');
  await expect(page).toHaveTitle(`মাসকো গ্রুপ || ${banglaName}`);
  await expect(crumb(page)).toHaveText(banglaName);
  await expect(page.getByRole('link', { name: banglaName })).toHaveAttribute(
    'href',
    `/bn/blogs/${slug}`,
  );
  await expect(page.getByText(`Ring spinning ${stamp}`)).toBeVisible();

  await page.goto(`/blogs/${slug}`);
  await expect(page.locator('main h1')).toHaveText(name);
  await expect(page).toHaveTitle(`Masco Group || BLOGS/${slug.replace(/-/g, ' ').toUpperCase()}`);
  await expect(crumb(page)).toHaveText(name);
  expect(await page.locator('main').innerText()).not.toContain(banglaName);
});

test('a category without its Bangla name shows its English on the Bangla page, marked English, and the filter finds it', async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const name = `Looms ${stamp}`;
  const slug = `looms-${stamp}`;
  await signIn(page, await makeAccount(request, 'editor'), '/admin/lists/blog-categories/new');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Address', { exact: true }).fill(slug);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/lists\/blog-categories\/\d+\?saved=saved/);
  const editing = page.url();

  await page.goto(`/admin/lists/blog-categories?q=${stamp}&bangla=missing`);
  await expect(page.getByText('1 item whose Bangla page shows some English')).toBeVisible();

  await page.goto(`/bn/blogs/${slug}`);
  await expect(page.locator('main h1')).toHaveText(name);
  expect(await langOf(page, 'main h1')).toBe('en');
  await expect(page).toHaveTitle(`মাসকো গ্রুপ || ${name}`);

  // A new address: the old one leads to it, in both languages; its Bangla name shows at once.
  await page.goto(editing);
  await page.getByLabel('Address', { exact: true }).fill(`${slug}-moved`);
  await banglaTab(page).click();
  await page.getByLabel('Name (বাংলা)').fill(`তাঁত ${stamp}`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('main form > [role=status]')).toContainText('Saved');
  // The proxy's list of earlier addresses is a few seconds old at most (as an article's).
  await expect
    .poll(async () => {
      const moved = await request.get(`/bn/blogs/${slug}`, { maxRedirects: 0 });
      return `${moved.status()} ${moved.headers().location}`;
    })
    .toBe(`308 /bn/blogs/${slug}-moved`);
  await page.goto(`/blogs/${slug}`);
  await expect(page).toHaveURL(new RegExp(`/blogs/${slug}-moved$`));
  await page.goto(`/bn/blogs/${slug}-moved`);
  await expect(page.locator('main h1')).toHaveText(`তাঁত ${stamp}`);
});

test('a tag given to an article is in the tag list to be named in Bangla, and the Bangla article shows that name', async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const tag = `Jacquard${stamp}`;
  await signIn(page, await makeAccount(request, 'editor'), '/admin/blog-posts/new');
  await page.getByLabel('Title', { exact: true }).fill(`Jacquard knits ${stamp}`);
  await page.getByLabel('Tags').fill(`${tag}, Water`);
  await publishNewArticle(page);

  await page.goto(`/admin/lists/blog-tags?q=${tag}&bangla=missing`);
  await page.getByRole('link', { name: tag }).click();
  await banglaTab(page).click();
  await page.getByLabel('Tag (বাংলা)').fill(`জ্যাকার্ড ${stamp}`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('main form > [role=status]')).toContainText('Saved');

  // Its card, the newest on the blog: its tag chips in the page's language.
  const card = page
    .locator('article')
    .filter({ hasText: `Jacquard knits ${stamp}` })
    .first();
  await page.goto('/bn/blogs');
  await expect(card).toContainText(`জ্যাকার্ড ${stamp} · পানি`);
  await page.goto('/blogs');
  await expect(card).toContainText(`${tag} · Water`);
});
