import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '@/lib/store/schema';
import type { Store } from '@/lib/store/store';
import { createMemoryEngine } from './memory-engine';
import { parseQuery } from './query';
import { storeEngine } from './store-engine';
import { indexSitePages } from './store-pages';
import type { SearchDocument, SearchEngine } from './types';

/**
 * Issue 46: what a correction reads a word as, and what it says, on both engines
 * over the same pages: the store's full-text search (PGlite, the real migrations)
 * and MiniSearch.
 */
const page = (href: string, title: string, body: string, keywords = ''): SearchDocument => ({
  kind: 'page',
  ref: href,
  href,
  title,
  summary: '',
  body,
  keywords,
  date: null,
});

const PAGES: SearchDocument[] = [
  page('/blogs', 'Blog', 'Stories from the factory.', 'blog, blogs, articles, posts'),
  page('/energy', 'Energy costs', 'An engineer cut the cost of steam; the cost fell, costs too.'),
  page('/dairy', 'Masco Dairy Farm', 'Two hundred cows.', 'dairy, dairy farm, farm, milk'),
  page('/fire', 'Fire safety', 'Fire drills and fire doors in every hall.'),
  page('/contact', 'Contact form', 'Write to us with the form.'),
  page('/yarn-dyeing', 'Yarn Dyeing', 'Yarn dyeing for stripes.', 'yarn dyeing, dyed yarn'),
  page('/dyeing', 'Dyeing', 'Fabric dyeing with less water; dyeing at night.'),
  page('/drying', 'Yarn drying', 'Racks for wet yarn.'),
];

const dir = mkdtempSync(path.join(tmpdir(), 'search-corrections-'));
let lite: PGlite;
const engines: Record<'store' | 'memory', SearchEngine> = {
  store: undefined as unknown as SearchEngine,
  memory: createMemoryEngine(PAGES),
};

beforeAll(async () => {
  lite = await PGlite.create(path.join(dir, 'data'), { extensions: { pg_trgm } });
  const client = drizzle(lite, { schema });
  await migrate(client, { migrationsFolder: path.resolve('lib/store/migrations') });
  const db = client as unknown as Store;
  await indexSitePages(db, PAGES);
  engines.store = storeEngine(db);
}, 60_000);

afterAll(async () => {
  await lite?.close();
  rmSync(dir, { recursive: true, force: true });
});

for (const name of ['store', 'memory'] as const) {
  describe(`corrections on the ${name} engine`, () => {
    const search = (q: string) => engines[name].search(parseQuery(q), null, 1);
    const hrefs = async (q: string) => (await search(q)).hits.map((hit) => hit.href);

    it('never reads a word of the pages\' keywords as another: "engineer post" is not "engineer cost"', async () => {
      const results = await search('engineer post');
      expect(results.showing).toBeNull();
      expect(results.corrections).toEqual({});
      // No page has both: each word's pages, each lacking the other word, said so.
      expect(results.hits.map((hit) => [hit.href, hit.missing])).toEqual(
        expect.arrayContaining([
          ['/energy', ['post']],
          ['/blogs', ['engineer']],
        ]),
      );
      expect(results.total).toBe(2);
      expect(results.leftOut).toHaveLength(1);
    });

    it('reads "dairy firm" as "dairy farm", the one spelling found with "dairy", and says only that', async () => {
      const results = await search('dairy firm');
      expect(results.showing).toEqual({ text: 'dairy farm', instead: 'dairy "firm"' });
      expect(results.corrections).toEqual({ firm: 'farm' });
      expect(results.leftOut).toEqual([]);
      expect(results.suggestion).toBeNull();
      expect(await hrefs('dairy firm')).toEqual(['/dairy']);
    });

    it('reads "yarn dying" as "yarn dyeing", the spelling the pages use most, and shows only that', async () => {
      const results = await search('yarn dying');
      expect(results.corrections).toEqual({ dying: 'dyeing' });
      expect(results.showing).toEqual({ text: 'yarn dyeing', instead: 'yarn "dying"' });
      // Results for what it says: not the yarn drying page.
      expect(results.hits.map((hit) => hit.href)).toEqual(['/yarn-dyeing']);
      // Quoted, the word is taken as typed.
      expect((await search('yarn "dying"')).showing).toBeNull();
    });
  });
}
