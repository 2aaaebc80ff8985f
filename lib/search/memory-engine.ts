/**
 * Site search with an upstream CMS (CONTENT_API_URL): an index built in this
 * process from the contract's reads, with MiniSearch (BM25+ over an inverted
 * index) for scoring and its radix tree (SearchableMap) for the typo and prefix
 * lookups.
 *
 * Words are read as query.ts reads a query: lower case, runs of letters and
 * digits; then English stop words are dropped and the rest Porter-stemmed. The index holds stems; beside it
 * two maps let a query word find its stems:
 *
 * - `surfaces`: every word as written in the content (not stemmed) and its stem,
 *   for prefixes ("sustaina" starts "sustainability", whose stem is "sustain",
 *   which "sustaina" is not a prefix of) and for typos in the written word
 *   ("sustainabilty" is one edit from "sustainability", while its stem
 *   "sustainabilti" is four from "sustain");
 * - `stems`: every stem and the word it is most often written as, for typos in
 *   the stemmed form ("knited" stems to "knite", one edit from "knit", though two
 *   from "knitting") and to report a real word as a correction.
 *
 * A typo is what typos.ts says (one letter added, left out or changed, or two
 * neighbours swapped), as the store engine counts it. A word is only forgiven
 * one when it matches nothing as typed (nor, for the last word, as a prefix), so
 * "wool" never finds "wood".
 */
import MiniSearch, { type MatchInfo, type Query, type SearchOptions } from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import { stemmer } from 'stemmer';
import { correctedText, MAX_WORD_LENGTH, verbatimText } from './query';
import { MIN_FORGIVEN_LENGTH, MIN_PREFIX_LENGTH, withinOneTypo } from './typos';
import {
  emptyCounts,
  MARK_END,
  MARK_START,
  SEARCH_PER_PAGE,
  type MarkedText,
  type ParsedQuery,
  type SearchDocument,
  type SearchEngine,
  type SearchHit,
  type SearchKind,
  type SearchResults,
  type Suggestion,
} from './types';

/** Not indexed, not searched for (a query of only these finds nothing). */
// prettier-ignore
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'the', 'a', 'an', 'and', 'or', 'of', 'in', 'on', 'for', 'to', 'with', 'by', 'at', 'is', 'are',
  'from', 'as', 'it', 'this', 'that',
]);

/**
 * Field weights: a word in the title counts four times one in the body; a page's
 * keywords (its navigation label and the words visitors use for it) count as its title.
 */
const BOOST = { title: 4, keywords: 4, summary: 2, body: 1 } as const;
const FIELDS = ['title', 'keywords', 'summary', 'body'] as const;
type Field = (typeof FIELDS)[number];

/**
 * A prefix stands for at most this many words, the most frequent it starts: "con"
 * starts hundreds, and looking each up would take a search past its time.
 */
const MAX_COMPLETIONS = 40;
/** MiniSearch's own weights for prefix and fuzzy matches relative to an exact one. */
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;
/** MiniSearch's weight for a match one edit away. */
const fuzzyWeight = (term: string) => (FUZZY_WEIGHT * term.length) / (term.length + 1);
/** Scores closer than this are a tie, decided by date. */
const SCORE_EPSILON = 1e-9;
/** Words in a snippet, and how many of them come before the first match. */
const SNIPPET_WORDS = 30;
const SNIPPET_LEAD = 10;
/** At most this many suggestions, whatever is asked. */
const MAX_SUGGESTIONS = 50;

const WORD = /[\p{L}\p{N}]+/gu;
const ONE_WORD = /^[\p{L}\p{N}]+$/u;
/** Control characters (the match markers among them) separate words... */
const CONTROL = /\p{Cc}+/gu;
/** ...format characters (soft hyphen, zero-width space) and unassigned code points do not. */
const FORMAT = /[\p{Cf}\p{Co}\p{Cs}]+/gu;

type Token = { word: string; start: number; end: number };

/** Text as the engine keeps it: NFKC, no control or format characters (no marker can come from content), single spaces. */
function clean(text: unknown): string {
  return String(text ?? '')
    .normalize('NFKC')
    .replace(CONTROL, ' ')
    .replace(FORMAT, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of cleaned text, lower case, with where each is in the text (the same words `wordsOf` makes of a query). */
function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    const start = match.index;
    const end = start + match[0].length;
    const lower = match[0].toLowerCase();
    if (ONE_WORD.test(lower)) {
      tokens.push({ word: lower.slice(0, MAX_WORD_LENGTH), start, end });
    } else {
      // Lower-casing split the word (a dotted capital I): each part, at the word's place.
      for (const part of lower.match(WORD) ?? [])
        tokens.push({ word: part.slice(0, MAX_WORD_LENGTH), start, end });
    }
  }
  return tokens;
}

