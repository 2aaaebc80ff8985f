import { expect, test } from '@playwright/test';
import { strictlyParsed } from '../../test/xml';
import { staticRoutes } from '@/lib/sitemap-routes';

/** Whole-site gates: search and sharing metadata, security headers, external links. */
const routes = ['/', ...staticRoutes().filter((r) => r !== '/')];

test.describe('search, sharing and security on every route', () => {
  test('every page sends the security headers, with a CSP that never allows eval or framing', async ({
    request,
  }) => {
    for (const path of ['/', '/knitting', '/blogs', '/sustainability', '/api/posts/categories']) {
      const headers = (await request.get(path)).headers();
      const csp = headers['content-security-policy'] ?? '';
      expect(csp, path).toContain("default-src 'self'");
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("object-src 'none'");
      expect(csp, path).not.toContain('unsafe-eval');
      expect(csp, path).toMatch(
        /frame-src https:\/\/www\.youtube-nocookie\.com [^;]*https:\/\/www\.google\.com/,
      );
      expect(headers['strict-transport-security'], path).toMatch(/max-age=\d{8}/);
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], path).toContain('camera=()');
      expect(headers['x-powered-by'], path).toBeUndefined();
    }
  });

  test("the build's hashed files carry the transport headers but not the document policies", async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    // Named in an attribute, or in the list of scripts added after the first paint (issue 48).
    const assets = [...html.matchAll(/"(\/_next\/static\/[^"]+\.(?:js|css|woff2))"/g)];
    expect(assets.length).toBeGreaterThan(3);
    for (const [, asset] of assets) {
      const headers = (await request.get(asset!)).headers();
      expect(headers['x-content-type-options'], asset).toBe('nosniff');
      expect(headers['strict-transport-security'], asset).toMatch(/max-age=\d{8}/);
      expect(headers['referrer-policy'], asset).toBe('strict-origin-when-cross-origin');
      expect(headers['content-security-policy'], asset).toBeUndefined();
      expect(headers['permissions-policy'], asset).toBeUndefined();
      expect(headers['x-frame-options'], asset).toBeUndefined();
    }
  });

  test('every route has its title, a specific description, canonical, Open Graph and Twitter tags', async ({
    request,
  }) => {
    const descriptions = new Set<string>();
    for (const path of routes) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      const meta = (attr: string, key: string) =>
        html.match(new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`))?.[1];
      expect(html, path).toMatch(/<title>Masco Group \|\| [^<]+<\/title>/);
      const description = meta('name', 'description');
      expect(description?.length, path).toBeGreaterThan(60);
      descriptions.add(description!);
      expect(html, path).toMatch(/<link rel="canonical" href="[^"]+"/);
      expect(meta('property', 'og:title'), path).toBeTruthy();
      expect(meta('property', 'og:image'), path).toMatch(/opengraph-image/);
      expect(meta('name', 'twitter:card'), path).toBe('summary_large_image');
    }
    expect(descriptions.size, 'descriptions are specific to their page').toBe(routes.length);
  });

  test('the home page carries Organization and WebSite data; inner pages a BreadcrumbList only', async ({
    request,
  }) => {
    const types = async (path: string) =>
      [
        ...(await (await request.get(path)).text()).matchAll(
          /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g,
        ),
      ].map((m) => JSON.parse(m[1]!)['@type']);
    expect(await types('/')).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
    // Google reads the site's name and organisation from the home page; on every
    // page they cost about 1.1 kB of HTML twice.
    expect(await types('/dyeing')).toEqual(['BreadcrumbList']);
  });

  test('sitemap.xml lists every route, article and media item; robots.txt points at it', async ({
    request,
  }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    // Read as a strict XML parser does: `/fabric-r&d` once made the whole file malformed.
    const locs = strictlyParsed(xml, 'loc').map((loc) => new URL(loc).pathname);
    for (const path of routes) expect(locs, path).toContain(encodeURI(path));
    const { blogs } = await (await request.get('/api/posts/get-blogs?per_page=50')).json();
    for (const blog of blogs.data) expect(locs).toContain(`/blogs/details/${blog.slug}`);
    const { medias } = await (await request.get('/api/media/news-videos')).json();
    const news = medias.filter((m: { media_type: string }) => m.media_type === 'news');
    expect(news.length).toBeGreaterThan(0);
    for (const item of news) expect(locs).toContain(`/media-details/${item.slug}`);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap\.xml/);
    expect(robots).toContain('Disallow: /api/');
  });

  test('the Open Graph cards are images', async ({ request }) => {
    // A card under a route group gets a suffix from Next (/career/opengraph-image-1e5xp1):
    // the address is the one the page announces.
    for (const page of ['/', '/sustainability', '/career']) {
      const html = await (await request.get(page)).text();
      const card = html.match(/<meta property="og:image" content="([^"]*)"/)?.[1];
      expect(card, page).toMatch(/\/opengraph-image/);
      const { pathname, search } = new URL(card!.replace(/&amp;/g, '&'));
      const response = await request.get(`${pathname}${search}`);
      expect(response.status(), pathname).toBe(200);
      expect(response.headers()['content-type'], pathname).toBe('image/png');
    }
  });

  test('every link that opens a new tab has rel="noopener noreferrer"', async ({ page }) => {
    for (const path of routes) {
      await page.goto(path);
      const bad = await page
        .locator('a[target="_blank"]')
        .evaluateAll((links) =>
          links
            .filter(
              (a) =>
                !/\bnoopener\b/.test(a.getAttribute('rel') ?? '') ||
                !/\bnoreferrer\b/.test(a.getAttribute('rel') ?? ''),
            )
            .map((a) => a.getAttribute('href')),
        );
      expect(bad, path).toEqual([]);
    }
  });
});
