import { describe, expect, it } from 'vitest';
import { createMemoryEngine } from './memory-engine';
import { parseQuery } from './query';
import {
  MARK_END,
  MARK_START,
  SEARCH_PER_PAGE,
  type SearchDocument,
  type SearchKind,
} from './types';

const doc = (ref: string, fields: Partial<SearchDocument>): SearchDocument => ({
  kind: 'article',
  ref,
  href: `/blog/${ref}`,
  title: '',
  summary: '',
  body: '',
  date: null,
  ...fields,
});

const DOCUMENTS: SearchDocument[] = [
  doc('art', {
    title: 'The Art of Knitting',
    summary: 'A short guide.',
    body: 'Circular knitting machines turn organic cotton yarn into fabric. Our sustainability report explains the dyeing.',
    date: '2024-03-01',
  }),
  doc('wool', {
    kind: 'media',
    href: '/media/wool',
    title: 'Merino wool arrives in Gazipur',
    body: 'A shipment of merino wool and organic cotton reached the factory. Between art and knitting, a fair.',
    date: '2023-05-01',
  }),
  doc('merchandiser', {
    kind: 'job',
    href: '/careers/merchandiser',
    title: 'Merchandiser',
    summary: 'Gazipur, full time',
    body: 'You will source cotton that is organic and traceable, and wood for the new warehouse.',
    date: '2024-06-01',
  }),
  doc('sustainability', {
    kind: 'page',
    href: '/sustainability',
    title: 'Sustainability',
    body: 'Sustainable production, sustainable water, sustainable energy.',
  }),
];

const engine = createMemoryEngine(DOCUMENTS);
const find = async (query: string, kind: SearchKind | null = null, page = 1) =>
  engine.search(parseQuery(query), kind, page);
const refs = async (query: string) =>
  (await find(query)).hits.map((hit) => DOCUMENTS.find((d) => d.href === hit.href)!.ref);
const plain = (text: string) => text.replaceAll(MARK_START, '').replaceAll(MARK_END, '');
const marked = (text: string) => [...text.matchAll(/\u0001([^\u0002]*)\u0002/g)].map((m) => m[1]);

