import { expect, test } from '@playwright/test';
import { parseDocument } from 'htmlparser2';
import { sitemapPaths } from '../support/helpers';
import { PGLITE_URL, POSTGRES_URL } from '../support/servers';

/**
 * The embedded store on PGlite and on PostgreSQL serve the same pages. Most specs
 * only render pages, so they run once, on PGlite; the specs that write to the store
 * run on both (playwright.config.ts). This check stands for the rest: before any
 * spec has written anything, every sitemap URL (and the not-found pages) of both
 * servers must show the same markup.
 *
 * Compared: every element with its attributes and every text, in document order;
 * the head's title, meta and link elements as a set (Next streams a page's metadata,
 * and which of two servers sends it first is timing). Left aside: the servers'
 * own addresses (SITE_URL), scripts (the RSC payload repeats the markup, in
 * chunks whose order is timing too), and the numbering of server-action fields.
 */
type Nodes = ReturnType<typeof parseDocument>['children'];

const SKIPPED = new Set(['script', 'style', 'template', 'noscript']);
const HEAD = new Set(['title', 'meta', 'link']);

const attributes = (attribs: Record<string, string>) =>
  Object.entries(attribs)
    .filter(([name, value]) => !(name === 'id' && /^[SBP]:/.test(value)))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => `${name}="${value}"`)
    .join(' ');

/** The page's markup as comparable lines. */
function markupOf(html: string, origin: string) {
  const body: string[] = [];
  const head: string[] = [];
  const walk = (nodes: Nodes) => {
    for (const node of nodes) {
      if (node.type === 'text') {
        const text = node.data.trim();
        if (text) body.push(text);
      } else if (node.type === 'tag' && !SKIPPED.has(node.name)) {
        if (HEAD.has(node.name)) {
          const text = node.children.map((child) => ('data' in child ? child.data : '')).join('');
          head.push(`<${node.name} ${attributes(node.attribs)}>${text}`);
        } else if (!(node.name === 'input' && node.attribs.name?.startsWith('$ACTION'))) {
          body.push(`<${node.name} ${attributes(node.attribs)}>`);
          walk(node.children);
          body.push(`</${node.name}>`);
        }
      }
    }
  };
  walk(parseDocument(html.replaceAll(origin, 'SITE')).children);
  return [...head.sort(), ...body];
}

test('every page is the same on the PGlite store and on PostgreSQL', async ({ request }) => {
  test.setTimeout(120_000);
  const paths = await sitemapPaths(request);
  expect(paths.length, 'the sitemap lists the site').toBeGreaterThan(50);
  const differ: string[] = [];
  for (const path of [...paths, '/no-such-page', '/blogs/details/no-such-post']) {
    const [pglite, postgres] = await Promise.all(
      [PGLITE_URL, POSTGRES_URL].map(async (base) => {
        const response = await request.get(base + path);
        const origin = base === PGLITE_URL ? 'http://localhost:3000' : base;
        return { status: response.status(), markup: markupOf(await response.text(), origin) };
      }),
    );
    if (pglite!.status !== postgres!.status)
      differ.push(`${path}: ${pglite!.status} on PGlite, ${postgres!.status} on PostgreSQL`);
    const at = pglite!.markup.findIndex((line, i) => line !== postgres!.markup[i]);
    if (at >= 0 || pglite!.markup.length !== postgres!.markup.length)
      differ.push(
        `${path} from ${pglite!.markup[at]?.slice(0, 120)} (PGlite) / ${postgres!.markup[at]?.slice(0, 120)} (PostgreSQL)`,
      );
  }
  expect(differ).toEqual([]);
});
