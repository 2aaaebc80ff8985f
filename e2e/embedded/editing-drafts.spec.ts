import { expect, test, type APIRequestContext } from '@playwright/test';
import { bodyEditor, makeAccount, signIn } from '../support/editing';
import { hydrated } from '../support/phone';

/**
 * A new member of staff keeps an idea as a draft of no more than its title: it is
 * in the article list, never on the site (pages, search, feed, sitemap, content
 * API), and is published once completed. Publishing still asks for everything.
 */

/** Every public place an article shows, read as a visitor (or a client of the content API) reads it. */
async function nowhereOnTheSite(request: APIRequestContext, slug: string, title: string) {
  for (const path of [`/blogs/details/${slug}`, `/bn/blogs/details/${slug}`])
    expect((await request.get(path)).status(), path).toBe(404);
  expect((await request.get(`/api/posts/blog/${slug}/details`)).status()).toBe(404);
  for (const path of [
    '/blogs',
    '/bn/blogs',
    '/blogs/feed.xml',
    '/sitemap.xml',
    '/api/posts/get-blogs',
    '/api/posts/recent',
    `/search?q=${encodeURIComponent(title)}`,
  ]) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(200);
    const text = await answer.text();
    expect(text, path).not.toContain(slug);
    // The search page says the query itself back, in its box.
    if (!path.startsWith('/search')) expect(text, path).not.toContain(title);
  }
}

for (const javaScript of [true, false])
  test(`a draft of no more than a title is kept, found again, never on the site, then completed and published (JavaScript ${javaScript ? 'on' : 'off'})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const stamp = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
    const title = `An idea kept for later ${stamp}`;
    const context = await browser.newContext({
      javaScriptEnabled: javaScript,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await signIn(page, await makeAccount(request, 'editor'), '/admin/blog-posts/new');
    const titleField = page.getByLabel('Title', { exact: true });
    if (javaScript) await hydrated(titleField);
    await titleField.fill(title);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page).toHaveURL(/\/admin\/blog-posts\/\d+\?saved=draft/);
    await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toContainText(
      'not on the site yet',
    );
    const slug = await page.getByLabel('Address', { exact: true }).inputValue();
    expect(slug).toBe(`an-idea-kept-for-later-${stamp}`);
    const address = page.url().replace(/\?.*$/, '');

    // Drawn again from the store: the title, and nothing chosen for the rest.
    await page.goto(address);
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
    await expect(page.getByLabel('Category')).toHaveValue('');
    await expect(page.getByLabel('Author')).toHaveValue('');
    // Its preview, to this editor only, shows it as far as it goes.
    const [preview] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: /^Preview the saved version/ }).click(),
    ]);
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(preview.getByText('Preview: this page shows unpublished drafts')).toBeVisible();
    await preview.close();
    await page.goto(`/admin/blog-posts?q=${encodeURIComponent(stamp)}`);
    const listed = page.getByRole('link', { name: new RegExp(title) });
    await expect(listed).toContainText('Draft · ');
    await expect(listed).toContainText('no category yet · no author yet');
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await page.screenshot({
        path: `/tmp/shots-editor12/title-only-draft-listed-${javaScript ? 'js' : 'nojs'}-${width}.png`,
      });
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await nowhereOnTheSite(request, slug, title);

    // The list's bulk Publish leaves it be, and says why.
    await page.getByRole('checkbox', { name: new RegExp(title) }).check();
    await page.getByLabel('With the ticked').selectOption('publish');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'One ticked' })).toContainText(
      'One ticked article was not published: it is a draft that still needs a category, an author or a body.',
    );
    await nowhereOnTheSite(request, slug, title);

    // Publish asks for everything the article's pages need, as before.
    await listed.click();
    await expect(page).toHaveURL(address);
    if (javaScript) await hydrated(page.getByRole('button', { name: 'Publish', exact: true }));
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    for (const message of ['Choose a category.', 'Choose an author.', 'Write the body.'])
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    await nowhereOnTheSite(request, slug, title);

    await page.getByLabel('Category').selectOption({ index: 1 });
    await page.getByLabel('Author').selectOption({ index: 1 });
    // Enter pressed twice (and last) leaves empty paragraphs, which are not kept.
    if (javaScript) {
      await bodyEditor(page).click();
      await page.keyboard.type('The idea, written out at last.');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      await page.keyboard.type('A second thought.');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
    } else {
      // Typed as plain text in the box: a blank line (or three) between paragraphs.
      await expect(
        page.locator('[data-rich-text="description"]').getByText('plain text is kept too'),
      ).toBeVisible();
      await page
        .locator('textarea[name="description"]')
        .fill('The idea, written out at last.\n\n\n\nA second thought.\n\n');
    }
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Published' })).toBeVisible();
    const article = await request.get(`/blogs/details/${slug}`);
    expect(article.status()).toBe(200);
    const html = await article.text();
    expect(html).toMatch(/<p>The idea, written out at last\.<\/p><p>A second thought\.<\/p>/);
    expect(html).not.toMatch(/A second thought\.<\/p><p>(\s|<br\s*\/?>)*<\/p>/);
    await context.close();
  });