/** The words of cleaned text, as `wordsOf` reads a query (lower case first), without their places. */
function wordsOfClean(text: string): string[] {
  const words = text.toLowerCase().match(WORD) ?? [];
  for (let i = 0; i < words.length; i++)
    if (words[i]!.length > MAX_WORD_LENGTH) words[i] = words[i]!.slice(0, MAX_WORD_LENGTH);
  return words;
}

type StoredDocument = {
  kind: SearchKind;
  href: string;
  title: string;
  keywords: string;
  summary: string;
  body: string;
  /** Milliseconds, or null without a (readable) date. */
  time: number | null;
  date: string | null;
  /** Each field's words as stem ids, stop words included: phrases are looked for in these. */
  sequences: Record<Field, Int32Array>;
};

/** One stem a query term may match, and how much a match counts. */
type Candidate = { stem: string; weight: number; surface: string };

type ResolvedTerm =
  | { type: 'word'; word: string; candidates: Candidate[]; forgiven: boolean }
  | { type: 'phrase'; stems: string[]; ids: number[]; label: string };

/** A matching document; `stems` are the index stems it matched (MiniSearch's match info). */
type Match = { index: number; score: number; tier: number; stems: MatchInfo };

type Resolved = { terms: ResolvedTerm[]; excluded: string[]; unmatched: boolean };

/** A match of some of the terms (words left out): which ones it has. */
type Covered = Match & { has: boolean[]; count: number };

