/**
 * The documents of the in-memory index that match resolved terms, best first, and
 * what each lacks when words are left out (see memory-engine.ts).
 */
import type { Query } from 'minisearch';
import {
  FIELDS,
  type Covered,
  type MemoryIndex,
  type Resolved,
  type ResolvedTerm,
  type StoredDocument,
} from './memory-index';

/** Scores closer than this are a tie, decided by date. */
const SCORE_EPSILON = 1e-9;

/** Whether the stem ids `ids` are next to one another in `sequence`. */
export const hasSequence = (sequence: Int32Array, ids: number[]): boolean => {
  const last = sequence.length - ids.length;
  outer: for (let i = 0; i <= last; i++) {
    for (let j = 0; j < ids.length; j++) if (sequence[i + j] !== ids[j]) continue outer;
    return true;
  }
  return false;
};

export const inAnyField = (document: StoredDocument, ids: number[]) =>
  FIELDS.some((field) => hasSequence(document.sequences[field], ids));

export function matcher(ix: MemoryIndex) {
  const { stems, stored, index, searchOptions } = ix;

  /** Whether a term can match at all: a word with some stem to look for, a phrase whose words are all indexed. */
  const live = (term: ResolvedTerm) =>
    term.type === 'word'
      ? term.candidates.length > 0
      : !term.ids.includes(-1) && term.stems.every((stem) => stems.has(stem));

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

  /** The terms a match lacks, by their labels (`labels`, one per resolved term). */
  function missingOf(resolved: Resolved, m: Covered, labels: string[]): string[] {
    let i = 0;
    return resolved.terms.flatMap((term, j) => (live(term) && m.has[i++] ? [] : [labels[j]!]));
  }

  return { match, missingOf, live };
}

/**
 * A match that lacks one of the query's `n` terms and has each of the others in its
 * title or keywords: a page about all but one of the words ('milk production': the
 * dairy farm's page, which never says "production").
 */
export function aboutAllButOne(m: Pick<Covered, 'count' | 'tier'>, n: number) {
  return m.count === n - 1 && m.tier >= n - 1;
}