describe('createMemoryEngine: matching', () => {
  it('counts the documents it indexed', () => {
    expect(engine.documentCount).toBe(4);
  });

  it('stems: "knitted" finds a document that only says "knitting", and is no correction', async () => {
    const results = await find('knitted ');
    expect(await refs('knitted ')).toEqual(expect.arrayContaining(['art', 'wool']));
    expect(results.corrections).toEqual({});
  });

  it('drops stop words: a query of them finds nothing and does not throw', async () => {
    const results = await find('the of and ');
    expect(results).toMatchObject({ hits: [], total: 0, page: 1, lastPage: 1, suggestion: null });
    // "the" is not required: "the merino" finds what "merino" finds.
    expect(await refs('the merino ')).toEqual(['wool']);
  });

  it('requires every word (AND)', async () => {
    expect(await refs('organic wool ')).toEqual(['wool']);
    expect(await refs('organic cotton ')).toHaveLength(3);
  });

  it('forgives one typo in a word of 4+ letters and says what it read', async () => {
    const knit = await find('kniting ');
    expect(knit.hits.map((hit) => hit.href)).toEqual(expect.arrayContaining(['/blog/art']));
    expect(knit.corrections).toEqual({ kniting: 'knitting' });
    // The typed word's stem ("sustainabilti") is far from the index's ("sustain"):
    // the written word is one edit away, and is the one reported (not the commoner "sustainable").
    const sustain = await find('sustainabilty');
    expect(sustain.hits.map((hit) => hit.href)).toEqual(
      expect.arrayContaining(['/sustainability', '/blog/art']),
    );
    expect(sustain.corrections).toEqual({ sustainabilty: 'sustainability' });
    // "knited" is two edits from "knitting", but its stem ("knite") is one from "knit".
    const stem = await find('knited ');
    expect(stem.hits.map((hit) => hit.href)).toEqual(expect.arrayContaining(['/blog/art']));
    expect(stem.corrections).toEqual({ knited: 'knitting' });
    // Two neighbours swapped are one typo, as the store engine counts them.
    const swapped = await find('knittnig ');
    expect(swapped.hits.map((hit) => hit.href)).toEqual(expect.arrayContaining(['/blog/art']));
    expect(swapped.corrections).toEqual({ knittnig: 'knitting' });
  });

  it('forgives no typo in a short word, no second typo, and none in a word that matches as typed', async () => {
    expect(await refs('wol ')).toEqual([]);
    expect(await refs('kniteng ')).toEqual([]);
    // "wood" is one edit from "wool", but "wool" is in the index.
    expect(await refs('wool ')).toEqual(['wool']);
    expect((await find('wool ')).corrections).toEqual({});
  });

  it('reads the last word as a prefix from three letters on, only when it is one', async () => {
    expect(await refs('sustaina')).toEqual(expect.arrayContaining(['sustainability', 'art']));
    expect(await refs('sustainab')).toEqual(expect.arrayContaining(['sustainability', 'art']));
    // Not a prefix, and two edits from every word and stem ("sustaina " is one from "sustain").
    expect(await refs('sustainab ')).toEqual([]);
    expect(await refs('merino gazi')).toEqual(['wool']);
    expect(await refs('me')).toEqual([]);
  });

  it('matches a phrase only where its words are consecutive, stems and stop words included', async () => {
    expect((await refs('"organic cotton"')).sort()).toEqual(['art', 'wool']);
    expect(await refs('"circular knitted machine"')).toEqual(['art']);
    expect(await refs('"art of knitting"')).toEqual(['art']);
    // Both have "art" and "knitting"; only one has "of" between them.
    expect((await refs('art knitting ')).sort()).toEqual(['art', 'wool']);
  });

  it('leaves out documents with an excluded word', async () => {
    expect((await refs('organic -wool')).sort()).toEqual(['art', 'merchandiser']);
    expect((await refs('organic -merino -dyeing')).sort()).toEqual(['merchandiser']);
  });
});

describe('createMemoryEngine: words left out and real words read as others', () => {
  const farm = createMemoryEngine([
    doc('dairy', {
      kind: 'page',
      href: '/masco-dairy-firm',
      title: 'Masco Dairy Farm',
      body: 'Two hundred cows and fresh milk from the farm.',
    }),
    doc('diary', { title: 'A diary of the season', body: 'Notes from the knitting floor.' }),
    doc('cows', { title: 'Cows', body: 'A herd grows.' }),
    doc('page', {
      kind: 'page',
      href: '/career',
      title: 'Career',
      keywords: 'jobs, vacancy, hiring',
      body: 'Open positions.',
    }),
  ]);
  const search = (q: string) => farm.search(parseQuery(q), null, 1);

  it('answers with the words that match when no result has them all, ranked by how many, and says which were left out', async () => {
    const results = await search('cows milk zebra ');
    expect(results.hits.map((hit) => hit.href)).toEqual(['/masco-dairy-firm', '/blog/cows']);
    expect(results.leftOut).toEqual(['zebra']);
    expect(results.hits.map((hit) => hit.missing)).toEqual([['zebra'], ['milk', 'zebra']]);
    // With every word found nothing is left out.
    expect((await search('cows milk ')).leftOut).toEqual([]);
    expect((await search('cows milk ')).hits[0]?.missing).toBeUndefined();
  });

  it('reads a real word as another one typo away when that finds what the query as typed does not', async () => {
    const results = await search('diary farm ');
    expect(results.hits[0]?.href).toBe('/masco-dairy-firm');
    expect(results.showing).toEqual({ text: 'dairy farm', instead: '"diary" farm' });
    expect(results.leftOut).toEqual([]);
    // Quoted, the word is taken as typed: no reading, the word that does not fit left out.
    const asTyped = await search('"diary" farm ');
    expect(asTyped.showing).toBeNull();
    // Each word is in some result, none in all: nothing left out for all, each says what it lacks.
    expect(asTyped.leftOut).toEqual([]);
    expect(asTyped.partial).toBe(true);
    expect(asTyped.hits.every((hit) => hit.missing?.length === 1)).toBe(true);
    // A real word that finds something is never read as another.
    expect((await search('diary ')).showing).toBeNull();
    expect((await search('diary ')).hits[0]?.href).toBe('/blog/diary');
  });

  it('finds a page by its keywords, ranked as by its title, without showing them', async () => {
    const results = await search('vacancy ');
    expect(results.hits.map((hit) => hit.href)).toEqual(['/career']);
    expect(results.hits[0]?.snippet).not.toContain('vacancy');
  });
});

