import { expect, test, type Locator, type Page } from '@playwright/test';
import { bodyEditor, makeAccount, publishButton, signIn } from '../support/editing';

/** Issue 45, item 15: the smaller editor problems. */

async function startArticle(page: Page, title: string, slug: string) {
  await page.goto('/admin/blog-posts/new');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Address', { exact: true }).fill(slug);
  await page.getByLabel('Category').selectOption({ index: 1 });
  await page.getByLabel('Author').selectOption({ index: 1 });
  await page.getByLabel('Summary', { exact: true }).fill('An article about editor details.');
}

/** Presses Tab (or Shift+Tab) until `target` has the focus, at most 20 times. */
async function tabUntil(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab') {
  for (let i = 0; i < 20; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

const toolbarButton = (page: Page, name: string) =>
  page.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name, exact: true });

test('text typed right after a link is not part of it; a link on the site opens in the same tab with no rel; a start time of a video is kept', async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const slug = `editor-links-${stamp}`;
  await signIn(page, await makeAccount(request, 'editor'), '/admin/blog-posts/new');
  await startArticle(page, `Links and videos ${stamp}`, slug);
  // The keyboard alone: words selected with Shift and the arrows, Ctrl+K, the address, Enter.
  await expect(bodyEditor(page)).toBeVisible();
  await page.getByLabel('Summary', { exact: true }).focus();
  await tabUntil(page, bodyEditor(page), 'Tab');
  await page.keyboard.type('See the careers');
  for (let i = 0; i < 'careers'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
  await expect(toolbarButton(page, 'Link')).toHaveAttribute(
    'aria-keyshortcuts',
    'Control+K Meta+K',
  );
  await page.keyboard.press('Control+K');
  const address = page.getByLabel('Link address (empty removes the link)');
  await expect(address).toBeFocused();
  await page.keyboard.type('/career');
  await page.keyboard.press('Enter');
  // The panel closes with the body focused at once, the caret after the link:
  // typing on neither replaces the linked words nor extends the link.
  await expect(address).toBeHidden();
  await expect(bodyEditor(page)).toBeFocused();
  expect(await page.evaluate(() => String(window.getSelection()))).toBe('');
  await expect(bodyEditor(page).locator('a')).toHaveText('careers');
  await page.keyboard.type(' page today');
  await expect(bodyEditor(page).locator('a')).toHaveText('careers');
  await expect(bodyEditor(page)).toContainText('See the careers page today');
  // Or from the toolbar's Link button, reached with Shift+Tab: the selection comes back for it.
  for (let i = 0; i < 'today'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
  await tabUntil(page, toolbarButton(page, 'Link'), 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(address).toBeFocused();
  await page.keyboard.type('/contact');
  await page.keyboard.press('Enter');
  await expect(bodyEditor(page)).toBeFocused();
  expect(await page.evaluate(() => String(window.getSelection()))).toBe('');
  await expect(bodyEditor(page).locator('a')).toHaveText(['careers', 'today']);
  await page.keyboard.press('End');
  await expect(bodyEditor(page)).toContainText('See the careers page today');

  await page.keyboard.press('Enter');
  await toolbarButton(page, 'YouTube video').click();
  const video = page.getByLabel('YouTube address');
  await expect(video).toBeFocused();
  await video.fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m2s');
  await video.press('Enter');
  // In the editor a placeholder with the address, its start time kept (the page plays it).
  await expect(
    bodyEditor(page).getByRole('img', { name: /^YouTube video: / }),
  ).toHaveAccessibleName('YouTube video: https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=62s');
  await publishButton(page).click();
  await expect(page).toHaveURL(/\/admin\/blog-posts\/\d+\?saved=publish/);
  // The answer gets focus, not the top of the page: on the new article's page, and after a
  // Publish in place (the button pressed had it).
  const answer = page.locator('form [role=status]');
  await expect(answer).toBeFocused();
  await publishButton(page).click();
  await expect(answer).toBeFocused();
  await expect(answer).toContainText('Published');

  await page.goto(`/blogs/details/${slug}`);
  const link = page.locator('article').getByRole('link', { name: 'careers', exact: true });
  await expect(link).toHaveAttribute('href', '/career');
  await expect(link).not.toHaveAttribute('target', /./);
  await expect(link).not.toHaveAttribute('rel', /./);
  expect(await (await request.get(`/blogs/details/${slug}`)).text()).toContain(
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ&amp;t=62s',
  );
});

for (const width of [390, 1280])
  test(`at ${width} px, Link, Picture and Video put focus in their first field, Escape and Cancel give it back to their button, and nothing focused in the toolbar or body is under the Save bar`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    // Focus scrolls at once (the site scrolls smoothly otherwise), so each place is final.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signIn(page, await makeAccount(request, 'editor'), '/admin/blog-posts/new');
    for (const [button, field] of [
      ['Link', 'Link address (empty removes the link)'],
      ['Picture', 'Picture address (from Pictures and files)'],
      ['YouTube video', 'YouTube address'],
    ] as const) {
      await toolbarButton(page, button).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByLabel(field)).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(page.getByLabel(field)).toHaveCount(0);
      await expect(toolbarButton(page, button)).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByLabel(field)).toBeFocused();
      await page
        .getByRole('group', { name: button })
        .getByRole('button', { name: 'Cancel' })
        .click();
      await expect(toolbarButton(page, button)).toBeFocused();
    }

    // Tabbing from the summary through the toolbar into the body: each focused control
    // is shown above the sticky Save/Publish bar.
    const bar = page.locator('[data-action-bar]');
    await page.getByLabel('Summary', { exact: true }).focus();
    await page.evaluate(() => window.scrollTo(0, 0));
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press('Tab');
      const focused = page.locator(':focus');
      const [box, barBox] = await Promise.all([focused.boundingBox(), bar.boundingBox()]);
      const name = await focused.evaluate((el) => el.getAttribute('aria-label') ?? el.tagName);
      expect(box, name).not.toBeNull();
      expect(box!.y + Math.min(box!.height, 44), `${name} clear of the bar`).toBeLessThanOrEqual(
        barBox!.y + 1,
      );
      if ((await focused.getAttribute('contenteditable')) === 'true') break;
    }
    await expect(bodyEditor(page)).toBeFocused();
  });

