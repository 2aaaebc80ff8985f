import { axe } from '../support/axe';
import { hydrated } from '../support/phone';
import { expect, test } from '@playwright/test';
import { site } from '../../lib/site';

const socialNames = {
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  pinterest: 'Pinterest',
  x: 'X',
  youtube: 'YouTube',
} as const;

test.describe('the footer', () => {
  test('is on every page, even before scrolling', async ({ page }) => {
    for (const path of ['/', '/blogs', '/no/such/page']) {
      await page.goto(path);
      await expect(page.getByRole('contentinfo')).toBeAttached();
      await expect(
        page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter' }),
      ).toBeAttached();
    }
  });

  test('shows the six social links with names, each in a new tab', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const [key, name] of Object.entries(socialNames)) {
      const link = footer.getByRole('link', {
        name: `Masco Group on ${name} (opens in a new tab)`,
      });
      await expect(link).toHaveAttribute('href', site.social[key as keyof typeof socialNames]);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    // The six, and the brochure (issue 51).
    await expect(footer.locator('a[target="_blank"]')).toHaveCount(7);
    await expect(
      footer.getByRole('link', { name: 'Brochure (PDF, opens in a new tab)' }),
    ).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('shows the phones, the e-mail and both addresses, and same-tab quick links', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const phone of site.phones) {
      await expect(footer.getByRole('link', { name: phone })).toHaveAttribute(
        'href',
        `tel:${phone.replace(/\s/g, '')}`,
      );
    }
    await expect(footer.getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
    await expect(footer).toContainText(site.addresses.corporate);
    await expect(footer).toContainText(site.addresses.factory);
    // Pages of the site, in the same tab; the brochure (a file, in a new tab) is checked above.
    const quickLinks = footer
      .getByRole('navigation', { name: 'Quick links' })
      .getByRole('link')
      .filter({ hasNotText: 'Brochure' });
    await expect(quickLinks.first()).toBeVisible();
    for (const link of await quickLinks.all()) {
      await expect(link).not.toHaveAttribute('target', /.*/);
      expect(await link.getAttribute('href')).toMatch(/^\/[a-z-]+$/);
    }
    await expect(footer).toContainText(`© ${site.founded}–${new Date().getFullYear()} Masco Group`);
  });

  test('the back-to-top button shows only when scrolled and brings the page to the top', async ({
    page,
  }) => {
    await page.goto('/');
    // The button follows the scroll once the page runs.
    await hydrated(page.getByRole('contentinfo').getByRole('link').first());
    const backToTop = page.getByRole('button', { name: 'Back to top' });
    await expect(backToTop).toBeHidden();
    await page.mouse.wheel(0, 1200);
    await expect(backToTop).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(backToTop).toBeHidden();
  });

  test('a route change starts at the very top of the new page; Back returns to where it was', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    // A move of the router once the page runs (before, the link loads the page).
    const blogs = page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', {
      name: 'Blogs',
    });
    await hydrated(blogs);
    await blogs.click();
    await expect(page).toHaveURL(/\/blogs$/);
    // Next alone would stop with the page scrolled by the sticky header's height.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('off Vercel no analytics script is requested (it would be a 404 and a console error)', async ({
    page,
  }) => {
    const requested: string[] = [];
    const errors: string[] = [];
    page.on('request', (r) => r.url().includes('/_vercel/') && requested.push(r.url()));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('axe finds no serious or critical violation in the footer, scrolled down', async ({
    page,
  }) => {
    await page.goto('/');
    await page.mouse.wheel(0, 1200);
    await expect(page.getByRole('button', { name: 'Back to top' })).toBeVisible();
    const { violations } = await axe(page).include('footer').analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  });
});
