import { expect, test, type Page } from '@playwright/test';
import { contractBody } from '../support/fixture';
import { CONTRACT_URL, setContractMode } from '../support/helpers';
import { expectShareCard } from '../support/share-image';

test.describe.configure({ mode: 'serial' });

type Media = {
  media_type: string;
  created_at: string;
  slug: string | null;
  quick_title: string;
  link: string | null;
};
type Magazine = { title: string; attachment: string; created_at: string };
type Details = { title: string; created_at: string; feature_image: string; content: string };

const { medias } = contractBody<{ medias: Media[] }>('/api/media/news-videos');
const { magazines } = contractBody<{ magazines: Magazine[] }>('/api/media/magazines');
const news = medias.filter((m) => m.media_type === 'news');
const videos = medias.filter((m) => m.media_type !== 'news');
const slug = 'upstream-dyehouse-opens';
const { details } = contractBody<{ details: Details }>(`/api/media/details/${slug}`);

/** The browser never leaves the machine: players and outside images answer locally. */
async function offline(page: Page) {
  await page.route(/^https:\/\/(www\.youtube-nocookie\.com|news\.example)\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>player</title>' }),
  );
}

const card = (page: Page, title: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });

test.describe('/media and /media-details on an upstream CMS', () => {
  test.afterAll(async ({ request }) => setContractMode(request, 'ok'));

  test("news cards show 'Date: DD-MM-YYYY' and READ MORE to their detail page", async ({
    page,
    request,
  }) => {
    await setContractMode(request, 'ok');
    await page.goto('/media');
    await expect(page).toHaveTitle('Masco Group || MEDIA');
    const expected = {
      // 2024-03-09T23:30:00Z: already the 10th in Dhaka.
      'upstream-dyehouse-opens': 'Date: 10-03-2024',
      'upstream-winter-fair': 'Date: 25-12-2023',
    } as Record<string, string>;
    for (const item of news) {
      const article = card(page, item.quick_title);
      await expect(article.getByText(/^Date: /)).toHaveText(expected[item.slug!]!);
      await expect(article.getByRole('link', { name: /^READ MORE/ })).toHaveAttribute(
        'href',
        `/media-details/${item.slug}`,
      );
      await expect(
        article.getByRole('link', { name: `READ MORE about ${item.quick_title}` }),
      ).toBeVisible();
      await expect(
        article.getByRole('link', { name: item.quick_title, exact: true }),
      ).toHaveAttribute('href', `/media-details/${item.slug}`);
    }
    await page
      .getByRole('link', { name: /^READ MORE/ })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/media-details/${news[0]!.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(details.title);
  });

  test('a video is a thumbnail until it is clicked, then a no-cookie YouTube player with autoplay', async ({
    page,
    request,
  }) => {
    await setContractMode(request, 'ok');
    const html = await (await request.get('/media')).text();
    expect(html).not.toContain('<iframe');

    await offline(page);
    await page.goto('/media');
    await expect(page.locator('iframe')).toHaveCount(0);
    const first = card(page, videos[0]!.quick_title);
    await expect(first.locator('img')).toHaveAttribute('src', /media-video-1\.png/);
    await expect(first.getByText(/^Date: /)).toHaveText('Date: 01-02-2024');
    await first.getByRole('button', { name: `Play video: ${videos[0]!.quick_title}` }).click();
    await expect(first.locator('iframe')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/Qm7vT2kXe4A?autoplay=1&rel=0',
    );
    await expect(first.locator('iframe')).toHaveAttribute('title', videos[0]!.quick_title);
    await expect(first.locator('img')).toHaveCount(0);
    // Only the clicked video has a player.
    await expect(page.locator('iframe')).toHaveCount(1);
    const second = card(page, videos[1]!.quick_title);
    await expect(second.locator('iframe')).toHaveCount(0);
    await second.getByRole('button', { name: /^Play video/ }).click();
    await expect(second.locator('iframe')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/Lx9Rb3NwQ8s?autoplay=1&rel=0',
    );
  });

  test('without JavaScript the play control links to the video in a new tab', async ({
    browser,
    baseURL,
    request,
  }) => {
    await setContractMode(request, 'ok');
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/media');
    const play = card(page, videos[0]!.quick_title).getByRole('link', { name: /^Play video/ });
    await expect(play).toHaveAttribute('href', 'https://www.youtube.com/watch?v=Qm7vT2kXe4A');
    await expect(play).toHaveAttribute('target', '_blank');
    await expect(play).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(page.locator('iframe')).toHaveCount(0);
    await context.close();
  });

  test('the Masco Magazine sidebar opens each issue in a new tab', async ({ page, request }) => {
    await setContractMode(request, 'ok');
    for (const path of ['/media', `/media-details/${slug}`]) {
      await page.goto(path);
      const sidebar = page.getByRole('complementary', { name: 'Masco Magazine' });
      const hrefs = [
        `${CONTRACT_URL}/files/upstream-magazine-12.pdf`,
        'https://files.example/upstream-magazine-11.pdf',
      ];
      const dates = ['05-07-2024', '10-01-2024'];
      for (const [i, magazine] of magazines.entries()) {
        const link = sidebar.getByRole('link', { name: `${magazine.title} (opens in a new tab)` });
        await expect(link, path).toHaveAttribute('href', hrefs[i]!);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        await expect(sidebar.getByRole('listitem').nth(i)).toContainText(dates[i]!);
      }
    }
  });

  test("a news item shows its title, 'Published: ' with the long date, its image and content", async ({
    page,
    request,
  }) => {
    await setContractMode(request, 'ok');
    await offline(page);
    const response = await page.goto(`/media-details/${slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(details.title);
    await expect(page.getByText(/^Published: /)).toHaveText(
      // 2024-01-01T15:04:05Z, in Dhaka.
      'Published: 1st January 2024, 9:04:05 pm',
    );
    await expect(page.locator('article img').first()).toHaveAttribute('src', /media-feature\.png/);
    await expect(
      page.getByText('The new dyehouse in Gazipur runs on recycled water'),
    ).toBeVisible();
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('link')).toHaveText(['Home', 'Media']);
    await expect(trail.getByRole('link', { name: 'Media' })).toHaveAttribute('href', '/media');
    await expect(trail.locator('[aria-current="page"]')).toHaveText(details.title);
    await expect(
      page.getByRole('link', { name: 'links out' }),
      'an outside link in the content opens a new tab',
    ).toHaveAttribute('target', '_blank');
  });

  test('the content is sanitised in the server HTML: no script, no event handlers', async ({
    request,
  }) => {
    await setContractMode(request, 'ok');
    const html = await (await request.get(`/media-details/${slug}`)).text();
    expect(html).toContain('The new dyehouse in Gazipur runs on recycled water');
    expect(html).toContain('Its second paragraph');
    expect(html).not.toContain('alert(');
    expect(html).not.toContain('steal()');
    expect(html).not.toMatch(/\son(click|mouseover|error)=/i);
  });

  test('the server HTML carries title, description, canonical, Open Graph, Twitter and NewsArticle data', async ({
    request,
  }) => {
    await setContractMode(request, 'ok');
    const html = await (await request.get(`/media-details/${slug}`)).text();
    const meta = (attr: 'name' | 'property', key: string) =>
      html.match(new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`))?.[1];
    const image = `${CONTRACT_URL}/images/media-feature.png`;
    const description =
      'The new dyehouse in Gazipur runs on recycled water from its first day. Its second paragraph links out.';

    expect(html).toContain(`<title>${details.title} | Masco Group</title>`);
    expect(meta('name', 'description')).toBe(description);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/media-details/${slug}"`));
    expect(meta('property', 'og:type')).toBe('article');
    expect(meta('property', 'og:title')).toBe(details.title);
    expect(meta('property', 'article:published_time')).toBe(details.created_at);
    expect(meta('name', 'twitter:card')).toBe('summary_large_image');
    // The CMS's PNG stays in the structured data; the preview is the generated JPEG card.
    await expectShareCard(request, `/media-details/${slug}`, details.title);
    expect(meta('name', 'robots')).toBeUndefined();

    const blocks = [
      ...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g),
    ].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
    const article = blocks.find((b) => b['@type'] === 'NewsArticle');
    expect(article).toMatchObject({
      '@context': 'https://schema.org',
      headline: details.title,
      datePublished: details.created_at,
      image,
      description,
      publisher: { '@type': 'Organization', name: 'Masco Group' },
    });
    expect(String(article?.url)).toMatch(new RegExp(`/media-details/${slug}$`));
    const breadcrumb = blocks.find((b) => b['@type'] === 'BreadcrumbList') as {
      itemListElement: { name: string }[];
    };
    expect(breadcrumb.itemListElement.map((c) => c.name)).toEqual(['Home', 'Media', details.title]);
  });

  test('text that closes a script element stays inside the JSON-LD blocks, with scripts off too', async ({
    browser,
    request,
  }) => {
    await setContractMode(request, 'ok');
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/media-details/upstream-script-breakout');
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((s) => s.textContent ?? ''));
    expect(blocks, "the article's and its breadcrumb's").toHaveLength(2);
    const parsed = blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
    expect(parsed.find((b) => b['@type'] === 'NewsArticle')).toMatchObject({
      headline: 'Breakout </script ><p id="ld-breakout-title">in the title</p> </script/>',
      description: expect.stringContaining('</script ><p id="ld-breakout-body">'),
    });
    await expect(page.locator('#ld-breakout-title, #ld-breakout-body')).toHaveCount(0);
    await context.close();
  });

  test('a slug the CMS does not know answers 404', async ({ page, request }) => {
    await setContractMode(request, 'ok');
    const response = await request.get('/media-details/no-such-news-item');
    expect(response.status()).toBe(404);
    expect(await response.text()).not.toContain('unavailable at the moment');
    const visit = await page.goto('/media-details/no-such-news-item');
    expect(visit?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'This page could not be found',
    );
  });

  test('with the CMS answering 500, /media answers 200 with its empty states', async ({
    page,
    request,
  }) => {
    await setContractMode(request, 'error');
    const response = await page.goto('/media');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Media & News');
    await expect(page.getByText('No news or videos to show right now')).toBeVisible();
    await expect(
      page
        .getByRole('complementary', { name: 'Masco Magazine' })
        .getByText('No magazine issues are available at the moment.'),
    ).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
  });

  test('with the CMS answering 500, a news item says it is unavailable (200, not indexed), not 404', async ({
    page,
    request,
  }) => {
    await setContractMode(request, 'error');
    const raw = await request.get(`/media-details/${slug}`);
    expect(raw.status()).toBe(200);
    const html = await raw.text();
    expect(html).toMatch(/<meta name="robots" content="noindex[^"]*"/);
    expect(html).not.toContain('NewsArticle');

    await page.goto(`/media-details/${slug}`);
    await expect(page.getByRole('status')).toContainText(
      'This news item is unavailable at the moment, please try again later.',
    );
    await expect(page.getByRole('link', { name: 'Back to Media & News' })).toHaveAttribute(
      'href',
      '/media',
    );
  });
});