for (const width of [390, 1280])
  test(`at ${width} px, a video is a labelled placeholder with a play mark (no blank box), outlined when selected, and Tab goes past it`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, await makeAccount(request, 'editor'), '/admin/blog-posts/new');
    const body = bodyEditor(page);
    await body.focus();
    await page.keyboard.type('Before the video.');
    await toolbarButton(page, 'YouTube video').click();
    await page.getByLabel('YouTube address').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await page.getByLabel('YouTube address').press('Enter');
    await expect(body).toBeFocused();
    await page.keyboard.type('After the video.');

    // Not selected: a dark 16:9 frame with a play mark, "YouTube video" and the address,
    // never a player (a blank white box where YouTube is out of reach).
    const placeholder = body.getByRole('img', {
      name: 'YouTube video: https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    await expect(placeholder).toBeVisible();
    await expect(placeholder).toContainText('YouTube video');
    await expect(placeholder).toContainText('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await expect(placeholder.locator('svg circle')).toHaveCount(1);
    await expect(placeholder).toHaveCSS('background-color', 'rgb(30, 41, 59)');
    await expect(body.locator('iframe')).toHaveCount(0);
    const frame = await placeholder.boundingBox();
    expect(Math.abs(frame!.width / frame!.height - 16 / 9)).toBeLessThan(0.02);
    await placeholder.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/shots/video-placeholder-${width}.png` });

    // Selected (here by the keyboard: Left from the start of the line after it), it shows:
    // a 4 px outline around the player itself, not around the width of the page.
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowLeft');
    const block = body.locator('div[data-youtube-video]');
    await expect(block).toHaveClass(/ProseMirror-selectednode/);
    await expect(block).toHaveCSS('outline-style', 'solid');
    await expect(block).toHaveCSS('outline-width', '4px');
    const [blockBox, playerBox] = await Promise.all([
      block.boundingBox(),
      placeholder.boundingBox(),
    ]);
    expect(Math.abs(blockBox!.width - playerBox!.width)).toBeLessThanOrEqual(1);
    expect(Math.abs(blockBox!.height - playerBox!.height)).toBeLessThanOrEqual(1);
    await block.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/shots/selected-video-${width}.png` });

    // Tab from the line before the video leaves the body for the next field, past the
    // player and its controls (where the keys that followed went nowhere).
    await body.getByText('Before the video.').click();
    await page.keyboard.press('Tab');
    await expect(body).not.toBeFocused();
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('IFRAME');
    await expect(page.getByLabel('Address of the picture')).toBeFocused();
  });

