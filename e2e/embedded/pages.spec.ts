import { expect, test } from '@playwright/test';

test.describe('pages on the embedded store', () => {
  test('the home page shows store content in its server HTML', async ({ page, request }) => {
    const headlines = (await (await request.get('/api/posts/headline-blogs')).json()).blogs as {
      title: string;
      slug: string;
    }[];
    expect(headlines.length).toBeGreaterThan(0);
    const html = await (await request.get('/')).text();
    for (const { title } of headlines) expect(html).toContain(title.replace(/&/g, '&amp;'));
    expect(html).toContain('<meta name="csrf-token"');

    await page.goto('/');
    await expect(page).toHaveTitle('Masco Group || Home');
    await expect(page.getByRole('link', { name: headlines[0]!.title })).toHaveAttribute(
      'href',
      `/blogs/details/${headlines[0]!.slug}`,
    );
  });

  test('the knitting page shows the figures of its record', async ({ page, request }) => {
    const record = (await (await request.get('/api/apparel/knitting')).json()).data;
    await page.goto('/knitting');
    await expect(page).toHaveTitle('Masco Group || KNITTING');
    const tile = page
      .locator('dt', { hasText: /^Circular machines$/ })
      .locator('xpath=following-sibling::dd');
    await expect(tile).toHaveText(Number(record.circular_machines).toLocaleString('en-US'));
    await expect(
      page.locator('dt', { hasText: /^Monthly capacity$/ }).locator('xpath=following-sibling::dd'),
    ).toContainText('tons');
  });

  test('the blog list shows eight articles, each linking to its detail page', async ({ page }) => {
    await page.goto('/blogs');
    const cards = page.locator('main ul li article h3 a');
    await expect(cards).toHaveCount(8);
    const href = await cards.first().getAttribute('href');
    expect(href).toMatch(/^\/blogs\/details\/[a-z0-9-]+$/);
    await cards.first().click();
    await expect(page).toHaveURL(href!);
    await expect(page.locator('h1')).not.toBeEmpty();
  });

  test('an article carries its link preview in the server HTML', async ({ request }) => {
    const [blog] = (await (await request.get('/api/posts/get-blogs')).json()).blogs.data;
    const html = await (await request.get(`/blogs/details/${blog.slug}`)).text();
    expect(html).toContain('<meta property="og:type" content="article"');
    expect(html).toContain('<meta property="og:image"');
    expect(html).toMatch(/<title>[^<]+\| Masco Group<\/title>/);
  });

  test('a missing article and an unknown path answer 404 with a way home', async ({ page }) => {
    for (const path of ['/blogs/details/no-such-post', '/no/such/page']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
        'href',
        '/',
      );
    }
  });

  test('a phone held sideways sees the not-found heading and its search on the first screen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 740, height: 360 });
    expect((await page.goto('/no-such-page-sideways'))?.status()).toBe(404);
    for (const part of [
      page.getByRole('heading', { level: 1, name: 'This page could not be found' }),
      page
        .getByRole('main')
        .getByRole('searchbox')
        .or(page.getByRole('main').getByRole('combobox')),
    ])
      await expect(part).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: 'test-results/shots/not-found-740x360.png' });
  });

  test("the not-found page of unknown addresses carries no one's address: not in a form, not as the current menu item", async ({
    request,
  }) => {
    // Served from one render to every unknown address: had it printed the address of
    // the request that rendered it, every later visitor would get that one.
    const addresses = [`/sustainability/first-${Date.now()}`, `/career/second-${Date.now()}`];
    for (const address of addresses) {
      const response = await request.get(address);
      expect(response.status(), address).toBe(404);
      const html = await response.text();
      for (const other of addresses) expect(html, `${address} names ${other}`).not.toContain(other);
      expect(html).not.toContain('aria-current');
      expect(html).toMatch(/<form aria-label="Newsletter"[^>]* action="\/"/);
    }
  });

  test('a second visit is served from the page cache', async ({ request }) => {
    await request.get('/knitting');
    // A build-time entry older than a minute is served STALE once, while it is rebuilt.
    let response = await request.get('/knitting');
    await expect
      .poll(async () => {
        response = await request.get('/knitting');
        return response.headers()['x-nextjs-cache'];
      })
      .toBe('HIT');
    expect(response.headers()['cache-control']).toMatch(/s-maxage=60/);
  });

  test('a cached page goes out as its compressed copy, made once: the same page in a fifth of the bytes', async ({
    request,
  }) => {
    const get = (acceptEncoding: string) =>
      request.get('/dyeing', { headers: { 'accept-encoding': acceptEncoding } });
    // The first answer of a version is gzipped as it goes while its brotli copy is made;
    // the page may also be rebuilt between two requests (a stale build-time entry, another
    // spec's save), so a round counts only when its three answers are one version.
    let round = {} as Record<'plain' | 'brotli' | 'gzip', Awaited<ReturnType<typeof get>>>;
    await expect
      .poll(async () => {
        round = {
          plain: await get('identity'),
          brotli: await get('gzip, deflate, br, zstd'),
          gzip: await get('gzip'),
        };
        const versions = new Set(Object.values(round).map((answer) => answer.headers().etag));
        return versions.size === 1
          ? Object.values(round).map((answer) => answer.headers()['content-encoding'] ?? 'none')
          : 'the page changed meanwhile';
      })
      .toEqual(['none', 'br', 'gzip']);
    const html = await round.plain.text();
    expect(await round.brotli.text()).toBe(html);
    expect(await round.gzip.text()).toBe(html);
    expect(round.brotli.headers().vary).toMatch(/accept-encoding/i);
    expect(Number(round.brotli.headers()['content-length'])).toBeLessThan(
      Number(round.plain.headers()['content-length']) / 5,
    );
    // The ETag is made from the page's bytes (Next's own is off), and a browser that
    // holds this version gets a 304 without the page.
    expect(round.brotli.headers().etag).toMatch(/^"[\w-]{27}"$/);
    await expect
      .poll(async () => {
        const { etag } = (await get('gzip, deflate, br, zstd')).headers();
        const again = await request.get('/dyeing', { headers: { 'if-none-match': etag! } });
        return [again.status(), (await again.body()).length];
      })
      .toEqual([304, 0]);
  });

  test("the build's JavaScript and CSS go out as brotli copies after the first request, with their immutable caching", async ({
    request,
  }) => {
    const html = await (await request.get('/dyeing')).text();
    const files = [...new Set(html.match(/\/_next\/static\/[\w./-]+\.(?:js|css)/g) ?? [])].slice(
      0,
      3,
    );
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const plain = await request.get(file, { headers: { 'accept-encoding': 'identity' } });
      const get = () =>
        request.get(file, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
      // The first compressed answer is gzip while the copy is made; then brotli.
      await expect.poll(async () => (await get()).headers()['content-encoding']).toBe('br');
      const brotli = await get();
      expect(await brotli.text()).toBe(await plain.text());
      expect(brotli.headers()['cache-control']).toBe(plain.headers()['cache-control']);
      expect(brotli.headers()['cache-control']).toMatch(/immutable/);
      expect(brotli.headers()['content-type']).toBe(plain.headers()['content-type']);
      expect(brotli.headers()['x-content-type-options']).toBe('nosniff');
      expect(brotli.headers().vary).toMatch(/accept-encoding/i);
    }
  });
});
