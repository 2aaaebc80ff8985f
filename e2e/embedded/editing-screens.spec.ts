import { expect, test } from '@playwright/test';
import { axe } from '../support/axe';
import { EDITING_PAGES, makeAccount, signIn } from '../support/editing';

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
        // Every section in sight, the current one too, without scrolling sideways.
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
