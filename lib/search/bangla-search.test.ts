import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asBangla } from './bangla-documents';
import { demoSearchStore } from './demo-search-store';
import { evaluate } from './judged-queries';
import { JUDGED_QUERIES_BN } from './judged-queries-bn';
import { createMemoryEngine } from './memory-engine';
import { parseQuery } from './query';
import { storeEngine } from './store-engine';
import { MARK_END, MARK_START, type SearchEngine } from './types';

/**
 * /bn/search (issue 49) on both engines, in process, as evaluation.test.ts runs the
 * English: the store's search_bn on PGlite with the real migrations and the demo
 * content's Bangla, and MiniSearch over the same documents read as Bangla (asBangla).
 */

/**
 * The figures reached (2026-11-27, 37 queries); a change that answers fewer fails here.
 * The store's MRR was 0.932 before the main pages had their Bangla copy; with it, six
 * queries find their page second (`সেলাই`: /sewing-thread, then /sewing).
 */
const FLOORS = {
  store: { p3: 1, mrr: 0.919 },
  memory: { p3: 1, mrr: 0.973 },
};

let store: Awaited<ReturnType<typeof demoSearchStore>> | undefined;
const engines: Partial<Record<'store' | 'memory', SearchEngine>> = {};

beforeAll(async () => {
  store = await demoSearchStore();
  engines.store = storeEngine(store.db, 'bn');
  engines.memory = createMemoryEngine(store.documents.map(asBangla));
}, 120_000);

afterAll(() => store?.close());

const article = (slug: string) => `/blogs/details/${slug}`;
const search = (name: 'store' | 'memory', q: string) =>
  engines[name]!.search(parseQuery(q), null, 1);
const hrefs = (name: 'store' | 'memory') => async (q: string) =>
  (await search(name, q)).hits.map((hit) => hit.href);
const plain = (text: string) => text.replaceAll(MARK_START, '').replaceAll(MARK_END, '');
/** The words a result marks as matched. */
const marked = (text: string) =>
  [...text.matchAll(new RegExp(`${MARK_START}([^${MARK_END}]*)${MARK_END}`, 'g'))].map((m) => m[1]);

describe('the Bangla judged queries', () => {
  it('are a Bangla reader’s: Bangla words, a typo, English words', () => {
    expect(JUDGED_QUERIES_BN.length).toBeGreaterThanOrEqual(30);
    expect(new Set(JUDGED_QUERIES_BN.map((j) => j.q)).size).toBe(JUDGED_QUERIES_BN.length);
    expect(JUDGED_QUERIES_BN.some((j) => /^[a-z ]+$/i.test(j.q))).toBe(true);
    expect(JUDGED_QUERIES_BN.map((j) => j.q)).toContain('চাকরী');
  });

  for (const name of ['store', 'memory'] as const) {
    it(`find their pages on the ${name} engine`, async () => {
      const result = await evaluate(hrefs(name), JUDGED_QUERIES_BN);
      expect(result.zero, JSON.stringify(result.misses)).toBe(0);
      expect(result.p3, JSON.stringify(result.misses)).toBeGreaterThanOrEqual(FLOORS[name].p3);
      expect(result.mrr, JSON.stringify(result.misses)).toBeGreaterThanOrEqual(FLOORS[name].mrr);
    }, 60_000);
  }
});

describe('/bn/search', () => {
  for (const name of ['store', 'memory'] as const) {
    it(`shows Bangla titles and snippets, a word matched whole (${name})`, async () => {
      const school = await search(name, 'টিউশন ছাড়');
      const hit = school.hits.find((h) => h.href === article('inside-masco-school-tuition-waiver'));
      expect(plain(hit!.title)).toBe(
        'মাসকো স্কুলের ভেতরে: ৫০% টিউশন ছাড় যেভাবে শ্রমিকদের সন্তানদের সামনে দরজা খুলছে',
      );
      expect(marked(hit!.title)).toContain('টিউশন');
      expect(plain(hit!.snippet)).toMatch(/[\u0980-\u09ff]/);
      // Never split at a combining mark: the hasanta and the vowel signs are in the word.
      const master = await search(name, 'মাস্টার');
      const job = master.hits.find((h) => h.kind === 'job');
      expect(plain(job!.title)).toBe('ডাইং মাস্টার');
      expect(marked(job!.title)).toEqual(['মাস্টার']);
      expect((await search(name, 'মাস ')).hits.map((h) => plain(h.title))).not.toContain(
        'ডাইং মাস্টার',
      );
    });

    it(`matches words typed with joiners or in another normal form (${name})`, async () => {
      const found = async (q: string) => (await hrefs(name)(q)).slice(0, 3);
      const plainly = await found('চাকরি');
      expect(plainly).toContain('/career');
      // A zero-width non-joiner or joiner inside the word, as some keyboards type it.
      expect(await found('চাক\u200cরি')).toEqual(plainly);
      expect(await found('চাকর\u200dি')).toEqual(plainly);
      // য় as one code point (U+09DF) and as য + nukta; ো as one and as its two signs.
      const ya = await found('নিয়োগ');
      expect(ya).toContain('/career');
      expect(await found('নি\u09df\u09cbগ')).toEqual(ya);
      expect(await found('নি\u09af\u09bc\u09c7\u09beগ')).toEqual(ya);
    });

    it(`forgives one typo in a Bangla word as in an English one (${name})`, async () => {
      const sign = await search(name, 'চাকরী');
      expect(sign.corrections).toEqual({ চাকরী: 'চাকরি' });
      expect(sign.showing).toEqual({ text: 'চাকরি', instead: '"চাকরী"' });
      expect(sign.hits.slice(0, 3).map((h) => h.href)).toContain('/career');
      const missing = await search(name, 'ওয়শিং');
      expect(missing.corrections).toEqual({ ওয়শিং: 'ওয়াশিং' });
      expect(missing.hits[0]?.href).toBe('/washing');
      // Two slips are not forgiven.
      expect((await search(name, 'চকরী')).hits.map((h) => h.href)).not.toContain('/career');
    });

    it(`finds English-only content with English words, shown in English (${name})`, async () => {
      const polo = await search(name, 'pique polo');
      const hit = polo.hits.find(
        (h) => h.href === article('pique-polo-and-the-classic-knit-shirt'),
      );
      expect(plain(hit!.title)).toMatch(/^[\x20-\x7e\u2018-\u201d–—]+$/);
      expect(marked(hit!.title).map((w) => w!.toLowerCase())).toContain('polo');
      // The English stems, as on the English page: 'knitted' finds the knitting page.
      expect((await hrefs(name)('knitted')).slice(0, 3)).toContain('/knitting');
    });
  }

  it('finds a Bangla-translated job by its English title too (store)', async () => {
    const job = (await search('store', 'merchandiser')).hits.find((h) => h.kind === 'job');
    expect(plain(job!.title)).toBe('সিনিয়র মার্চেন্ডাইজার (নিট)');
  });
});
