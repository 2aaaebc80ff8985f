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
  page('/solar', 'Rooftop solar', 'Flat roofs, with panels that rest in the sun.'),
  page('/cricket', 'Masco Cricket Academy', 'Cricket for the children of the academy.'),
  page('/security', 'Share & Security', 'Shares and securities; we safeguard savings.'),
  page('/world', 'International buyers', 'International brands buy here.'),
  page('/career', 'Career', 'Open positions.', 'career, jobs'),
  page('/bn', 'চাকরির খবর', 'ঢাকা অফিসে চাকরি: কর্মী নিয়োগ।'),
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
      // Each word is in some result: none is left out for all, each result says what it lacks.
      expect(results.leftOut).toEqual([]);
      expect(results.partial).toBe(true);
      expect(results.searched).toBe('engineer post');
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

    // Issue 46, a stranger's tries: a correction only when clearly better.
    it('never reads a common English word the site lacks as a word one letter away: "flat for rent" is not "flat for rest"', async () => {
      const results = await search('flat for rent');
      expect(results.corrections).toEqual({});
      expect(results.showing).toBeNull();
      expect(results.suggestion).toBeNull();
      // Left out instead, and said so in the visitor's words.
      expect(results.leftOut).toEqual(['rent']);
      expect(results.searched).toBe('flat for');
      expect(results.hits.map((hit) => [hit.href, hit.missing])).toEqual([['/solar', ['rent']]]);
    });

    it('offers no "did you mean" far from the word typed, nor for a common word: "security guard", "internship"', async () => {
      const guard = await search('security guard');
      expect(guard.suggestion).toBeNull();
      expect(guard.leftOut).toEqual(['guard']);
      expect(guard.hits.map((hit) => hit.href)).toEqual(['/security']);
      const internship = await search('internship');
      expect(internship.total).toBe(0);
      expect(internship.suggestion).toBeNull();
    });

    it('suggests the word of the site a few edits away, not the most similar by letters: "crikit" is "cricket", not "crisp"', async () => {
      const results = await search('crikit academy');
      expect(results.suggestion).toBe('cricket academy');
      expect(results.leftOut).toEqual(['crikit']);
      expect((await search('crikit')).suggestion).toBe('cricket');
    });

    it('reads a common word swapped ("diary" alone) as the site\'s word, one slip', async () => {
      const results = await search('diary');
      expect(results.corrections).toEqual({ diary: 'dairy' });
      expect(results.showing).toEqual({ text: 'dairy', instead: '"diary"' });
      expect(results.searched).toBe('dairy');
    });

    it('names words as the visitor typed them, never as normalised for matching', async () => {
      const results = await search('Dairy ZEBRA');
      expect(results.leftOut).toEqual(['ZEBRA']);
      expect(results.searched).toBe('Dairy');
      expect(results.hits[0]?.missing).toEqual(['ZEBRA']);
      const read = await search('Dairy Firm');
      expect(read.showing).toEqual({ text: 'Dairy farm', instead: 'Dairy "Firm"' });
      expect(read.searched).toBe('Dairy farm');
    });

    it('finds a Bangla word whole and names it as typed, vowel signs and all (issue 46)', async () => {
      // 'চাকরি' is 'jobs' too (word-forms.ts): the page that writes it first.
      expect(await hrefs('চাকরি')).toEqual(['/bn', '/career']);
      const results = await search('চাকরি জেব্রা');
      expect(results.leftOut).toEqual(['জেব্রা']);
      expect(results.searched).toBe('চাকরি');
      const hits = results.hits.map((hit) => [hit.href, hit.missing]);
      expect(hits).toHaveLength(2);
      expect(hits).toEqual(
        expect.arrayContaining([
          ['/bn', ['জেব্রা']],
          ['/career', ['জেব্রা']],
        ]),
      );
    });
  });
}