describe('createMemoryEngine: ranking', () => {
  it('puts a title match above a body-only match that scores higher', async () => {
    const ranked = createMemoryEngine([
      doc('body', {
        title: 'Report',
        summary: 'Dyeing dyeing dyeing dyeing.',
        body: 'Dyeing dyeing dyeing dyeing dyeing dyeing dyeing dyeing.',
      }),
      doc('title', {
        title:
          'A very long title for a yearly review that mentions dyeing once among many other words here',
        body: 'Nothing else.',
      }),
      doc('other', { title: 'Short', body: 'Unrelated text.' }),
    ]);
    const results = await ranked.search(parseQuery('dyeing '), null, 1);
    expect(results.hits.map((hit) => hit.href)).toEqual(['/blog/title', '/blog/body']);
  });

  it('puts the newer first when relevance ties, and undated last', async () => {
    const same = { title: 'Factory news', body: 'Washing capacity grew.' };
    const dated = createMemoryEngine([
      doc('undated', { ...same, date: null }),
      doc('old', { ...same, date: '2021-01-01T00:00:00Z' }),
      doc('new', { ...same, date: '2024-01-01T00:00:00Z' }),
      doc('middle', { ...same, date: '2022-06-30' }),
    ]);
    const results = await dated.search(parseQuery('washing '), null, 1);
    expect(results.hits.map((hit) => hit.href)).toEqual([
      '/blog/new',
      '/blog/middle',
      '/blog/old',
      '/blog/undated',
    ]);
    expect(results.hits[0]!.date).toBe('2024-01-01T00:00:00Z');
  });
});

describe('createMemoryEngine: counts and pages', () => {
  const many = createMemoryEngine([
    ...Array.from({ length: 25 }, (_, i) =>
      doc(`a${i}`, { title: `Yarn note ${i}`, date: `2024-01-${String(i + 1).padStart(2, '0')}` }),
    ),
    ...Array.from({ length: 3 }, (_, i) =>
      doc(`j${i}`, { kind: 'job', href: `/careers/${i}`, title: `Yarn buyer ${i}` }),
    ),
    doc('other', { title: 'Cotton' }),
  ]);

  it('counts every kind, totals the asked kind, and pages by SEARCH_PER_PAGE', async () => {
    const all = await many.search(parseQuery('yarn'), null, 3);
    expect(all.counts).toEqual({
      article: 25,
      media: 0,
      job: 3,
      publication: 0,
      author: 0,
      page: 0,
    });
    expect(all).toMatchObject({ total: 28, page: 3, lastPage: 3 });
    expect(all.hits).toHaveLength(28 - 2 * SEARCH_PER_PAGE);
    const jobs = await many.search(parseQuery('yarn'), 'job', 1);
    expect(jobs.counts.article).toBe(25);
    expect(jobs).toMatchObject({ total: 3, page: 1, lastPage: 1 });
    expect(jobs.hits.every((hit) => hit.kind === 'job')).toBe(true);
  });

  it('clamps the page to [1, lastPage]', async () => {
    expect((await many.search(parseQuery('yarn'), null, 99)).page).toBe(3);
    expect((await many.search(parseQuery('yarn'), null, 0)).page).toBe(1);
    expect((await many.search(parseQuery('yarn'), null, Number.NaN)).page).toBe(1);
    const none = await many.search(parseQuery('silk'), null, 5);
    expect(none).toMatchObject({ total: 0, page: 1, lastPage: 1, hits: [] });
  });

  it('answers an empty query with nothing', async () => {
    const empty = await many.search(parseQuery(''), null, 1);
    expect(empty).toMatchObject({
      hits: [],
      total: 0,
      page: 1,
      lastPage: 1,
      corrections: {},
      suggestion: null,
    });
    expect(await many.suggest(parseQuery('  '), 6)).toEqual([]);
  });
});

