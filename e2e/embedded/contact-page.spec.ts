import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { site } from '@/lib/site';

test.describe('/contact-us and /career on the embedded store', () => {
  test('the contact page has its banner, the contact form, the offices and a map on request', async ({
    page,
  }) => {
    await page.goto('/contact-us');
    await expect(page).toHaveTitle('Masco Group || CONTACT US');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Contact Us');
    await expect(page.getByRole('form', { name: 'Contact us' })).toBeVisible();
    const details = page.locator('main address');
    for (const phone of site.phones)
      await expect(details.getByRole('link', { name: phone })).toHaveAttribute(
        'href',
        `tel:${phone.replace(/\s/g, '')}`,
      );
    await expect(details.getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
    await expect(details).toContainText(site.addresses.corporate);
    await expect(page.locator('main iframe')).toHaveCount(0);
    await page.route(/google\.com\/maps/, (route) => route.fulfill({ body: '<html></html>' }));
    await page.getByRole('button', { name: 'Show map' }).click();
    await expect(page.locator('main iframe')).toHaveAttribute('title', /Gazipur/);
  });

  test('axe finds no serious or critical violation on /contact-us and /career', async ({
    page,
  }) => {
    for (const path of ['/contact-us', '/career']) {
      await page.goto(path);
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(
        serious.map((v) => v.id),
        path,
      ).toEqual([]);
    }
  });
});
