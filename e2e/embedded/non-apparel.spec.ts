import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

/** The non-apparel business pages (spec part 2, section 2). */
const pages: [path: string, h1: string, title: string, facts: string[]][] = [
  [
    '/masco-cricket-academy',
    'Masco Cricket Academy',
    'Masco Group || MASCO CRICKET ACADEMY',
    ['2021', '16 bigha', '12 February 2021'],
  ],
  ['/masco-school', 'Masco School', 'Masco Group || MASCO SCHOOL', ['September 2014', '86', '50%']],
  [
    '/masco-dairy-firm',
    'Masco Dairy Farm',
    'Masco Group || MASCO DAIRY FIRM',
    ['2015', 'ten cows', '14 bigha', 'about 200', 'seven sheds', '15', '75,000'],
  ],
  ['/masco-properties', 'Masco Properties', 'Masco Group || MASCO PROPERTIES', ['2011']],
  [
    '/masco-share&security',
    'Masco Share & Security',
    'Masco Group || MASCO SHARE&SECURITY',
    ['Exposure to capital market'],
  ],
  ['/masminu-motors', 'Masminu Motors', 'Masco Group || MASMINU MOTORS', ['motorcycle']],
];

test.describe('non-apparel business pages', () => {
  test('each page has its h1, title, description, breadcrumb and the spec’s facts', async ({
    page,
  }) => {
    for (const [path, h1, title, facts] of pages) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      await expect(page).toHaveTitle(title);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length, path).toBeGreaterThan(60);
      await expect(
        page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]'),
      ).toHaveText(h1);
      const text = (await page.locator('main').innerText()).toLowerCase();
      for (const fact of facts) expect(text, `${path}: ${fact}`).toContain(fact.toLowerCase());
    }
  });

  test('the cricket academy lists its five programmes, imported equipment and eight facilities', async ({
    page,
  }) => {
    await page.goto('/masco-cricket-academy');
    const programmes = page.locator('#programmes li');
    await expect(programmes.locator('h3')).toHaveText([
      'Regular',
      'Weekly',
      'Monthly',
      'Summer',
      'Winter',
    ]);
    await expect(programmes.nth(0)).toContainText('4 days a week for 1 year');
    await expect(programmes.nth(1)).toContainText('1 day at weekends');
    await expect(programmes.nth(2)).toContainText('Twice, covering a month');
    await expect(programmes.nth(3)).toContainText('1 month with boarding');
    await expect(programmes.nth(4)).toContainText('2 months with boarding');
    await expect(
      page.getByRole('table', { name: /Equipment/ }).getByRole('columnheader'),
    ).toHaveText(['Equipment', 'Origin']);
    await expect(page.locator('#other-facilities li')).toHaveText([
      'Restaurant and cafeteria',
      'Art training',
      'Membership',
      'Gymnasium',
      'Dormitory',
      'World-class coaching staff',
      'Ground facilities',
      'Others',
    ]);
  });

  test('the properties page has its completed and ongoing projects tables', async ({ page }) => {
    await page.goto('/masco-properties');
    for (const name of ['Completed projects', 'Ongoing projects']) {
      const table = page.getByRole('table', { name });
      await expect(table).toBeVisible();
      expect(await table.locator('tbody tr').count()).toBeGreaterThan(0);
    }
  });

  test('the percent-encoded share & security address answers too', async ({ page }) => {
    await page.goto('/masco-share%26security');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Masco Share & Security');
  });

  test('axe finds no serious or critical violation on these pages, at 390 px too', async ({
    page,
  }) => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [path] of pages) {
        await page.goto(path);
        const { violations } = await new AxeBuilder({ page }).analyze();
        const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(
          serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`),
          `${path} ${width}`,
        ).toEqual([]);
      }
    }
  });
});
