import { expect, test } from '@playwright/test';
import { sitemapPaths } from '../support/helpers';
import { nuErrors } from '../support/nu-checker';

/** Issue 22: the W3C Nu HTML Checker finds no error on any page the sitemap lists, nor on a 404. */
test.describe('valid HTML (W3C Nu HTML Checker)', () => {
  test('the checker reports what is wrong (a skipped heading level, an empty form action)', async () => {
    const errors = await nuErrors({
      '/broken': `<!doctype html><html lang="en"><head><title>t</title></head><body>
        <h2>Part</h2><h4>Card</h4><form action="" method="post"></form></body></html>`,
    });
    expect(errors.map((e) => e.message).join('\n')).toMatch(/skipping 1 heading level/);
    expect(errors.map((e) => e.message).join('\n')).toMatch(/Bad value “” for attribute “action”/);
  });

  test('every URL of the sitemap and the not-found pages have zero errors', async ({ request }) => {
    const paths = await sitemapPaths(request);
    expect(paths.length, 'the sitemap lists the site').toBeGreaterThan(50);
    // Every page of both languages, most rendered for the first time, then the checker: by the page.
    test.setTimeout(60_000 + paths.length * 4_000);
    const pages: Record<string, string> = {};
    for (const path of [...paths, '/no-such-page', '/blogs/details/no-such-post']) {
      const response = await request.get(path);
      expect(response.status(), path).toBeLessThan(path.includes('no-such') ? 500 : 300);
      pages[path] = await response.text();
    }
    expect(await nuErrors(pages)).toEqual([]);
  });
});
