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
 * The figures reached (2026-11-28, 75 queries); a change that answers fewer fails here.
 * Before the home page, the design hub, contact, sustainability and media were indexed
 * with their Bangla copy (and ট্রেন্ড read as ধারা, the word the site's Bangla uses),
 * the first 56 reached store 1 and 0.955, MiniSearch 1 and 0.982; with them, store 1
 * and 0.964, MiniSearch 1 and 1 (the 19 added: store 0.965, MiniSearch 0.93, since
 * 'রাসায়নিক ব্যবস্থাপনা' finds /sustainability third on both, after two pages that
 * say both words). Indexed without ট্রেন্ড = ধারা, the home page and the design hub led
 * 'নিট কাপড়ের ট্রেন্ড' (the article third on both): they have all three words, the
 * article two. Their lists and cards weighted below their headings and lead
 * (BANGLA_MORE: store weight D, MiniSearch half the body) move no judged query, but
 * indexed at full weight the contact page's shortcuts came second for 'চাকরি', before
 * the job posts ("lists the job posts for a job seeker's words" failed on both).
 * The figures reached (2026-11-27, 56 queries):
 * Before the places had their Bangla names and the business pages and /career their
 * Bangla copy in the index (a job seeker's tries), the first 48 reached store 1 and
 * 0.938, MiniSearch 1 and 0.979; the 8 added (places, চাকুরী) found nothing or less.
 * The store's MRR was 0.932 before the main pages had their Bangla copy; with it, six
 * queries find their page second (`সেলাই`: /sewing-thread, then /sewing). Before a
 * word's other forms were searched (word-forms.ts: spellings, digits, endings), the
 * 48 reached store 0.854 and 0.778, MiniSearch 0.833 and 0.813, six answering nothing.
 */
const FLOORS = {
  store: { p3: 1, mrr: 0.964 },
  memory: { p3: 1, mrr: 0.976 },
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
/** Every result's address, over all its pages. */
async function everyHref(name: 'store' | 'memory', q: string) {
  const found: string[] = [];
  for (let page = 1; ; page += 1) {
    const { hits, total } = await engines[name]!.search(parseQuery(q), null, page);
    found.push(...hits.map((hit) => hit.href));
    if (hits.length === 0 || found.length >= total) return found;
  }
}
const plain = (text: string) => text.replaceAll(MARK_START, '').replaceAll(MARK_END, '');
/** The words a result marks as matched. */
const marked = (text: string) =>
  [...text.matchAll(new RegExp(`${MARK_START}([^${MARK_END}]*)${MARK_END}`, 'g'))].map((m) => m[1]);

describe('the Bangla judged queries', () => {
  it('are a Bangla reader’s: Bangla words, a typo, English words', () => {
    expect(JUDGED_QUERIES_BN.length).toBeGreaterThanOrEqual(30);
    expect(new Set(JUDGED_QUERIES_BN.map((j) => j.q)).size).toBe(JUDGED_QUERIES_BN.length);
    expect(JUDGED_QUERIES_BN.some((j) => /^[a-z ]+$/i.test(j.q))).toBe(true);
    expect(JUDGED_QUERIES_BN.map((j) => j.q)).toEqual(
      expect.arrayContaining(['চাকরী', 'ওয়শিং', 'বসুন্ধরা', 'হেমায়েতপুর', 'কোনাবাড়ি']),
    );
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
      const missing = await search(name, 'ওয়শিং');
      expect(missing.corrections).toEqual({ ওয়শিং: 'ওয়াশিং' });
      expect(missing.showing).toEqual({ text: 'ওয়াশিং', instead: '"ওয়শিং"' });
      expect(missing.hits[0]?.href).toBe('/washing');
      // The word read is searched as if typed, with its other forms ('washing'): as many results.
      const typed = await search(name, 'ওয়াশিং');
      expect(missing.total).toBe(typed.total);
      expect(missing.hits.map((h) => h.href)).toEqual(typed.hits.map((h) => h.href));
      // Two slips are not forgiven.
      expect((await search(name, 'চকরী')).hits.map((h) => h.href)).not.toContain('/career');
    });

    it(`reads the common spellings of চাকরি as চাকরি, uncorrected, with as many results (${name})`, async () => {
      const typed = await search(name, 'চাকরি');
      expect(typed.total).toBeGreaterThanOrEqual(10);
      for (const q of ['চাকরী', 'চাকুরি', 'চাকুরী']) {
        const found = await search(name, q);
        expect(found.corrections, q).toEqual({});
        expect(found.showing, q).toBeNull();
        expect(found.total, q).toBe(typed.total);
        expect(found.hits[0]?.href, q).toBe('/career');
      }
    });

    it(`knows the places and buildings the site names, never reading them as other words (${name})`, async () => {
      const properties = '/masco-properties';
      for (const [q, page] of [
        ['মাসকো টাওয়ার', properties],
        ['উত্তরা', properties],
        ['বসুন্ধরা', properties],
        ['তেজগাঁও', properties],
        ['হেমায়েতপুর', '/contact-us'],
        ['তেঁতুলঝোড়া', '/contact-us'],
        ['কোনাবাড়ি', '/printing-embroidery'],
        ['কোনাবাড়ী', '/printing-embroidery'],
        ['আশুলিয়া', '/sewing'],
        ['জিরাবো', '/sewing'],
        ['গাজীপুর', '/career'],
        ['কাশিমপুর', '/contact-us'],
        ['সাভার', '/contact-us'],
        ['গুলশান', '/contact-us'],
      ] as const) {
        const found = await search(name, `${q} `);
        expect(found.corrections, q).toEqual({});
        expect(found.showing, q).toBeNull();
        expect(found.suggestion, q).toBeNull();
        expect(
          found.hits.map((h) => h.href),
          q,
        ).toContain(page);
      }
      // The addresses are in English: the Bangla name finds the page that carries it.
      expect((await hrefs(name)('হেমায়েতপুর ')).slice(0, 5)).toEqual(
        expect.arrayContaining(['/contact-us', '/knitting']),
      );
    });

    it(`searches the properties table in Bangla, as the English search does (${name})`, async () => {
      const residency = await search(name, 'রেসিডেন্সি');
      expect(residency.hits[0]?.href).toBe('/masco-properties');
      // The snippet is the page's Bangla: the table's row.
      expect(plain(residency.hits[0]!.snippet)).toMatch(/মাসকো রেসিডেন্সি \(আবাসিক\)\s+উত্তরা, ঢাকা/);
      // A snippet of a long page is a cut of it, never the whole page (two fragments at most).
      const bashundhara = (await search(name, 'বসুন্ধরা ')).hits[0]!;
      expect(bashundhara.href).toBe('/masco-properties');
      expect(plain(bashundhara.snippet).split(/\s+/).length).toBeLessThanOrEqual(64);
      expect(marked(bashundhara.snippet)).toEqual(['বসুন্ধরা']);
      expect((await hrefs(name)('বসুন্ধরা ফ্ল্যাট'))[0]).toBe('/masco-properties');
      expect((await hrefs(name)('Bashundhara'))[0]).toBe('/masco-properties');
    });

    it(`shows the home page, the design hub, contact, sustainability and media in Bangla (${name})`, async () => {
      const bengali = (text: string) => (text.match(/[\u0980-\u09ff]/gu) ?? []).length;
      const latin = (text: string) => (text.match(/[a-z]/giu) ?? []).length;
      for (const [q, page, title] of [
        ['যোগাযোগ', '/contact-us', 'যোগাযোগ'],
        ['ঠিকানা', '/contact-us', 'যোগাযোগ'],
        ['প্রথম পাতা', '/', 'প্রথম পাতা'],
        ['ডিজাইন', '/design-hub', 'ডিজাইন হাব'],
        ['পরিবেশ', '/sustainability', 'টেকসই উদ্যোগ'],
        ['সংবাদ', '/media', 'খবর ও মিডিয়া'],
      ] as const) {
        const hit = (await search(name, q)).hits[0];
        expect(hit?.href, q).toBe(page);
        expect(plain(hit!.title), q).toBe(title);
        // The snippet is the page's Bangla (its phone number and e-mail address as they are).
        const snippet = plain(hit!.snippet);
        expect(bengali(snippet), `${q}: ${snippet}`).toBeGreaterThan(4 * latin(snippet));
      }
      // A word only the Bangla copy has, marked where it is: the news of the drive, then
      // the stories of /sustainability.
      const planting = (await search(name, 'বৃক্ষরোপণ')).hits.slice(0, 2);
      expect(planting.map((hit) => hit.href)).toEqual([
        '/media-details/tree-plantation-drive-4000-trees',
        '/sustainability',
      ]);
      for (const hit of planting) expect(marked(hit.snippet)).toContain('বৃক্ষরোপণ');
      // The contact page's addresses in Bangla, as the page shows them.
      expect(plain((await search(name, 'গুলশান ')).hits[0]!.snippet)).toMatch(/গুলশান/);
      // English words still find these pages, and English-only content beside them.
      expect((await hrefs(name)('contact'))[0]).toBe('/contact-us');
      expect((await hrefs(name)('sustainability')).slice(0, 3)).toContain('/sustainability');
      expect((await hrefs(name)('Higg FEM')).slice(0, 3)).toContain('/sustainability');
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

  for (const name of ['store', 'memory'] as const) {
    it(`finds a unit by the other common spellings of its name, uncorrected (${name})`, async () => {
      for (const [q, page] of [
        ['ডায়িং', '/dyeing'],
        ['ডাইয়িং', '/dyeing'],
        ['নিটিং', '/knitting'],
        ['প্রিন্টিং', '/printing-embroidery'],
        ['এম্ব্রয়ডারি', '/printing-embroidery'],
        ['ওয়াশিং', '/washing'],
        ['সুইং', '/sewing'],
      ] as const) {
        const found = await search(name, `${q} `);
        expect(found.hits[0]?.href, q).toBe(page);
        expect(found.corrections, q).toEqual({});
        expect(found.suggestion, q).toBeNull();
      }
    });

    it(`reads Bengali and Latin digits as one number (${name})`, async () => {
      const bengali = await search(name, '২০২৭ ');
      const latin = await search(name, '2027 ');
      expect(bengali.total).toBeGreaterThan(1);
      expect(bengali.total).toBe(latin.total);
      expect(bengali.hits.map((h) => h.href)).toEqual(latin.hits.map((h) => h.href));
      expect(bengali.hits.map((h) => h.href)).toContain(
        article('knit-fabric-trends-spring-summer-2027'),
      );
    });

    it(`finds English names and job titles spelled in Bangla (${name})`, async () => {
      const top3 = async (q: string) => (await hrefs(name)(`${q} `)).slice(0, 3);
      expect(await top3('কাশিমপুর')).toContain('/contact-us');
      expect((await search(name, 'ইটিপি ')).hits[0]?.kind).toBe('job');
      expect(await top3('হেল্পার')).toContain(article('career-paths-through-the-training-centre'));
    });

    it(`lists the job posts for a job seeker's words (${name})`, async () => {
      for (const q of ['চাকরি', 'চাকুরি', 'নিয়োগ', 'job', 'vacancy']) {
        const found = await search(name, `${q} `);
        expect(found.hits[0]?.href, q).toBe('/career');
        const kinds = found.hits.slice(0, 4).map((h) => h.kind);
        expect(kinds.filter((k) => k === 'job').length, q).toBeGreaterThanOrEqual(3);
      }
    });

    it(`shows a job's vacancies in its snippet, in Bengali digits (${name})`, async () => {
      const jobs = (await search(name, 'চাকরি ')).hits.filter((h) => h.kind === 'job');
      const inBangla = jobs.filter((h) => /[\u0980-\u09ff]/.test(plain(h.title)));
      expect(inBangla.length).toBeGreaterThanOrEqual(3);
      for (const job of inBangla) {
        expect(plain(job.snippet), plain(job.title)).toMatch(/ · শূন্য পদ: [০-৯]+$/);
        expect(plain(job.snippet), plain(job.title)).not.toMatch(/[0-9]/);
      }
      const dyeing = (await search(name, 'ডাইং মাস্টার')).hits.find((h) => h.kind === 'job');
      expect(plain(dyeing!.snippet)).toBe('সাভার · পূর্ণকালীন · শূন্য পদ: ০১');
      // Found by the number in either script, as other numbers are.
      expect((await search(name, '০১ ')).total).toBe((await search(name, '01 ')).total);
    });

    it(`finds a word by its inflected forms (${name})`, async () => {
      expect((await hrefs(name)('স্কুলের ')).slice(0, 3)).toContain('/masco-school');
      const plainly = await everyHref(name, 'কারখানা ');
      const inflected = await everyHref(name, 'কারখানায় ');
      expect(plainly.length).toBeGreaterThan(0);
      expect(inflected).toEqual(expect.arrayContaining(plainly));
      // A "quoted" word is meant as typed: no other forms.
      expect((await hrefs(name)('"ডায়িং"')).length).toBe(0);
    });
  }

  it('finds a Bangla-translated job by its English title too (store)', async () => {
    const job = (await search('store', 'merchandiser')).hits.find((h) => h.kind === 'job');
    expect(plain(job!.title)).toBe('সিনিয়র মার্চেন্ডাইজার (নিট)');
  });
});
