import { expect, test, type Page } from '@playwright/test';

type Media = { media_type: string; slug: string | null; quick_title: string };

/** The first seeded news item, read through the site's own contract. */
async function firstNews(page: Page) {
  const { medias } = (await (await page.request.get('/api/media/news-videos')).json()) as {
    medias: Media[];
  };
  const news = medias.find((m) => m.media_type === 'news' && m.slug);
  if (!news) throw new Error('the demo content has no news item');
  return { news, videos: medias.filter((m) => m.media_type !== 'news') };
}

test.describe('media pages on the embedded store', () => {
  test('/media lists the seeded news, videos and magazines', async ({ page }) => {
    const { news, videos } = await firstNews(page);
    await page.goto('/media');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Media & News');
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: news.quick_title }) });
    await expect(card.getByText(/^Date: /)).toHaveText(/^Date: \d{2}-\d{2}-\d{4}$/);
    await expect(card.getByRole('link', { name: /^READ MORE/ })).toHaveAttribute(
      'href',
      `/media-details/${news.slug}`,
    );
    expect(videos.length).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: /^Play video/ })).toHaveCount(videos.length);
    await expect(page.locator('iframe')).toHaveCount(0);
    const sidebar = page.getByRole('complementary', { name: 'Masco Magazine' });
    await expect(sidebar.getByRole('link').first()).toHaveAttribute('target', '_blank');
  });

  test('a seeded news item renders with its title and published date', async ({ page }) => {
    const { news } = await firstNews(page);
    const { details } = (await (
      await page.request.get(`/api/media/details/${news.slug}`)
    ).json()) as { details: { title: string } };
    const response = await page.goto(`/media-details/${news.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(details.title);
    await expect(page).toHaveTitle(`${details.title} | Masco Group`);
    await expect(page.getByText(/^Published: /)).toHaveText(
      /^Published: \d{1,2}(st|nd|rd|th) [A-Z][a-z]+ \d{4}, \d{1,2}:\d{2}:\d{2} (am|pm)$/,
    );
  });

  test('a slug that is not in the store answers 404', async ({ request }) => {
    expect((await request.get('/media-details/no-such-news-item')).status()).toBe(404);
  });
});
