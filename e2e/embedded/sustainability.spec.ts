import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** The sustainability page's menu, anchors and popups (spec part 2, sections 2, 4 and 9). */
const ids = ['material', 'environmental', 'social', 'futurePlan', 'certifications'];
const menu = (page: Page) => page.getByRole('navigation', { name: 'On this page' });
const activeItem = (page: Page) => menu(page).locator('a[aria-current="true"]');
const topOf = (page: Page, id: string) =>
  page.locator(`#${id}`).evaluate((el) => Math.round(el.getBoundingClientRect().top));

test.describe('/sustainability', () => {
  test('the menu lists the five sections and marks the one scrolled to, from 170 px before its top', async ({
    page,
  }) => {
    await page.goto('/sustainability');
    await expect(menu(page).getByRole('link')).toHaveText([
      'Material',
      'Environmental',
      'Social',
      'Future Plans',
      'Certifications',
    ]);
    await expect(activeItem(page)).toHaveText('Material');
    for (const id of ids) {
      // Put the section's top 160 px below the viewport top: inside the 170 px band.
      await page.evaluate((target) => {
        const el = document.getElementById(target)!;
        window.scrollTo({
          top: el.getBoundingClientRect().top + window.scrollY - 160,
          behavior: 'instant',
        });
      }, id);
      await expect(activeItem(page)).toHaveAttribute('href', `#${id}`);
    }
    // 180 px before Social's top: Environmental is still the active one.
    await page.evaluate(() => {
      const el = document.getElementById('social')!;
      window.scrollTo({
        top: el.getBoundingClientRect().top + window.scrollY - 180,
        behavior: 'instant',
      });
    });
    await expect(activeItem(page)).toHaveAttribute('href', '#environmental');
  });

  test('a click scrolls to the section 140 px below the top and puts its anchor in the URL', async ({
    page,
  }) => {
    await page.goto('/sustainability');
    await menu(page).getByRole('link', { name: 'Social' }).click();
    await expect(page).toHaveURL(/\/sustainability#social$/);
    await expect.poll(() => topOf(page, 'social')).toBe(140);
    await expect(activeItem(page)).toHaveText('Social');
  });

  test('a deep link lands on its section, below the sticky header and menu', async ({ page }) => {
    await page.goto('/sustainability#certifications');
    await expect(activeItem(page)).toHaveText('Certifications');
    await expect.poll(() => topOf(page, 'certifications')).toBe(140);
    const menuBottom = await menu(page).evaluate((el) => el.getBoundingClientRect().bottom);
    expect(140).toBeGreaterThanOrEqual(menuBottom);
  });

  test('each popup opens on Read More and closes by button, Escape and outside click, returning focus', async ({
    page,
  }) => {
    await page.goto('/sustainability');
    for (const title of ['Subsidized Sanitary Napkins', 'National Anthem of Bangladesh']) {
      const opener = page.getByRole('button', { name: `Read More about ${title}` });
      const dialog = page.getByRole('dialog', { name: title });
      for (const close of ['button', 'escape', 'outside'] as const) {
        await opener.click();
        await expect(dialog).toBeVisible();
        if (close === 'button') await dialog.getByRole('button', { name: 'Close' }).click();
        else if (close === 'escape') await page.keyboard.press('Escape');
        else await page.mouse.click(5, 5);
        await expect(dialog).toBeHidden();
        await expect(opener).toBeFocused();
      }
    }
    await page.getByRole('button', { name: 'Read More about Subsidized Sanitary Napkins' }).click();
    const napkins = page.getByRole('dialog', { name: 'Subsidized Sanitary Napkins' });
    await expect(napkins).toContainText('10 Taka');
    await expect(napkins).toContainText('80%');
  });

  test('eight community cards and six people-engagement cards', async ({ page }) => {
    await page.goto('/sustainability');
    const headingList = (name: string) =>
      page
        .locator('#social div', { has: page.getByRole('heading', { name, exact: true }) })
        .last()
        .locator('li h4');
    await expect(headingList('Community Development and CSR Activities')).toHaveText([
      'Masco School',
      'Masco Cricket Academy',
      'Community Engagement',
      'Tree Plantation',
      'Subsidized Sanitary Napkins',
      'Training Center',
      'Nasal Cannula Distribution',
      'Help Desk',
    ]);
    await expect(headingList('People Engagement')).toHaveText([
      'Annual Picnic & Cultural Program',
      'Annual Sports',
      'Cultural Club',
      'Eid Greetings',
      'New Year Celebration',
      'National Anthem of Bangladesh',
    ]);
  });

  test('axe finds no serious or critical violation, with a popup open too', async ({ page }) => {
    await page.goto('/sustainability');
    const serious = async () =>
      (await new AxeBuilder({ page }).analyze()).violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`);
    expect(await serious()).toEqual([]);
    await page.getByRole('button', { name: 'Read More about Help Desk' }).click();
    await expect(page.getByRole('dialog', { name: 'Help Desk' })).toBeVisible();
    expect(await serious()).toEqual([]);
  });
});
