/**
 * The in-memory engine's index (memory-engine.ts): the documents as kept, MiniSearch
 * over their stems, and the maps from written words to stems and back.
 */
import MiniSearch, { type MatchInfo, type SearchOptions } from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import { stemmer } from 'stemmer';
import { clean, STOP_WORDS, wordsOfClean } from './memory-text';
import type { SearchDocument, SearchKind } from './types';

/**
 * Field weights: a word in the title counts four times one in the body; a page's
 * keywords (its navigation label and the words visitors use for it) count as its title;
 * the rest of a long page's Bangla (its lists and cards: types.ts, `more`) half the body.
 */
const BOOST = { title: 4, keywords: 4, summary: 2, body: 1, more: 0.5 } as const;
export const FIELDS = ['title', 'keywords', 'summary', 'body', 'more'] as const;
export type Field = (typeof FIELDS)[number];

export type StoredDocument = {
  kind: SearchKind;
  href: string;
  title: string;
  keywords: string;
  summary: string;
  body: string;
  more: string;
  /** Milliseconds, or null without a (readable) date. */
  time: number | null;
  date: string | null;
  /** Each field's words as stem ids, stop words included: phrases are looked for in these. */
  sequences: Record<Field, Int32Array>;
};

/** One stem a query term may match, and how much a match counts. */
export type Candidate = { stem: string; weight: number; surface: string };

export type ResolvedTerm =
  | { type: 'word'; word: string; candidates: Candidate[]; forgiven: boolean }
  | { type: 'phrase'; stems: string[]; ids: number[]; label: string };

/** A matching document; `stems` are the index stems it matched (MiniSearch's match info). */
export type Match = { index: number; score: number; tier: number; stems: MatchInfo };

export type Resolved = { terms: ResolvedTerm[]; excluded: string[]; unmatched: boolean };

/** A match of some of the terms (words left out): which ones it has. */
export type Covered = Match & { has: boolean[]; count: number };

/** The index of `documents`, each (kind, ref) once. */
export function buildMemoryIndex(documents: SearchDocument[]) {
  /** Surface word → stem, for every word of the content (stop words too). */
  const stemCache = new Map<string, string>();
  const stemOf = (word: string): string => {
    let stem = stemCache.get(word);
    if (stem === undefined) {
      stem = stemmer(word);
      stemCache.set(word, stem);
    }
    return stem;
  };
  /** Query words are stemmed without being remembered: made-up words must not grow the cache. */
  const queryStem = (word: string): string => stemCache.get(word) ?? stemmer(word);

  const stemIds = new Map<string, number>();
  const idOf = (stem: string): number => {
    let id = stemIds.get(stem);
    if (id === undefined) {
      id = stemIds.size;
      stemIds.set(stem, id);
    }
    return id;
  };

  /** Written words (not stop words): their stem and how often they occur. */
  const counted = new Map<string, { stem: string; count: number }>();
  const stored: StoredDocument[] = [];
  const indexed: ({ id: number } & Record<Field, string>)[] = [];
  const seen = new Set<string>();
  /** Each stem and how many documents have it (a word in most says little: query.ts). */
  const documentCounts = new Map<string, number>();
  /** The pages' keywords (navigation labels and synonyms: the words visitors use), by stem. */
  const keywordForms = new Map<string, Set<string>>();

  for (const document of documents) {
    const key = `${document.kind}\u0000${document.ref}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const fields = {
      title: clean(document.title),
      keywords: clean(document.keywords ?? ''),
      summary: clean(document.summary),
      body: clean(document.body),
      more: clean(document.more ?? ''),
    };
    const terms = { title: '', keywords: '', summary: '', body: '', more: '' };
    const sequences = {} as Record<Field, Int32Array>;
    const inDocument = new Set<string>();
    for (const field of FIELDS) {
      const words = wordsOfClean(fields[field]);
      const sequence = new Int32Array(words.length);
      const kept: string[] = [];
      for (let i = 0; i < words.length; i++) {
        const word = words[i]!;
        const stem = stemOf(word);
        sequence[i] = idOf(stem);
        if (STOP_WORDS.has(word)) continue;
        kept.push(stem);
        inDocument.add(stem);
        if (field === 'keywords')
          keywordForms.set(stem, (keywordForms.get(stem) ?? new Set()).add(word));
        const surface = counted.get(word);
        if (surface) surface.count += 1;
        else counted.set(word, { stem, count: 1 });
      }
      sequences[field] = sequence;
      terms[field] = kept.join(' ');
    }
    for (const stem of inDocument) documentCounts.set(stem, (documentCounts.get(stem) ?? 0) + 1);
    const time = document.date ? Date.parse(document.date) : NaN;
    indexed.push({ id: stored.length, ...terms });
    stored.push({
      kind: document.kind,
      href: document.href,
      ...fields,
      time: Number.isFinite(time) ? time : null,
      date: document.date ?? null,
      sequences,
    });
  }

  const surfaces = SearchableMap.from(counted);
  /** Each stem and the word it is most often written as. */
  const mostWritten = new Map<string, { surface: string; count: number }>();
  /** Each stem and how often it is written, in all its forms. */
  const stemTotals = new Map<string, number>();
  for (const [surface, { stem, count }] of counted) {
    stemTotals.set(stem, (stemTotals.get(stem) ?? 0) + count);
    const known = mostWritten.get(stem);
    if (!known || count > known.count || (count === known.count && surface < known.surface)) {
      mostWritten.set(stem, { surface, count });
    }
  }
  const stems = SearchableMap.from(mostWritten);

  const index = new MiniSearch<{ id: number } & Record<Field, string>>({
    fields: [...FIELDS],
    // The fields arrive stemmed, stop words out, separated by single spaces.
    tokenize: (text) => (text ? text.split(' ') : []),
    processTerm: (term) => term,
  });
  index.addAll(indexed);

  // Query terms are index stems already.
  const searchOptions: SearchOptions = {
    boost: { ...BOOST },
    tokenize: (text) => [text],
    processTerm: (term) => term,
  };

  return {
    stemOf,
    queryStem,
    stemIds,
    stored,
    surfaces,
    stems,
    stemTotals,
    documentCounts,
    keywordForms,
    index,
    searchOptions,
  };
}

export type MemoryIndex = ReturnType<typeof buildMemoryIndex>;
