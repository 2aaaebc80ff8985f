import { expect, test } from '@playwright/test';
import { HTML_BUDGETS, htmlWeight, rscPayloadBytes } from '../../scripts/page-weight.mjs';
import { ownServer } from '../support/own-server';

/**
 * Issue 28: the audited routes' HTML (raw, gzipped, and the RSC payload that
 * repeats the markup as data) stays under its budget in bytes. On a server of
 * its own with the demo content as seeded, so that articles other specs publish
 * do not move the figures.
 */
const server = ownServer(55, '.data/e2e-page-weight');

test.describe.configure({ mode: 'serial' });
test.beforeAll(() => {
  server.start();
});
test.afterAll(() => server.kill());

test('the RSC payload is read from the page as the browser receives it', () => {
  const html =
    '<script>self.__next_f.push([1,"0:{\\"a\\":\\"\\u003cp\\u003e\\"}\\n"])</script>' +
    '<script>self.__next_f.push([0])</script><script>self.__next_f.push([1,"é"])</script>';
  expect(rscPayloadBytes(html)).toBe('0:{"a":"<p>"}\n'.length + 2);
});

test('each audited route weighs no more than its budget', async ({ request }) => {
  test.setTimeout(120_000);
  await server.waitUntilUp(request);
  const { blogs } = (await (
    await request.get(`${server.base}/api/posts/get-blogs?per_page=1`)
  ).json()) as { blogs: { data: { slug: string }[] } };
  const over: string[] = [];
  for (const [route, budget] of Object.entries(HTML_BUDGETS)) {
    const path = route.replace('*', blogs.data[0]!.slug);
    const answer = await request.get(`${server.base}${path}`);
    expect(answer.status(), path).toBe(200);
    const weight = htmlWeight(await answer.text());
    // The payload is a large part of every page, never none (the parser still reads it).
    expect(weight.rscBytes, path).toBeGreaterThan(weight.htmlBytes / 5);
    for (const key of ['html', 'gzip', 'rsc'] as const) {
      const bytes = { html: weight.htmlBytes, gzip: weight.htmlGzip, rsc: weight.rscBytes }[key];
      if (bytes > budget[key]) over.push(`${path} ${key}: ${bytes} B > ${budget[key]} B`);
    }
  }
  expect(over).toEqual([]);
});
