import { expect, test } from '@playwright/test';

/**
 * The servers under test listen on 127.0.0.1 (`next start -H 127.0.0.1`), as the
 * instances behind the shipped nginx balancer do, and nginx tells them the
 * visitor's scheme. A rewrite made in the request layer would reach its page
 * through an HTTP hop to the server itself (vercel/next.js#94745): behind TLS
 * every paged blog list and every undecodable address answered 500, and without
 * it the hop was now and then reset (a 500 in a CI run). The rewrites live in
 * next.config.ts, and these addresses answer as they do without the balancer.
 */
const balancer = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.example.com' };

for (const [label, headers] of [
  ['behind a TLS balancer', balancer],
  ['asked directly', {}],
] as const) {
  test.describe(label, () => {
    test('the paged blog lists render on the server', async ({ request }) => {
      const { categories } = (await (await request.get('/api/posts/categories')).json()) as {
        categories: Record<string, string>;
      };
      const category = Object.keys(categories)[0]!;
      const second = await request.get('/blogs?page=2', { headers });
      expect(second.status()).toBe(200);
      expect(await second.text()).toMatch(/<link rel="canonical" href="[^"]*\/blogs\?page=2"/);
      expect((await request.get(`/blogs?category=${category}`, { headers })).status()).toBe(200);
      // Only the per-request renderer reads ?page=: page 1 is the plain list's address.
      const first = await request.get(`/blogs/${category}?page=1`, { headers, maxRedirects: 0 });
      expect(first.status()).toBe(307);
      expect(first.headers().location).toBe(`/blogs/${category}`);
    });

    test('an undecodable page address gets the site 404 page, an API one a JSON 400', async ({
      request,
    }) => {
      for (const path of ['/blogs/details/%E0%A4%A', '/blogs/%zz', '/%']) {
        const answer = await request.get(path, { headers });
        expect(answer.status(), path).toBe(404);
        expect(await answer.text(), path).toContain('This page could not be found');
      }
      const api = await request.get('/api/posts/blog/%zz/details', { headers });
      expect(api.status()).toBe(400);
      expect(await api.json()).toEqual({ message: 'The address could not be decoded.' });
    });

    test('the legacy addresses redirect to a path on the same site', async ({ request }) => {
      for (const [path, target] of [
        ['/mascoTopManagementImage', '/management-message'],
        ['/blogs/blog-details/some-post', '/blogs/details/some-post'],
        ['/fabric-r%26d', '/fabric-r&d'],
      ]) {
        const answer = await request.get(path!, { headers, maxRedirects: 0 });
        expect(answer.status(), path).toBe(308);
        expect(answer.headers().location, path).toBe(target);
      }
    });
  });
}