test('an empty job form says what to enter in words that read', async ({ page, request }) => {
  await signIn(page, await makeAccount(request, 'editor'), '/admin/lists/jobs/new');
  await page.getByLabel('Position', { exact: true }).fill('A job without an address');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByLabel('Where to apply (address)')).toHaveAccessibleDescription(
    /^Enter the address where people apply\./,
  );
  await expect(page.getByLabel('Vacancies')).toHaveAccessibleDescription(
    /^Enter the number of vacancies\./,
  );
  await expect(page.locator('form [role=alert]')).not.toContainText('Enter the where');
  await expect(page.getByLabel('Position', { exact: true })).toHaveValue(
    'A job without an address',
  );
});

test('the article list is filtered by state and category, and ticked articles are hidden, published and deleted at once (deleting asks first)', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  await signIn(page, await makeAccount(request, 'editor'), '/admin/blog-posts/new');
  for (const n of [1, 2]) {
    await startArticle(page, `Bulk ${stamp} number ${n}`, `bulk-${stamp}-${n}`);
    await bodyEditor(page).click();
    await page.keyboard.type('A body for a bulk action.');
    await publishButton(page).click();
    await expect(page).toHaveURL(/\/admin\/blog-posts\/\d+\?saved=publish/);
  }
  const category = await page.getByLabel('Category').inputValue();
  const list = page.getByRole('list').filter({ hasText: `Bulk ${stamp}` });
  const tickAll = async () => {
    for (const n of [1, 2]) await page.getByLabel(`Tick “Bulk ${stamp} number ${n}”`).check();
  };

  await page.goto(`/admin/blog-posts?q=${stamp}`);
  await page.getByLabel('State').selectOption('hidden');
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByText('0 articles, newest first.')).toBeVisible();
  await page.getByLabel('State').selectOption('published');
  await page.getByLabel('Category', { exact: true }).selectOption(category);
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByText('2 articles, newest first.')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(2);

  await tickAll();
  await page.getByLabel('With the ticked articles').selectOption('hide');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('status')).toHaveText('2 articles hidden from the site.');
  expect((await request.get(`/blogs/details/bulk-${stamp}-1`)).status()).toBe(404);
  await page.goto(`/admin/blog-posts?q=${stamp}&status=hidden`);
  await expect(page.getByText('2 articles, newest first.')).toBeVisible();

  await tickAll();
  await page.getByLabel('With the ticked articles').selectOption('publish');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('status')).toHaveText('2 articles published.');
  expect((await request.get(`/blogs/details/bulk-${stamp}-1`)).status()).toBe(200);

  await page.goto(`/admin/blog-posts?q=${stamp}`);
  await tickAll();
  await page.getByLabel('With the ticked articles').selectOption('delete');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Nothing was moved' })).toBeVisible();
  await page.goto(`/admin/blog-posts?q=${stamp}`);
  await expect(page.getByText('2 articles, newest first.')).toBeVisible();
  await tickAll();
  await page.getByLabel('With the ticked articles').selectOption('delete');
  await page.getByLabel('Yes, move the ticked articles to the bin (needed to delete)').check();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('status')).toHaveText(
    '2 articles moved to the bin, off the site; restorable there for 30 days.',
  );
  await page.goto(`/admin/blog-posts?q=${stamp}`);
  await expect(page.getByText('0 articles, newest first.')).toBeVisible();
  expect((await request.get(`/blogs/details/bulk-${stamp}-2`)).status()).toBe(404);
});
