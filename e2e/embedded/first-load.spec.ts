import { expect, test } from '@playwright/test';
import { chunkModuleIds, duplicateModules, firstLoadScripts } from '../../scripts/page-weight.mjs';
import { sitemapPaths } from '../support/helpers';

/**
 * A first visit downloads each client module once. A module in two chunks of one
 * page is downloaded and parsed twice: next/link's client code was, on every public
 * page, because the root forbidden boundary imported it directly (3.3 kB gzipped).
 * The editing area is left out: its sign-in form repeats Next's 0.2 kB server
 * action helper, for a few staff.
 */
test('every page of the sitemap and the not-found page load each client module once', async ({
  request,
}) => {
  const paths = await sitemapPaths(request);
  expect(paths.length, 'the sitemap lists the site').toBeGreaterThan(50);
  const chunks = new Map<string, string>();
  for (const path of [...paths, '/no-such-page']) {
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
