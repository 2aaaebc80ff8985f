import { expect, test } from '@playwright/test';
import { staticRoutes } from '@/lib/sitemap-routes';
import { fixture } from '../support/fixture';
import { setContractMode } from '../support/helpers';
import { DEADLINE_MS, describe, send, type Probe } from '../support/hostile';

/**
 * The CMS accepts every connection and never answers. Every page must still
 * answer, with its fallbacks, within the content deadline plus a second: one
 * after another, and twenty at once.
 */
const routes = [
  '/',
  ...staticRoutes(),
  `/blogs/details/${fixture.blog.slug}`,
  '/blogs/details/never-seen-before',
  '/media-details/upstream-dyehouse-opens',
  '/blogs/author/1',
  '/blogs/industry-insights',
  '/blogs?page=2',
  '/blogs/feed.xml',
  '/sitemap.xml',
  '/api/posts/get-blogs?per_page=50',
];

test.describe('a CMS that never answers', () => {
  test.setTimeout(300_000);
  test.beforeAll(async ({ request }) => setContractMode(request, 'hang'));
  test.afterAll(async ({ request }) => setContractMode(request, 'ok'));

  test('every page answers within the deadline, one after another and twenty at once', async ({
    baseURL,
    request,
  }) => {
    const probes: Probe[] = routes.map((path) => ({ path }));
    const late = [];
    for (const probe of probes) {
      const answer = await send(baseURL!, probe, '127.0.0.4');
      if (answer.status === 0 || answer.status >= 500 || answer.ms > DEADLINE_MS) late.push(answer);
    }
    expect(late.map(describe), 'one after another').toEqual([]);

    await setContractMode(request, 'hang'); // drops the pages cached above
    const together = await Promise.all(
      probes.slice(0, 20).map((probe) => send(baseURL!, probe, '127.0.0.4')),
    );
    expect(
      together.filter((a) => a.status === 0 || a.status >= 500 || a.ms > DEADLINE_MS).map(describe),
      'twenty at once',
    ).toEqual([]);
  });
});