export function createMemoryEngine(
  documents: SearchDocument[],
): SearchEngine & { documentCount: number } {
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
  const indexed: { id: number; title: string; keywords: string; summary: string; body: string }[] =
    [];
  const seen = new Set<string>();
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
    };
    const terms = { title: '', keywords: '', summary: '', body: '' };
    const sequences = {} as Record<Field, Int32Array>;
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
        if (field === 'keywords')
          keywordForms.set(stem, (keywordForms.get(stem) ?? new Set()).add(word));
        const surface = counted.get(word);
        if (surface) surface.count += 1;
        else counted.set(word, { stem, count: 1 });
      }
      sequences[field] = sequence;
      terms[field] = kept.join(' ');
    }
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

  const index = new MiniSearch<{
    id: number;
    title: string;
    keywords: string;
    summary: string;
    body: string;
  }>({
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

  function resolveWord(word: string, prefix: boolean, verbatim = false): ResolvedTerm | null {
    if (STOP_WORDS.has(word)) return null;
    const stem = queryStem(word);
    const candidates = new Map<string, Candidate>();
    const add = (candidate: Candidate) => {
      const known = candidates.get(candidate.stem);
      if (!known || candidate.weight > known.weight) candidates.set(candidate.stem, candidate);
    };
    const exact = stems.get(stem);
    if (exact) add({ stem, weight: 1, surface: surfaces.has(word) ? word : exact.surface });
    if (prefix && word.length >= MIN_PREFIX_LENGTH) {
      const completions = [...surfaces.atPrefix(word)].filter(([surface]) => surface !== word);
      if (completions.length > MAX_COMPLETIONS) {
        completions.sort(([a, x], [b, y]) => y.count - x.count || (a < b ? -1 : 1)).length =
          MAX_COMPLETIONS;
      }
      for (const [surface, info] of completions) {
        const distance = surface.length - word.length;
        add({
          stem: info.stem,
          weight: (PREFIX_WEIGHT * surface.length) / (surface.length + 0.3 * distance),
          surface,
        });
      }
    }
    // Matched only through its stem, never written so ('dying', stem 'dy' as in 'dyed'),
    // while a word one typo away is written more often than every form of that stem
    // ('dyeing'): read as that word, as a typo is. A word of the pages' keywords is meant
    // as typed ('post', written 'posts', is not 'most').
    if (exact && candidates.size === 1 && !verbatim && !surfaces.has(word) && !isKeyword(word)) {
      const likelier = commonerNeighbour(word, stem);
      if (likelier) return { type: 'word', word, candidates: [likelier], forgiven: true };
    }
    let forgiven = false;
    if (candidates.size === 0 && !verbatim && word.length >= MIN_FORGIVEN_LENGTH) {
      forgiven = true;
      // One typo (a letter added, left out, changed, or two swapped, as the store
      // engine counts them) in the word as written...
      for (const [surface, [info, distance]] of surfaces.fuzzyGet(word, 2)) {
        if (distance === 0 || !withinOneTypo(word, surface)) continue;
        const known = candidates.get(info.stem);
        // Of two written forms of one stem, the more frequent is the one reported.
        if (known && surfaces.get(known.surface)!.count >= info.count) continue;
        candidates.set(info.stem, { stem: info.stem, weight: fuzzyWeight(surface), surface });
      }
      // ...or in its stem.
      if (stem.length >= MIN_FORGIVEN_LENGTH) {
        for (const [other, [info, distance]] of stems.fuzzyGet(stem, 2)) {
          if (distance === 0 || candidates.has(other) || !withinOneTypo(stem, other)) continue;
          candidates.set(other, { stem: other, weight: fuzzyWeight(other), surface: info.surface });
        }
      }
    }
    return { type: 'word', word, candidates: [...candidates.values()], forgiven };
  }

  /**
   * Whether a word is one of the pages' keywords, or one with an ending more or less
   * ('post' for 'posts'; not 'dying' for 'dyed', which the stemmer makes one stem).
   */
  function isKeyword(word: string): boolean {
    const forms = keywordForms.get(queryStem(word));
    return !!forms && [...forms].some((form) => form.startsWith(word) || word.startsWith(form));
  }

  /** The written word one typo from `word`, of another stem, written more often than `stem` in all its forms. */
  function commonerNeighbour(word: string, stem: string): Candidate | null {
    if (word.length < MIN_FORGIVEN_LENGTH) return null;
    let best: { surface: string; stem: string; count: number } | null = null;
    for (const [surface, [info, distance]] of surfaces.fuzzyGet(word, 2)) {
      if (distance === 0 || info.stem === stem || !withinOneTypo(word, surface)) continue;
      if (!best || info.count > best.count) best = { surface, stem: info.stem, count: info.count };
    }
    if (!best || best.count <= (stemTotals.get(stem) ?? 0)) return null;
    return { stem: best.stem, weight: fuzzyWeight(best.surface), surface: best.surface };
  }

  function resolve(query: ParsedQuery): Resolved {
    const terms: ResolvedTerm[] = [];
    let unmatched = false;
    for (const term of query.terms) {
      if (term.type === 'word') {
        const resolved = resolveWord(term.word, term.prefix, term.exact);
        if (!resolved) continue;
        if (resolved.type === 'word' && resolved.candidates.length === 0) unmatched = true;
        terms.push(resolved);
      } else {
        const phraseStems = term.words.map(queryStem);
        const looked = [...new Set(phraseStems.filter((_, i) => !STOP_WORDS.has(term.words[i]!)))];
        // A phrase of stop words only is dropped, as those words are.
        if (looked.length === 0) continue;
        const ids = phraseStems.map((stem) => stemIds.get(stem) ?? -1);
        if (ids.includes(-1) || looked.some((stem) => !stems.has(stem))) unmatched = true;
        terms.push({ type: 'phrase', stems: looked, ids, label: `"${term.words.join(' ')}"` });
      }
    }
    const excluded = query.excluded
      .filter((word) => !STOP_WORDS.has(word))
      .map(queryStem)
      .filter((stem) => stems.has(stem));
    return { terms, excluded, unmatched };
  }

  const hasSequence = (sequence: Int32Array, ids: number[]): boolean => {
    const last = sequence.length - ids.length;
    outer: for (let i = 0; i <= last; i++) {
      for (let j = 0; j < ids.length; j++) if (sequence[i + j] !== ids[j]) continue outer;
      return true;
    }
    return false;
  };

  /** Whether a term can match at all: a word with some stem to look for, a phrase whose words are all indexed. */
  const live = (term: ResolvedTerm) =>
    term.type === 'word'
      ? term.candidates.length > 0
      : !term.ids.includes(-1) && term.stems.every((stem) => stems.has(stem));

  const inAnyField = (document: StoredDocument, ids: number[]) =>
    FIELDS.some((field) => hasSequence(document.sequences[field], ids));

  /**
   * The documents that match every term (or, `any`, at least one: words left
   * out) and no excluded word, best first: by how many terms they have, then by
   * how many are in the title (or the keywords), then by score, then the newer.
   */
  function match(resolved: Resolved, any = false): Covered[] {
    const { excluded, unmatched } = resolved;
    const terms = any ? resolved.terms.filter(live) : resolved.terms;
    if (terms.length === 0 || (unmatched && !any)) return [];
    const queries: Query[] = terms.map((term) =>
      term.type === 'word'
        ? {
            combineWith: 'OR',
            queries: term.candidates.map((candidate) => ({
              queries: [candidate.stem],
              boostTerm: () => candidate.weight,
            })),
          }
        : { combineWith: 'AND', queries: term.stems },
    );
    let tree: Query = { combineWith: any ? 'OR' : 'AND', queries };
    if (excluded.length > 0) {
      tree = { combineWith: 'AND_NOT', queries: [tree, { combineWith: 'OR', queries: excluded }] };
    }
    const wordStems = terms.map((term) =>
      term.type === 'word' ? new Set(term.candidates.map((candidate) => candidate.stem)) : null,
    );
    const matches: Covered[] = [];
    for (const result of index.search(tree, searchOptions)) {
      const document = stored[result.id as number]!;
      const inTitle: string[] = [];
      const found = Object.keys(result.match);
      for (const stem of found) {
        const fields = result.match[stem]!;
        if (fields.includes('title') || fields.includes('keywords')) inTitle.push(stem);
      }
      let tier = 0;
      const has = terms.map((term, i) => {
        if (term.type === 'word') {
          if (inTitle.some((stem) => wordStems[i]!.has(stem))) tier += 1;
          return found.some((stem) => wordStems[i]!.has(stem));
        }
        if (hasSequence(document.sequences.title, term.ids)) {
          tier += 1;
          return true;
        }
        return inAnyField(document, term.ids);
      });
      const count = has.filter(Boolean).length;
      if (any ? count === 0 : count < terms.length) continue;
      // MiniSearch multiplies a score by the number of query stems matched, which here
      // counts a prefix's or a typo's alternatives: undone.
      const score = result.score / Math.max(1, result.queryTerms.length);
      matches.push({ index: result.id as number, score, tier, stems: result.match, has, count });
    }
    matches.sort((a, b) => {
      if (a.count !== b.count) return b.count - a.count;
      if (a.tier !== b.tier) return b.tier - a.tier;
      if (Math.abs(a.score - b.score) > SCORE_EPSILON) return b.score - a.score;
      const timeA = stored[a.index]!.time;
      const timeB = stored[b.index]!.time;
      if (timeA !== timeB) {
        if (timeA === null) return 1;
        if (timeB === null) return -1;
        return timeB - timeA;
      }
      return a.index - b.index;
    });
    return matches;
  }

  /** The terms a match lacks, by their labels (the word, or the phrase in quotes). */
  function missingOf(resolved: Resolved, m: Covered): string[] {
    let i = 0;
    return resolved.terms.flatMap((term) =>
      live(term) && m.has[i++] ? [] : [term.type === 'word' ? term.word : term.label],
    );
  }

  /**
   * Real words of the query that may be typos of others ('diary' for 'dairy'): the
   * terms again, each such word also read as its most frequent one-typo spelling.
   */
  function realWordRetry(resolved: Resolved, query: ParsedQuery) {
    const better = new Map<number, { surface: string; stem: string; count: number }>();
    resolved.terms.forEach((term, i) => {
      if (term.type !== 'word' || term.forgiven || term.word.length < MIN_FORGIVEN_LENGTH) return;
      // A word visitors use for a page (its keywords) is meant as typed ('post' is not 'cost').
      if (isKeyword(term.word)) return;
      const asked = query.terms.find((t) => t.type === 'word' && t.word === term.word);
      if (!asked || (asked.type === 'word' && asked.exact)) return;
      let best: { surface: string; stem: string; count: number } | null = null;
      for (const [surface, [info, distance]] of surfaces.fuzzyGet(term.word, 2)) {
        if (distance === 0 || !withinOneTypo(term.word, surface)) continue;
        if (term.candidates.some((c) => c.stem === info.stem)) continue;
        if (
          !best ||
          info.count > best.count ||
          (info.count === best.count && surface < best.surface)
        )
          best = { surface, stem: info.stem, count: info.count };
      }
      if (best) better.set(i, best);
    });
    const pairs = [...better];
    // The fewest words read as others: each alone, then all, whichever finds the most.
    const options = pairs.length > 1 ? [...pairs.map((pair) => [pair]), pairs] : [pairs];
    let chosen: { resolved: Resolved; read: Record<string, string>; matches: Covered[] } | null =
      null;
    for (const option of pairs.length > 0 ? options : []) {
      const read: Record<string, string> = {};
      const terms = resolved.terms.map((term, i): ResolvedTerm => {
        const other = option.find(([index]) => index === i)?.[1];
        if (!other || term.type !== 'word') return term;
        read[term.word] = other.surface;
        const candidate = {
          stem: other.stem,
          weight: fuzzyWeight(other.surface),
          surface: other.surface,
        };
        return { ...term, candidates: [...term.candidates, candidate] };
      });
      const tried = { ...resolved, terms };
      const matches = match(tried);
      if (matches.length > (chosen?.matches.length ?? 0))
        chosen = { resolved: tried, read, matches };
    }
    return chosen;
  }

  /** The text with each word whose stem matched between the markers. */
  function mark(
    text: string,
    tokens: Token[],
    from: number,
    to: number,
    matched: Set<string>,
  ): MarkedText {
    let out = '';
    let position = tokens[from]?.start ?? 0;
    for (let i = from; i < to; i++) {
      const token = tokens[i]!;
      if (STOP_WORDS.has(token.word) || !matched.has(stemOf(token.word))) continue;
      out +=
        text.slice(position, token.start) +
        MARK_START +
        text.slice(token.start, token.end) +
        MARK_END;
      position = token.end;
    }
    const end = to >= tokens.length ? text.length : tokens[to - 1]!.end;
    return out + text.slice(position, end);
  }

  const isMatched = (token: Token, matched: Set<string>) =>
    !STOP_WORDS.has(token.word) && matched.has(stemOf(token.word));

  function snippet(document: StoredDocument, matched: Set<string>): MarkedText {
    let text = document.body;
    let tokens = tokenize(text);
    let first = tokens.findIndex((token) => isMatched(token, matched));
    if (first < 0) {
      const summaryTokens = tokenize(document.summary);
      const inSummary = summaryTokens.findIndex((token) => isMatched(token, matched));
      // No match in body or summary (a title match): the summary, or else the body, from its start.
      if (inSummary >= 0 || document.summary) {
        text = document.summary;
        tokens = summaryTokens;
        first = inSummary;
      }
    }
    if (tokens.length === 0) return text;
    const end = Math.min(tokens.length, Math.max(0, first - SNIPPET_LEAD) + SNIPPET_WORDS);
    const start = Math.max(0, end - SNIPPET_WORDS);
    const body = mark(text, tokens, start, end, matched);
    return (
      (start > 0 ? '… ' : '') +
      (start > 0 ? body : text.slice(0, tokens[0]!.start) + body) +
      (end < tokens.length ? ' …' : '')
    );
  }

  function hit(index: number, matched: Set<string>): SearchHit {
    const document = stored[index]!;
    const titleTokens = tokenize(document.title);
    return {
      kind: document.kind,
      href: document.href,
      title:
        document.title.slice(0, titleTokens[0]?.start ?? 0) +
        mark(document.title, titleTokens, 0, titleTokens.length, matched),
      snippet: snippet(document, matched),
      date: document.date,
    };
  }

  /** Per forgiven word, the written word it was read as: the alternative most results matched. */
  function corrections(resolved: Resolved, matches: Match[]): Record<string, string> {
    const found: Record<string, string> = {};
    for (const term of resolved.terms) {
      if (term.type !== 'word' || !term.forgiven) continue;
      let best: Candidate | null = null;
      let bestCount = 0;
      for (const candidate of term.candidates) {
        const count = matches.reduce((n, m) => n + (candidate.stem in m.stems ? 1 : 0), 0);
        // Of as many results, the word the site writes most often ('dyeing', not 'drying').
        const often = (c: Candidate) => stemTotals.get(c.stem) ?? 0;
        if (count > bestCount || (count === bestCount && best && often(candidate) > often(best))) {
          best = candidate;
          bestCount = count;
        }
      }
      if (best && bestCount > 0 && best.surface !== term.word) found[term.word] = best.surface;
    }
    return found;
  }

  /** A forgiven word's term with the one word it was read as (`read`), or the term as it is. */
  function readAs(term: ResolvedTerm, read: Record<string, string>): ResolvedTerm {
    if (term.type !== 'word' || !term.forgiven || !(term.word in read)) return term;
    const kept = term.candidates.filter((c) => c.surface === read[term.word]);
    return kept.length > 0 ? { ...term, candidates: kept } : term;
  }

  /**
   * The written word nearest to `word` (fewest edits, then most frequent), or null.
   * Edits are Levenshtein's, where two letters swapped cost two: a long word may be three away.
   */
  function nearest(word: string): string | null {
    const maxDistance = word.length >= 8 ? 3 : word.length >= 5 ? 2 : word.length >= 3 ? 1 : 0;
    if (maxDistance === 0) return null;
    let best: { surface: string; distance: number; count: number } | null = null;
    for (const [surface, [info, distance]] of surfaces.fuzzyGet(word, maxDistance)) {
      if (distance === 0) return null;
      if (
        !best ||
        distance < best.distance ||
        (distance === best.distance &&
          (info.count > best.count || (info.count === best.count && surface < best.surface)))
      ) {
        best = { surface, distance, count: info.count };
      }
    }
    return best?.surface ?? null;
  }

  /** The query with each word the index does not know replaced by the nearest word it does, or null if none is. */
  function suggestion(query: ParsedQuery): string | null {
    const replaced: Record<string, string> = {};
    const words = query.terms.flatMap((term) =>
      term.type === 'word'
        ? [{ word: term.word, prefix: term.prefix }]
        : term.words.map((word) => ({ word, prefix: false })),
    );
    for (const { word, prefix } of words) {
      if (STOP_WORDS.has(word) || word in replaced || stems.has(queryStem(word))) continue;
      if (prefix && word.length >= MIN_PREFIX_LENGTH && surfaces.atPrefix(word).size > 0) continue;
      const near = nearest(word);
      if (near && near !== word) replaced[word] = near;
    }
    if (Object.keys(replaced).length === 0) return null;
    const text = correctedText(query, replaced);
    return text === correctedText(query, {}) ? null : text;
  }

  return {
    documentCount: stored.length,

    async search(query, kind, page) {
      let resolved = resolve(query);
      let matches = match(resolved);
      let read: Record<string, string> = {};
      let leftOut = false;
      if (matches.length > 0) {
        // Typos forgiven: each read as one word only, the one named.
        read = corrections(resolved, matches);
        const narrowed = { ...resolved, terms: resolved.terms.map((t) => readAs(t, read)) };
        const only = Object.keys(read).length > 0 ? match(narrowed) : [];
        if (only.length > 0) [resolved, matches] = [narrowed, only];
      } else if (resolved.terms.length > 0) {
        // Nothing has every word. Real words read as others of the site ('diary' as 'dairy')...
        const retry = realWordRetry(resolved, query);
        if (retry) {
          resolved = retry.resolved;
          matches = retry.matches;
          read = { ...corrections(resolved, matches), ...retry.read };
        } else if (resolved.terms.filter(live).length > 1 || resolved.unmatched) {
          // ...or else the words that keep it from finding anything left out: any word
          // matches, and results are ranked by how many they have.
          matches = match(resolved, true);
          leftOut = matches.length > 0;
          read = corrections(resolved, matches);
        }
      }
      const showing =
        matches.length > 0 && !leftOut && Object.keys(read).length > 0
          ? { text: correctedText(query, read), instead: verbatimText(query, Object.keys(read)) }
          : null;
      const counts = emptyCounts();
      for (const m of matches) counts[stored[m.index]!.kind] += 1;
      const ofKind = kind ? matches.filter((m) => stored[m.index]!.kind === kind) : matches;
      const total = ofKind.length;
      const lastPage = Math.max(1, Math.ceil(total / SEARCH_PER_PAGE));
      const asked = Number.isFinite(page) ? Math.floor(page) : 1;
      const shown = Math.min(lastPage, Math.max(1, asked));
      const hits = ofKind
        .slice((shown - 1) * SEARCH_PER_PAGE, shown * SEARCH_PER_PAGE)
        .map((m) => ({
          ...hit(m.index, new Set(Object.keys(m.stems))),
          ...(leftOut && { missing: missingOf(resolved, m) }),
        }));
      return {
        hits,
        total,
        counts,
        page: shown,
        lastPage,
        corrections: read,
        // Words left out: the query spelled as the site spells them may find them all.
        suggestion: matches.length === 0 || leftOut ? suggestion(query) : null,
        leftOut: hits[0]?.missing ?? [],
        showing,
      } satisfies SearchResults;
    },

    async suggest(query, limit) {
      const count = Math.min(
        MAX_SUGGESTIONS,
        Math.max(0, Math.floor(Number.isFinite(limit) ? limit : 0)),
      );
      if (count === 0) return [];
      const matches = match(resolve(query));
      return matches.slice(0, count).map((m): Suggestion => {
        const document = stored[m.index]!;
        return { kind: document.kind, title: document.title, href: document.href };
      });
    },
  };
}