describe('createMemoryEngine: hits', () => {
  it('marks the matched words in the title', async () => {
    const [hit] = (await find('knitted ')).hits;
    expect(hit!.title).toBe(`The Art of ${MARK_START}Knitting${MARK_END}`);
    expect(hit).toMatchObject({ kind: 'article', href: '/blog/art', date: '2024-03-01' });
  });

  it('cuts a snippet of about 30 words around the first match, marked', async () => {
    const words = Array.from({ length: 80 }, (_, i) => `w${i}`);
    words[50] = 'Gazipur';
    words[60] = 'gazipur';
    const snippets = createMemoryEngine([
      doc('long', { title: 'Plant', body: words.join(' ') + '.' }),
    ]);
    const [hit] = (await snippets.search(parseQuery('gazipur '), null, 1)).hits;
    expect(hit!.snippet.startsWith('… w40 ')).toBe(true);
    expect(hit!.snippet.endsWith(' w69 …')).toBe(true);
    expect(plain(hit!.snippet).split(' ')).toHaveLength(30 + 2);
    expect(marked(hit!.snippet)).toEqual(['Gazipur', 'gazipur']);
    // A short body is whole, with its punctuation.
    const [short] = (await find('dyeing ')).hits;
    expect(short!.snippet).toBe(
      `Circular knitting machines turn organic cotton yarn into fabric. Our sustainability report explains the ${MARK_START}dyeing${MARK_END}.`,
    );
  });

  it('takes the snippet from the summary when the body has no match', async () => {
    const [hit] = (await find('merchandiser full')).hits;
    expect(hit!.snippet).toBe(`Gazipur, ${MARK_START}full${MARK_END} time`);
  });

  it('strips markers and control characters from content', async () => {
    const hostile = createMemoryEngine([
      doc('x', {
        title: `Wool ${MARK_START}<b>fake</b>${MARK_END} blan\u00adket`,
        body: `wool${MARK_END}${MARK_START}\u0000 and more`,
      }),
    ]);
    const [hit] = (await hostile.search(parseQuery('wool blanket '), null, 1)).hits;
    expect(hit!.title).toBe(
      `${MARK_START}Wool${MARK_END} <b>fake</b> ${MARK_START}blanket${MARK_END}`,
    );
    expect(hit!.snippet).toBe(`${MARK_START}wool${MARK_END} and more`);
  });
});

describe('createMemoryEngine: suggestions', () => {
  it('suggests a spelling the index knows when nothing matched', async () => {
    // Two typos from "knitting" (no "k", "y" for "t"): not forgiven, but suggested.
    // Found without it ('nitying' left out), and suggested.
    const results = await find('nitying merino');
    expect(results.leftOut).toEqual(['nitying']);
    expect(results.suggestion).toBe('knitting merino');
    // A long word three edits away as Levenshtein counts (a swap is two): still suggested.
    expect((await find('kntiitng')).suggestion).toBe('knitting');
  });

  it('suggests nothing when every word is known or nothing is near', async () => {
    expect((await find('merchandiser wool')).suggestion).toBeNull();
    expect((await find('zzzzqqq')).suggestion).toBeNull();
    // With results there is no suggestion.
    expect((await find('kniting ')).suggestion).toBeNull();
  });

  it('suggest() gives the best matches as plain titles, prefix on the last word, up to the limit', async () => {
    expect(await engine.suggest(parseQuery('merch'), 6)).toEqual([
      { kind: 'job', title: 'Merchandiser', href: '/careers/merchandiser' },
    ]);
    const two = await engine.suggest(parseQuery('organic knit'), 2);
    expect(two).toHaveLength(2);
    expect(two[0]).toEqual({ kind: 'article', title: 'The Art of Knitting', href: '/blog/art' });
    expect(await engine.suggest(parseQuery('organic'), 0)).toEqual([]);
  });
});
