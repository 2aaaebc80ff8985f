import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSearchStore } from './demo-search-store';
import { evaluate, JUDGED_QUERIES, type Evaluation } from './judged-queries';
import { createMemoryEngine } from './memory-engine';
import { parseQuery } from './query';
import { storeEngine } from './store-engine';
import { FEW_RESULTS, MARK_END, MARK_START, type SearchEngine } from './types';

/**
 * The judged set (judged-queries.ts) against both engines, in process: the store's
 * full-text search on PGlite with the real migrations, the demo content and the
 * site's pages; MiniSearch over the same documents, as the upstream mode indexes
 * them. Each engine must answer at least as well as it did when the floors were set.
 * With SEARCH_EVAL_REPORT=file, the figures and misses are written there
 * (`npm run bench:search` prints them).
 */

/**
 * The figures reached (2026-11-27, 88 queries); a change that answers fewer fails
 * here. Before words could be left out and pages had their keywords: store 0.642
 * and 0.606 with 14 queries answering nothing, MiniSearch 0.654 and 0.623 with 16.
 * Before a stranger's tries (common words left out, not read as others; more
 * synonyms): store 0.92 and 0.9, MiniSearch 0.932 and 0.923. Before the pages about
 * all but one of the words followed a few results with every word (FEW_RESULTS):
 * store 0.932 and 0.913, MiniSearch 0.943 and 0.933. Before /knitting's keywords named
 * its product (knit fabric, fabric production): store 0.966 and 0.941, MiniSearch
 * 0.977 and 0.949 ("knit fabric production" missed it on both). Before a word in most
 * documents was left out beside others ('masco'; 'work' a word for /career): store 0.977
 * and 0.953, MiniSearch 0.989 and 0.96 ("work at masco" found /career sixth and seventh).
 */
const FLOORS = {
  store: { p3: 0.989, mrr: 0.962 },
  memory: { p3: 0.989, mrr: 0.961 },
};

let store: Awaited<ReturnType<typeof demoSearchStore>> | undefined;
const engines: Partial<Record<'store' | 'memory', SearchEngine>> = {};
const figures: Partial<Record<'store' | 'memory', Evaluation>> = {};

beforeAll(async () => {
  store = await demoSearchStore();
  engines.store = storeEngine(store.db);
  engines.memory = createMemoryEngine(store.documents);
}, 120_000);

afterAll(async () => {
  const report = process.env.SEARCH_EVAL_REPORT;
  if (report) {
    mkdirSync(path.dirname(report), { recursive: true });
    writeFileSync(report, JSON.stringify(figures, null, 2));
  }
  await store?.close();
});

const article = (slug: string) => `/blogs/details/${slug}`;
const hrefs = (engine: SearchEngine) => async (q: string) =>
  (await engine.search(parseQuery(q), null, 1)).hits.map((hit) => hit.href);

/**
 * Issue 46, a stranger's tries on the demo content: each finds its page in the first
 * three on both engines, through the pages' labels and synonyms, not a list of queries.
 */
const STRANGERS_MISSES: readonly { q: string; pages: string[] }[] = [
  { q: 'knit garment manufacturer bangladesh', pages: ['/', '/masco-at-a-glance'] },
  { q: 'sewing thread supplier', pages: ['/sewing-thread'] },
  { q: 'design team', pages: ['/design-hub'] },
  { q: 'brands you work with', pages: ['/clients-logo'] },
  { q: 'how many workers', pages: ['/masco-at-a-glance'] },
  { q: 'sewing operator job', pages: ['/career'] },
  { q: 'internship', pages: ['/career'] },
  { q: 'quality controller', pages: ['/career'] },
  { q: 'flat for rent', pages: ['/masco-properties'] },
];

describe("a stranger's misses", () => {
  for (const name of ['store', 'memory'] as const) {
    it(`find their pages in the first three on the ${name} engine`, async () => {
      for (const { q, pages } of STRANGERS_MISSES) {
        const found = (await hrefs(engines[name]!)(q)).slice(0, 3);
        expect(
          found.some((href) => pages.includes(href)),
          `${q}: ${found.join(' ')}`,
        ).toBe(true);
      }
    }, 60_000);
  }
});

