import { expect, test } from '@playwright/test';
import { articles, categories, categoriesBn } from '../support/blog-fixture.mjs';
import { setContractMode } from '../support/helpers';

/**
 * Issue 49 on an upstream CMS: a Bangla page asks its reads with `lang=bn`; what the
 * CMS answers in English (this one has no Bangla articles) shows marked lang="en" for
 * screen readers, and the English pages' reads are asked for exactly as before.
 */
test.describe('the Bangla edition on an upstream CMS', () => {
  test.beforeAll(async ({ request }) => setContractMode(request, 'ok'));

  test('an article’s Bangla twin shows the CMS’s English, marked lang="en"', async ({ page }) => {
    const article = articles[0]!;
    await page.goto(`/bn/blogs/details/${article.slug}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.locator('main h1')).toHaveText(article.title);
    const lang = await page
      .locator('main h1')
      .evaluate((el) => el.closest('[lang]')!.getAttribute('lang'));
    expect(lang).toBe('en');
  });

  test('the unit pages’ Bangla copy surrounds the CMS’s figures, which read as on the English page', async ({
    page,
  }) => {
    // The figure itself (its unit, beneath it, is a word of the page's language).
    const tiles = () =>
      page
        .locator('main dl dd.text-2xl')
        .evaluateAll((dds) => dds.map((dd) => dd.firstChild!.textContent));
    await page.goto('/knitting');
    const english = await tiles();
    await page.goto('/bn/knitting');
    await expect(page.locator('main h1')).toHaveText('নিটিং');
    expect(await tiles()).toEqual(english);
  });

  test('a category’s Bangla page names it as the CMS names it in Bangla; one it has none for in English, marked so', async ({
    page,
  }) => {
    await page.goto('/bn/blogs/knitwear');
    await expect(page.locator('main h1')).toHaveText(categoriesBn.knitwear!);
    await expect(page).toHaveTitle(`মাসকো গ্রুপ || ${categoriesBn.knitwear}`);
    await expect(
      page.getByRole('navigation', { name: 'আপনি এখানে' }).locator('[aria-current=page]'),
    ).toHaveText(categoriesBn.knitwear!);
    await page.goto('/bn/blogs/sustainability-news');
    await expect(page.locator('main h1')).toHaveText(categories['sustainability-news']!);
    expect(await page.locator('main h1').getAttribute('lang')).toBe('en');
    await page.goto('/blogs/knitwear');
    await expect(page.locator('main h1')).toHaveText(categories.knitwear!);
    await expect(page).toHaveTitle('Masco Group || BLOGS/KNITWEAR');
  });
});
