import { axe } from '../support/axe';
import { expect, test } from '@playwright/test';
import { hydrated, menuGroup, menuToggle } from '../support/phone';

const groups = {
  'About Us': ['/masco-at-a-glance', '/awards', '/management-message', '/clients-logo'],
  'Apparel Business': [
    '/yarn-dyeing',
    '/dyeing',
    '/washing',
    '/sewing-thread',
    '/sewing',
    '/fabric-r&d',
    '/knitting',
    '/printing-embroidery',
    '/design-hub',
  ],
  'Non-Apparel Business': [
    '/masco-cricket-academy',
    '/masco-school',
    '/masco-dairy-firm',
    '/masminu-motors',
    '/masco-properties',
    '/masco-share&security',
  ],
  More: ['/career', '/contact-us'],
};

test.describe('header on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('has the logo, the top-level links, every group link and the two external links', async ({
    page,
  }) => {
    await page.goto('/knitting');
    const header = page.locator('header');
    await expect(header.getByRole('link', { name: 'Masco Group, home' })).toHaveAttribute(
      'href',
      '/',
    );
    const nav = header.getByRole('navigation', { name: 'Main' }).first();
    for (const [label, href] of [
      ['Home', '/'],
      ['Sustainability', '/sustainability'],
      ['Blogs', '/blogs'],
    ]) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute(
        'href',
        href!,
      );
    }
    for (const [group, hrefs] of Object.entries(groups)) {
      const button = nav.getByRole('button', { name: group, exact: true });
      await hydrated(button);
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      for (const href of hrefs) await expect(nav.locator(`a[href="${href}"]`)).toBeVisible();
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    }
    for (const name of ['Fabric Library', 'Virtual Tour']) {
      const link = nav.getByRole('link', { name: new RegExp(name) });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAttribute('href', /^https:\/\//);
    }
  });

  test('dropdowns open with Enter and Space, close with Escape and give focus back', async ({
    page,
  }) => {
    await page.goto('/');
    // The groups open once the header runs (before, their buttons do nothing).
    await hydrated(page.locator('header nav button[aria-expanded]').first());
    const nav = page.locator('header').getByRole('navigation', { name: 'Main' }).first();
    const button = nav.getByRole('button', { name: 'Apparel Business', exact: true });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.locator('a[href="/knitting"]')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(nav.locator('a[href="/yarn-dyeing"]')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await page.keyboard.press('Space');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(nav.locator('a[href="/knitting"]')).toBeHidden();
  });

  test('marks the current page and highlights its group', async ({ page }) => {
    await page.goto('/knitting');
    // The groups open once the header runs (before, their buttons do nothing).
    await hydrated(page.locator('header nav button[aria-expanded]').first());
    const nav = page.locator('header').getByRole('navigation', { name: 'Main' }).first();
    await expect(
      nav.getByRole('button', { name: 'Apparel Business', exact: true }),
    ).toHaveAttribute('data-active', 'true');
    await expect(nav.getByRole('button', { name: 'About Us', exact: true })).not.toHaveAttribute(
      'data-active',
      'true',
    );
    await nav.getByRole('button', { name: 'Apparel Business', exact: true }).click();
    await expect(nav.locator('a[href="/knitting"]')).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('a[href="/dyeing"]')).not.toHaveAttribute('aria-current', 'page');
    await page.goto('/blogs');
    await expect(nav.getByRole('link', { name: 'Blogs', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Its escaped address leads to the page, marked as any other (lib/navigation.test.ts).
    await page.goto('/fabric-r%26d');
    await expect(
      nav.getByRole('button', { name: 'Apparel Business', exact: true }),
    ).toHaveAttribute('data-active', 'true');
  });

  test('pointing at a group opens it, the first click keeps it open, the next closes it, and leaving closes it', async ({
    page,
  }) => {
    await page.goto('/knitting');
    const nav = page.locator('header').getByRole('navigation', { name: 'Main' }).first();
    const button = nav.getByRole('button', { name: 'More', exact: true });
    const pointAt = async () => {
      await page.mouse.move(640, 600);
      await button.hover();
    };
    // Pointing again until the page has hydrated and the group listens.
    await expect
      .poll(async () => {
        await pointAt();
        return button.getAttribute('aria-expanded');
      })
      .toBe('true');
    await expect(nav.locator('a[href="/career"]')).toBeVisible();
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(640, 600);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.locator('a[href="/career"]')).toBeHidden();
  });

  test('links prefetch their page when pointed at, not when they come into sight', async ({
    page,
  }) => {
    const prefetched: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.searchParams.has('_rsc')) prefetched.push(url.pathname);
    });
    await page.goto('/knitting');
    await page.waitForLoadState('networkidle');
    expect(prefetched).toEqual([]);

    const blogs = page
      .locator('header')
      .getByRole('navigation', { name: 'Main' })
      .first()
      .getByRole('link', { name: 'Blogs', exact: true });
    // Pointing again until the page has hydrated and the link listens.
    await expect
      .poll(async () => {
        await page.mouse.move(0, 400);
        await blogs.hover();
        return prefetched;
      })
      .toContain('/blogs');
    expect(new Set(prefetched)).toEqual(new Set(['/blogs']));
  });

  test('the Brochure link opens the brochure file in a new tab', async ({ page, request }) => {
    const { brochure } = await (await request.get('/api/about/brochure')).json();
    await page.goto('/');
    // The groups open once the header runs (before, their buttons do nothing).
    await hydrated(page.locator('header nav button[aria-expanded]').first());
    const nav = page.locator('header').getByRole('navigation', { name: 'Main' }).first();
    await nav.getByRole('button', { name: 'About Us', exact: true }).click();
    const link = nav.getByRole('link', { name: /Brochure/ });
    await expect(link).toHaveAttribute('href', brochure.file);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('axe finds no serious or critical violation with a dropdown open', async ({ page }) => {
    await page.goto('/');
    // The groups open once the header runs (before, their buttons do nothing).
    await hydrated(page.locator('header nav button[aria-expanded]').first());
    await page.locator('header').getByRole('button', { name: 'About Us', exact: true }).click();
    const { violations } = await axe(page).include('header').analyze();
    expect(
      violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([]);
  });
});

test.describe('header on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opens with its toggle, repeats the logo, closes on Escape and on choosing a link', async ({
    page,
  }) => {
    await page.goto('/');
    const toggle = menuToggle(page);
    await hydrated(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAccessibleName('Open menu');
    await toggle.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Masco Group, home' })).toBeVisible();
    // The toggle stays over the open menu as its close control, and keeps the focus.
    await expect(toggle).toHaveAccessibleName('Close menu');
    await expect(toggle).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await menuGroup(page, 'Apparel Business').click();
    await menu.getByRole('link', { name: 'Knitting' }).click();
    await expect(page).toHaveURL(/\/knitting$/);
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menuGroup(page, 'Apparel Business')).toHaveAttribute('data-active', 'true');
    // One group open at a time.
    await menuGroup(page, 'About Us').click();
    await expect(menu.getByRole('link', { name: 'Masco at a Glance' })).toBeVisible();
    await menuGroup(page, 'More').click();
    await expect(menu.getByRole('link', { name: 'Masco at a Glance' })).toBeHidden();
    await toggle.click();
    await expect(menu).toBeHidden();
  });

  test('axe finds no serious or critical violation with the menu open', async ({ page }) => {
    await page.goto('/');
    await menuToggle(page).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    const { violations } = await axe(page).analyze();
    expect(
      violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([]);
  });
});
