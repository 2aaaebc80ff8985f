import { axe } from '../support/axe';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { articles, authors, publications, videos } from '../support/blog-fixture.mjs';
import { CONTRACT_URL, setContractMode } from '../support/helpers';
import { expectShareCard, pixelAt } from '../support/share-image';
import { runUntilVisible, stopClock } from '../support/clock';
import { hydrated } from '../support/phone';

/**
 * The blog section on an upstream CMS with 21 known articles (three pages of 8).
 * Spec part 2: the blog section of section 2, sections 4, 5, 8 and 9.
 */
test.describe.configure({ mode: 'serial' });

type Article = (typeof articles)[number];
const cardTitles = (page: Page) => page.locator('main ul li article h3');
const cut = (text: string, n: number) => (text.length > n ? `${text.slice(0, n)}...` : text);
const pageOf = (n: number) => articles.slice((n - 1) * 8, n * 8) as Article[];

async function throttle(request: APIRequestContext, count: number) {
  const response = await request.post(`${CONTRACT_URL}/__throttle`, { data: { count } });
  expect(response.ok()).toBe(true);
}

test.describe('the blog section on an upstream CMS', () => {
  test.beforeAll(async ({ request }) => setContractMode(request, 'ok'));
  test.afterAll(async ({ request }) => {
    await throttle(request, 0);
    await setContractMode(request, 'ok');
  });

  test('the tab bar lists All Articles and every category; the active tab follows the path', async ({
    page,
  }) => {
    await page.goto('/blogs');
    const tabs = page.getByRole('navigation', { name: 'Blog categories' }).getByRole('link');
    await expect(tabs).toHaveText([
      'All Articles',
      'Knitwear',
      'Sustainability News',
      'Video',
      'Publication',
    ]);
    await expect(tabs.first()).toHaveAttribute('aria-current', 'page');
    await tabs.nth(1).click();
    await expect(page).toHaveURL(/\/blogs\/knitwear$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Knitwear');
    await expect(tabs.nth(1)).toHaveAttribute('aria-current', 'page');
    await expect(tabs.first()).not.toHaveAttribute('aria-current', 'page');
    await expect(cardTitles(page)).toHaveCount(8);
  });

  test('cards cut titles at 82 and descriptions at 120, and say when there is no description', async ({
    page,
  }) => {
    await page.goto('/blogs');
    const long = articles[1]!;
    const card = page
      .locator('main ul li article')
      .filter({ has: page.getByRole('link', { name: cut(long.title, 82) }) });
    await expect(card.getByRole('heading')).toHaveText(cut(long.title, 82));
    await expect(card).toContainText(cut(long.short_description, 120));
    await expect(card.getByRole('link', { name: cut(long.title, 82) })).toHaveAttribute(
      'href',
      `/blogs/details/${long.slug}`,
    );
    await expect(card.getByRole('link', { name: long.author })).toHaveAttribute(
      'href',
      `/blogs/author/${long.author_id}`,
    );
    await expect(card.locator('time')).toHaveText(/^\d\d-\d\d-\d{4}$/);
    const bare = page
      .locator('main ul li article')
      .filter({ has: page.getByRole('link', { name: articles[2]!.title, exact: true }) });
    await expect(bare).toContainText('No description available.');
  });

  test('paging lives in the URL: the server renders ?page=2, and the page bar follows the window rule', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/blogs?page=2')).text();
    for (const article of pageOf(2)) expect(html).toContain(`/blogs/details/${article.slug}`);
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/blogs\?page=2"/);

    await page.goto('/blogs?page=2');
    const bar = page.getByRole('navigation', { name: 'Article pages' });
    await expect(bar.getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/blogs#articles',
    );
    await expect(bar.getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/blogs?page=3#articles',
    );
    await expect(bar.locator('[aria-current="page"]')).toHaveText('Page 2');
    await expect(bar.getByRole('link', { name: /^Page \d$/ })).toHaveText(['1', '3']);

    await page.goto('/blogs');
    await expect(bar.getByRole('link', { name: 'Previous page' })).toHaveCount(0);
    await page.goto('/blogs?page=3');
    await expect(bar.getByRole('link', { name: 'Next page' })).toHaveCount(0);
    await expect(cardTitles(page)).toHaveCount(articles.length - 16);
  });

  test('out-of-range and malformed page values land on a valid page', async ({ page }) => {
    for (const [asked, landed] of [
      ['/blogs?page=99', /\/blogs\?page=3$/],
      ['/blogs?page=abc', /\/blogs$/],
      ['/blogs?page=-1', /\/blogs$/],
      ['/blogs?page=1', /\/blogs$/],
      ['/blogs/knitwear?page=9', /\/blogs\/knitwear\?page=2$/],
      ['/blogs/publication?page=x', /\/blogs\/publication$/],
    ] as const) {
      const response = await page.goto(asked);
      expect(response?.status(), asked).toBe(200);
      await expect(page, asked).toHaveURL(landed);
    }
  });

  test('paging in the browser fetches only the list and keeps the URL in step', async ({
    page,
  }) => {
    await page.goto('/blogs');
    const second = page
      .getByRole('navigation', { name: 'Article pages' })
      .getByRole('link', { name: 'Page 2' });
    // In place once the list runs (before, the link loads the page, as without JavaScript).
    await hydrated(second);
    let documents = 0;
    page.on('request', (r) => r.resourceType() === 'document' && documents++);
    const list = page.waitForResponse(
      (r) => r.url().includes('/api/site/articles') && r.url().includes('page=2'),
    );
    await second.click();
    expect((await list).status()).toBe(200);
    await expect(page).toHaveURL(/\/blogs\?page=2$/);
    await expect(cardTitles(page).first()).toHaveText(cut(pageOf(2)[0]!.title, 82));
    await page.goBack();
    await expect(page).toHaveURL(/\/blogs$/);
    await expect(cardTitles(page).first()).toHaveText(cut(pageOf(1)[0]!.title, 82));
    expect(documents).toBe(0);
  });

  test('Back from an article opened on a page or a filter chosen in place shows that list again', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const pages = page.getByRole('navigation', { name: 'Article pages' });
    await page.goto('/blogs');
    await hydrated(pages.getByRole('link', { name: 'Page 2' }));
    await pages.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/blogs\?page=2$/);
    const first = cut(pageOf(2)[0]!.title, 82);
    await expect(cardTitles(page).first()).toHaveText(first);
    await page.locator('main ul li article a[href^="/blogs/details/"]').first().click();
    await expect(page).toHaveURL(/\/blogs\/details\//);
    await page.goBack();
    await expect(page).toHaveURL(/\/blogs\?page=2$/);
    await expect(cardTitles(page).first()).toHaveText(first);
    await expect(pages.locator('[aria-current="page"]')).toHaveText('Page 2');

    // The same after a category chosen in place.
    const filter = page.locator('details[data-list-filter]');
    await filter.locator('summary').click();
    await page.locator('#category-filter a').filter({ hasText: 'Sustainability News' }).click();
    await expect(page).toHaveURL(/\/blogs\?category=sustainability-news$/);
    const wanted = articles.filter((a) => a.category_slug === 'sustainability-news');
    await expect(cardTitles(page)).toHaveText(wanted.map((a) => cut(a.title, 82)));
    await page.locator('main ul li article a[href^="/blogs/details/"]').first().click();
    await expect(page).toHaveURL(/\/blogs\/details\//);
    await page.goBack();
    await expect(page).toHaveURL(/\/blogs\?category=sustainability-news$/);
    await expect(cardTitles(page)).toHaveText(wanted.map((a) => cut(a.title, 82)));
    await expect(filter.locator('summary')).toHaveText('Category: Sustainability News▾');
  });

  test('a 429 is retried with the same page until it answers; other failures say so', async ({
    page,
    request,
  }) => {
    const pageLink = (name: string) =>
      page.getByRole('navigation', { name: 'Article pages' }).getByRole('link', { name });
    await page.goto('/blogs');
    // Fetched in the browser once the list runs.
    await hydrated(pageLink('Page 3'));
    await throttle(request, 2);
    await pageLink('Page 3').click();
    await expect(cardTitles(page).first()).toHaveText(cut(pageOf(3)[0]!.title, 82));
    const left = await (
      await request.post(`${CONTRACT_URL}/__throttle`, { data: { count: 0 } })
    ).json();
    expect(left.throttle).toBe(0);

    await page.goto('/blogs');
    await hydrated(pageLink('Page 2'));
    await throttle(request, 10); // more than the three retries
    await pageLink('Page 2').click();
    await expect(page.getByText('Failed to fetch blogs. Please try again later.')).toBeVisible();
    await throttle(request, 0);
  });

  test('at 390 px the category dropdown filters the list and closes', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/blogs');
    const filter = page.locator('details[data-list-filter]');
    await expect(filter.locator('summary')).toHaveText('Category: All Articles▾');
    await filter.locator('summary').click();
    await expect(filter).toHaveAttribute('open', '');
    const options = page.locator('#category-filter a');
    await expect(options).toHaveText([
      'All Articles',
      'Knitwear',
      'Sustainability News',
      'Publication',
    ]);
    await hydrated(options.first());
    await options.filter({ hasText: 'Sustainability News' }).click();
    await expect(filter).not.toHaveAttribute('open');
    await expect(page).toHaveURL(/\/blogs\?category=sustainability-news$/);
    const wanted = articles.filter((a) => a.category_slug === 'sustainability-news');
    await expect(cardTitles(page)).toHaveText(wanted.map((a) => cut(a.title, 82)));
    await expect(filter.locator('summary')).toHaveText('Category: Sustainability News▾');
  });

  test('the featured hero plays every 5 s, and stops when paused', async ({ page }) => {
    await stopClock(page);
    await page.goto('/blogs');
    const hero = page.locator('section[aria-labelledby="latest-stories"]');
    const featured = articles.filter((a) => a.featured);
    await expect(hero.getByText('Featured').first()).toBeVisible();
    await expect(hero.getByRole('link', { name: featured[0]!.title, exact: true })).toHaveAttribute(
      'href',
      `/blogs/details/${featured[0]!.slug}`,
    );
    await expect(hero).toContainText(cut(featured[1]!.short_description, 130));
    const bullets = hero.getByRole('button', { name: /^Go to slide/ });
    await runUntilVisible(page, bullets.first()); // the slider and its autoplay start
    await expect(bullets).toHaveCount(featured.length);
    await expect(bullets.nth(0)).toHaveAttribute('aria-current', 'true');
    await page.mouse.move(0, 0);
    await page.clock.runFor(5_100);
    await expect(bullets.nth(1)).toHaveAttribute('aria-current', 'true');
    await hero.getByRole('button', { name: 'Pause slideshow' }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(11_000);
    await expect(bullets.nth(1)).toHaveAttribute('aria-current', 'true');
    await bullets.nth(2).click();
    await expect(bullets.nth(2)).toHaveAttribute('aria-current', 'true');
  });

  test('a list preloads only the picture that may be its largest paint', async ({ request }) => {
    const preloads = async (path: string) =>
      [
        ...(await (await request.get(path)).text()).matchAll(
          /<link rel="preload"(?=[^>]*as="image")[^>]*>/g,
        ),
      ].map(([link]) => decodeURIComponent(link)); // image addresses plain
    // The featured story's, at high priority; not the first card's, far below it.
    const [featured] = articles.filter((a) => a.featured);
    const all = await preloads('/blogs');
    expect(all).toHaveLength(1);
    expect(all[0]).toContain(featured!.featured_image);
    expect(all[0]).toContain('fetchPriority="high"');
    // With no featured story above, the first card leads the page.
    const [first] = articles.filter((a) => a.category_slug === 'knitwear');
    const category = await preloads('/blogs/knitwear');
    expect(category).toHaveLength(1);
    expect(category[0]).toContain(first!.thumbnail);
  });

  test('the publication slider cuts titles at 50 and leads to the paged grid and /publications', async ({
    page,
  }) => {
    await page.goto('/blogs');
    const slider = page.locator('section[aria-labelledby="our-publication"]');
    await expect(slider.getByText(cut(publications[0]!.title, 50), { exact: true })).toBeAttached();
    await expect(slider.getByRole('link', { name: /^View All/ })).toHaveAttribute(
      'href',
      '/blogs/publication',
    );

    await page.goto('/blogs/publication');
    const grid = page.locator('main ul.grid > li');
    await expect(grid).toHaveCount(8);
    const first = grid.first().getByRole('link');
    await expect(first).toHaveAttribute('target', '_blank');
    await expect(first).toHaveAttribute('rel', 'noopener noreferrer');
    await page
      .getByRole('navigation', { name: 'Publication pages' })
      .getByRole('link', { name: 'Page 2' })
      .click();
    await expect(page).toHaveURL(/\/blogs\/publication\?page=2$/);
    await expect(grid).toHaveCount(2);

    await page.goto('/publications');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Publication');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(
      'All Publication',
    );
    for (const publication of publications)
      await expect(page.getByText(publication.title, { exact: true })).toBeVisible();
  });

  test('an article carries its link preview in the server HTML', async ({ request }) => {
    const article = articles[3]!;
    const response = await request.get(`/blogs/details/${article.slug}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const meta = (attr: string, key: string) =>
      html.match(new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`))?.[1];
    expect(html).toContain(`<title>${article.title} | Masco Group</title>`);
    expect(meta('name', 'description')).toBe(article.short_description);
    expect(html).toMatch(
      new RegExp(`<link rel="canonical" href="[^"]*/blogs/details/${article.slug}"`),
    );
    expect(meta('property', 'og:type')).toBe('article');
    expect(meta('property', 'og:title')).toBe(article.title);
    expect(meta('property', 'og:description')).toBe(article.short_description);
    // The CMS's picture becomes a 1200x630 JPEG card (LinkedIn renders no WebP).
    const card = await expectShareCard(request, `/blogs/details/${article.slug}`, article.title);
    // The CMS's images are one green pixel: the card is drawn over it, not over navy.
    const { g, b } = await pixelAt(card, 1150, 200);
    expect(g, 'the picture is drawn under the veil').toBeGreaterThan(b + 40);
    expect(meta('property', 'article:published_time')).toBe(article.published_date);
    expect(meta('name', 'twitter:card')).toBe('summary_large_image');
    expect(html).toContain('type="application/rss+xml"');
    const ld = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!),
    );
    const posting = ld.find((d) => d['@type'] === 'BlogPosting');
    expect(posting?.headline).toBe(article.title);
    expect(posting?.datePublished).toBe(article.published_date);
  });

  test('the article page: breadcrumb, byline, body and Recent Posts', async ({ page }) => {
    const article = articles[4]!;
    await page.goto(`/blogs/details/${article.slug}`);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(article.title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
    await expect(page.locator('main article').first()).toContainText(article.reading_time);
    await expect(page.getByText(`Body of upstream article 5.`)).toBeVisible();
    const recent = page.getByRole('complementary', { name: 'Recent Posts' });
    await expect(recent.getByRole('link', { name: /^View All/ })).toHaveAttribute('href', '/blogs');
    await expect(recent.locator('ul li h3')).toHaveText(
      articles
        .slice(0, 5)
        .filter((a) => a.slug !== article.slug)
        .map((a) => cut(a.title, 58)),
    );
  });

  test('missing things answer 404; the old article address redirects permanently', async ({
    page,
    request,
  }) => {
    const missing = await page.goto('/blogs/details/no-such-article');
    expect(missing?.status()).toBe(404);
    await expect(
      page.getByText(
        'The blog you are looking for does not exist or is unavailable at the moment.',
      ),
    ).toBeVisible();
    expect((await request.get('/blogs/no-such-category')).status()).toBe(404);
    expect((await request.get('/blogs/author/12345')).status()).toBe(404);
    const old = await request.get(`/blogs/blog-details/${articles[5]!.slug}`, { maxRedirects: 0 });
    expect(old.status()).toBe(308);
    expect(old.headers().location).toBe(`/blogs/details/${articles[5]!.slug}`);
  });

  test('the author page lists the author’s articles; an author without any says so', async ({
    page,
  }) => {
    await page.goto('/blogs/author/7');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(authors[7].full_name);
    await expect(page.getByText('Group Author & Writer')).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Article’s written by Upstream Author' }),
    ).toBeVisible();
    const own = articles.filter((a) => a.author_id === 7);
    await expect(page.locator('main ul li article')).toHaveCount(own.length);
    await expect(page.locator('main ul li article').first().locator('ul li')).toHaveText(
      own[0]!.tags,
    );
    await page.goto('/blogs/author/8');
    await expect(page.getByText('No articles available.')).toBeVisible();
  });

  test('a video opens in a large player that stops when closed', async ({ page }) => {
    await page.route(/youtube-nocookie\.com/, (route) => route.fulfill({ body: '<html></html>' }));
    await page.goto('/blogs/video');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Videos');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'All Blog' })).toHaveAttribute('href', '/blogs');
    const cardsOf = page.locator('main ul li button');
    await expect(cardsOf).toHaveCount(videos.length);
    await expect(cardsOf.nth(1)).toContainText(cut(videos[1]!.title, 62));
    await cardsOf.first().click();
    const dialog = page.getByRole('dialog', { name: videos[0]!.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('iframe')).toHaveAttribute(
      'src',
      /youtube-nocookie\.com\/embed\/AbCdEfGhIjK\?.*autoplay=1/,
    );
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(cardsOf.first()).toBeFocused();
    await cardsOf.nth(1).click();
    await page.keyboard.press('Escape');
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(
      page.locator('main').getByRole('link', { name: 'Contact us', exact: true }),
    ).toHaveAttribute('href', '/contact-us');
  });

  test('the RSS feed is valid and lists the latest articles', async ({ page, request }) => {
    const response = await request.get('/blogs/feed.xml');
    expect(response.headers()['content-type']).toContain('application/rss+xml');
    const xml = await response.text();
    await page.goto('/blogs');
    const summary = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'application/xml');
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        titles: [...doc.querySelectorAll('item > title')].map((t) => t.textContent),
        link: doc.querySelector('item > link')?.textContent,
      };
    }, xml);
    expect(summary.error).toBeNull();
    expect(summary.titles).toEqual(articles.slice(0, 20).map((a) => a.title));
    expect(summary.link).toMatch(new RegExp(`^https?://[^/]+/blogs/details/${articles[0]!.slug}$`));
  });

  test('with the CMS failing, lists say so and articles are unavailable rather than missing', async ({
    page,
    request,
  }) => {
    await setContractMode(request, 'error');
    const article = await page.goto(`/blogs/details/${articles[6]!.slug}`);
    expect(article?.status()).toBe(200);
    await expect(
      page.getByText(
        'The blog you are looking for does not exist or is unavailable at the moment.',
      ),
    ).toBeVisible();
    await page.goto('/blogs');
    await expect(page.getByText('Failed to fetch blogs. Please try again later.')).toBeVisible();
    await expect(page.getByText('No featured blogs available.')).toBeVisible();
    await expect(page.getByText('No Publication available.')).toBeVisible();
    await page.goto('/blogs/video');
    await expect(
      page.getByText('Failed to fetch recent videos. Please try again later.'),
    ).toBeVisible();
    await setContractMode(request, 'ok');
  });

  test('axe finds no serious or critical violation on the blog pages', async ({ page }) => {
    // Seven pages, each loaded and analysed: time by the page.
    test.setTimeout(7 * 20_000);
    for (const path of [
      '/blogs',
      '/blogs/knitwear',
      '/blogs/video',
      '/blogs/publication',
      `/blogs/details/${articles[3]!.slug}`,
      '/blogs/author/7',
      '/publications',
    ]) {
      await page.goto(path);
      const { violations } = await axe(page).analyze();
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(
        serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`),
        path,
      ).toEqual([]);
    }
  });
});
