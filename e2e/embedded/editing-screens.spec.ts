import { expect, test } from '@playwright/test';
import { axe } from '../support/axe';
import { EDITING_PAGES, makeAccount, openAdminMenu, signIn } from '../support/editing';

/**
 * The editing area's screens as people see and reach them: their markup does not
 * depend on the store's engine, so this runs once (the editing specs that write
 * run on both stores).
 */
test.describe('accessibility', () => {
  for (const width of [390, 1280]) {
    test(`every editing screen has no axe violations at ${width} px`, async ({ page, request }) => {
      test.setTimeout(150_000);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/admin/sign-in');
      expect((await axe(page).analyze()).violations, 'sign-in').toEqual([]);
      await signIn(page, await makeAccount(request, 'admin'));
      for (const path of [...EDITING_PAGES, '/admin/records/social']) {
        await page.goto(path);
        // A body's rich-text editor (loaded after the form) is checked too.
        if (/blog-posts\/(new|\d+)|lists\/media\/\d/.test(path))
          await expect(page.getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
        // With axe's experimental check that a control's name contains its visible
        // text (WCAG 2.5.3): voice-control users say what they see.
        const { violations } = await axe(page)
          .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
          .analyze();
        expect(violations, path).toEqual([]);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          path,
        ).toBeLessThanOrEqual(width);
        // Every section in sight once the phone's menu is open, the current one too,
        // without scrolling sideways.
        await openAdminMenu(page);
        const nav = page.getByRole('navigation', { name: 'Editing area' });
        await expect(nav.getByRole('link')).toHaveCount(12);
        for (const link of await nav.getByRole('link').all())
          await expect(link, path).toBeInViewport({ ratio: 1 });
        // The header's own page (Change password) is no section: it marks none.
        if (path === '/admin/password')
          await expect(nav.locator('[aria-current=page]'), path).toHaveCount(0);
        else await expect(nav.locator('[aria-current=page]'), path).toBeInViewport({ ratio: 1 });
        // Fingertip-sized controls (WCAG 2.2's enhanced target size: 44 px); a hidden one aside.
        const small = await page
          .locator(
            'header button, nav a, header a[href="/admin/password"], [role=toolbar] button, main > p:first-child > a',
          )
          .evaluateAll((controls) =>
            controls
              .map(
                (control) =>
                  [control.textContent?.trim(), control.getBoundingClientRect()] as const,
              )
              .filter(([, box]) => box.width > 0 && (box.height < 44 || box.width < 44))
              .map(([name, box]) => `${name} ${Math.round(box.width)}×${Math.round(box.height)}`),
          );
        expect(small, path).toEqual([]);
      }
    });
  }
});

test("on a phone the header is one line, the page's own content in the first screen; its menu opens without script and holds every section and the account's actions", async ({
  browser,
  request,
}) => {
  const email = await makeAccount(request, 'admin');
  for (const width of [390, 1280]) {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width, height: 844 },
    });
    const page = await context.newPage();
    await signIn(page, email, '/admin/blog-posts');
    const header = await page.locator('header').boundingBox();
    const heading = await page.locator('main h1').boundingBox();
    if (width === 390) {
      // Before: the sections and the account took 540 of the 844 px (64%).
      expect(header!.height).toBeLessThanOrEqual(64);
      expect(heading!.y + heading!.height).toBeLessThan(844 / 4);
      // The section open is named in the line, beside Menu.
      await expect(page.locator('header summary')).toHaveText('Masco Group · ArticlesMenu▾');
      await expect(page.getByRole('navigation', { name: 'Editing area' })).toBeHidden();
      // The list's own search is a usable box, its filters wrapped below it (it was 20 px wide).
      expect((await page.getByLabel('Search articles').boundingBox())!.width).toBeGreaterThan(300);
      await page.screenshot({ path: `test-results/shots/admin-menu-closed-${width}.png` });
      await page.locator('header summary').click();
      await expect(page.locator('header details[open]')).toHaveCount(1);
      await page.screenshot({ path: `test-results/shots/admin-menu-open-${width}.png` });
    } else {
      await expect(page.locator('header summary')).toBeHidden();
      await page.screenshot({ path: `test-results/shots/admin-menu-${width}.png` });
    }
    const nav = page.getByRole('navigation', { name: 'Editing area' });
    await expect(nav.getByRole('link')).toHaveCount(12);
    for (const link of await nav.getByRole('link').all()) await expect(link).toBeInViewport();
    await expect(page.getByRole('link', { name: 'Change password' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign out everywhere' })).toBeVisible();
    // One tap on a section, from the open menu.
    await nav.getByRole('link', { name: 'Pictures and files' }).click();
    await expect(page).toHaveURL(/\/admin\/files$/);
    await context.close();
  }
});

test('no editing code reaches a public page: its scripts carry none of the editing forms', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text());
  });
  for (const path of ['/', '/knitting', '/blogs', '/contact-us']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(scripts.length).toBeGreaterThan(3);
  for (const marker of [
    'Fill in a blank row',
    'Give it to the person in person',
    'Sign out everywhere',
  ])
    expect(
      scripts.some((source) => source.includes(marker)),
      marker,
    ).toBe(false);
});
