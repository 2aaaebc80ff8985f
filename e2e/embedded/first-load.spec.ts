import { expect, test } from '@playwright/test';
import {
  chunkModuleIds,
  duplicateModules,
  firstLoadScripts,
  pageWeight,
} from '../../scripts/page-weight.mjs';
import { sitemapPaths } from '../support/helpers';

/**
 * A first visit downloads each client module once. A module in two chunks of one
 * page is downloaded and parsed twice: next/link's client code was, on every public
 * page, because the root forbidden boundary imported it directly (3.3 kB gzipped).
 * The editing area is left out: its sign-in form repeats Next's 0.2 kB server
 * action helper, for a few staff.
 */
test('every page of the sitemap loads each client module once', async ({ request }) => {
  const paths = await sitemapPaths(request);
  expect(paths.length, 'the sitemap lists the site').toBeGreaterThan(50);
  // Every page of both languages, most rendered for the first time: time by the page.
  test.setTimeout(30_000 + paths.length * 4_000);
  const chunks = new Map<string, string>();
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    const scripts = [...firstLoadScripts(html)];
    for (const src of scripts)
      if (!chunks.has(src)) {
        const chunk = await request.get(src);
        expect(chunk.status(), src).toBe(200);
        chunks.set(src, await chunk.text());
      }
    const page = scripts.map((src) => [src, chunks.get(src)!] as [string, string]);
    // The parser still understands the bundler's chunks: a page runs over a hundred modules.
    expect(
      new Set(page.flatMap(([, source]) => chunkModuleIds(source))).size,
      path,
    ).toBeGreaterThan(100);
    expect(duplicateModules(page), path).toEqual([]);
  }
});

/**
 * An address no route matches gets app/global-not-found.tsx, a document of its own
 * (issue 28: so that no page's payload carries the chrome a second time, 13 kB on
 * every page). Turbopack bundles that entry's client code apart, repeating
 * next/link's (3.4 kB gzipped), on 404s only. Held to the public pages' budget.
 */
test("the not-found document stays within the public pages' first-load budget", async ({
  baseURL,
}) => {
  const weight = await pageWeight(baseURL!, '/no-such-page', { status: 404 });
  expect(weight.jsGzip).toBeLessThanOrEqual(weight.jsBudget);
  expect(weight.duplicateModules.length, 'only next/link and the site link over it').toBeLessThan(
    60,
  );
});