describe('few results with every word', () => {
  for (const name of ['store', 'memory'] as const) {
    it(`are followed by the pages about all but one of the words on the ${name} engine`, async () => {
      const search = (q: string) => engines[name]!.search(parseQuery(q), null, 1);
      // One news item says "milk" and "production"; the dairy farm's page is about milk.
      const milk = await search('milk production');
      expect(milk.hits[0]?.missing).toBeUndefined();
      expect(milk.hits.slice(0, 3).map((h) => [h.href, h.missing])).toContainEqual([
        '/masco-dairy-firm',
        ['production'],
      ]);
      expect(milk.leftOut).toEqual([]);
      // Some result has every word: the page does not say that none has.
      expect(milk.partial).toBe(false);
      // Only the pages with the other words in their title or keywords: "trends" in a body is not enough.
      const polo = await search('polo shirt trends');
      expect(polo.hits.map((h) => h.href)).toEqual([
        article('knit-fabric-trends-spring-summer-2027'),
        article('pique-polo-and-the-classic-knit-shirt'),
      ]);
      expect((await search('quality inspector job')).hits.slice(0, 3).map((h) => h.href)).toContain(
        '/career',
      );
      // FEW_RESULTS or more with every word: those only.
      const knit = await search('knit fabric production');
      expect(knit.total).toBeGreaterThanOrEqual(FEW_RESULTS);
      expect(knit.hits.filter((h) => h.missing)).toEqual([]);
    }, 60_000);
  }
});

describe('a word in most documents', () => {
  for (const name of ['store', 'memory'] as const) {
    it(`is left out beside the other words, as a stop word (${name})`, async () => {
      const search = (q: string) => engines[name]!.search(parseQuery(q), null, 1);
      // 'masco' is in nearly every document: 'work at masco' is searched as 'work'.
      const atMasco = await search('work at masco ');
      const work = await search('work ');
      expect(atMasco.hits.map((h) => h.href)).toEqual(work.hits.map((h) => h.href));
      expect(atMasco.total).toBe(work.total);
      expect(atMasco.hits.slice(0, 5).map((h) => h.href)).toContain('/career');
      expect(atMasco.searched).toBe('work at masco');
      // Alone, it is searched; quoted, it is meant as typed.
      expect((await search('masco ')).total).toBeGreaterThan(work.total);
      expect((await search('"masco" school ')).total).toBeLessThan((await search('school ')).total);
    });
  }
  it('lets the page the other words name lead (store)', async () => {
    expect((await hrefs(engines.store!)('work at masco'))[0]).toBe('/career');
  });
});

describe("a job's snippet", () => {
  for (const name of ['store', 'memory'] as const) {
    it(`names its vacancies, also when the matched word is just before them (${name})`, async () => {
      const jobs = (await engines[name]!.search(parseQuery('vacancy'), 'job', 1)).hits;
      expect(jobs.length).toBeGreaterThanOrEqual(3);
      for (const job of jobs)
        expect(job.snippet.replaceAll(MARK_START, '').replaceAll(MARK_END, ''), job.title).toMatch(
          / · Vacancy: \d+$/,
        );
    });
  }
});

describe('the judged queries', () => {
  it('are at least 60, each with its pages', () => {
    expect(JUDGED_QUERIES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(JUDGED_QUERIES.map((j) => j.q)).size).toBe(JUDGED_QUERIES.length);
    for (const judged of JUDGED_QUERIES) expect(judged.pages.length, judged.q).toBeGreaterThan(0);
  });

  for (const name of ['store', 'memory'] as const) {
    it(`find their pages on the ${name} engine as well as they did`, async () => {
      const result = await evaluate(hrefs(engines[name]!));
      figures[name] = result;
      expect(result.zero, JSON.stringify(result.misses)).toBe(0);
      expect(result.p3, JSON.stringify(result.misses)).toBeGreaterThanOrEqual(FLOORS[name].p3);
      expect(result.mrr, JSON.stringify(result.misses)).toBeGreaterThanOrEqual(FLOORS[name].mrr);
    }, 60_000);
  }
});
