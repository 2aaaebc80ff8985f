/**
 * What the in-memory engine reads words as: a forgiven typo's one spelling, a real
 * word read as another when nothing has every word, and the "did you mean" text.
 */
import { isCommonWord } from './common-words';
import { correctedText } from './query';
import type {
  Candidate,
  Covered,
  Match,
  MemoryIndex,
  Resolved,
  ResolvedTerm,
} from './memory-index';
import { fuzzyWeight } from './memory-resolve';
import { STOP_WORDS } from './memory-text';
import {
  editDistance,
  maxEdits,
  MIN_FORGIVEN_LENGTH,
  MIN_PREFIX_LENGTH,
  withinOneTypo,
} from './typos';
import type { ParsedQuery } from './types';
import { wordForms } from './word-forms';

export function corrector(
  ix: MemoryIndex,
  {
    match,
    isKeyword,
    isLikely,
  }: {
    match: (resolved: Resolved) => Covered[];
    isKeyword: (word: string) => boolean;
    isLikely: (query: ParsedQuery, index: number, read: string, stem: string) => boolean;
  },
) {
  const { queryStem, stems, surfaces, stemTotals } = ix;

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
      const index = query.terms.findIndex((t) => t.type === 'word' && t.word === term.word);
      const asked = query.terms[index];
      if (!asked || (asked.type === 'word' && asked.exact)) return;
      let best: { surface: string; stem: string; count: number } | null = null;
      for (const [surface, [info, distance]] of surfaces.fuzzyGet(term.word, 2)) {
        if (distance === 0 || !withinOneTypo(term.word, surface)) continue;
        if (term.candidates.some((c) => c.stem === info.stem)) continue;
        if (!isLikely(query, index, surface, info.stem)) continue;
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

  /**
   * A forgiven word's term with the one word it was read as (`read`) and that word's
   * other forms the site has (word-forms.ts), as if it had been typed; or the term as it is.
   */
  function readAs(term: ResolvedTerm, read: Record<string, string>): ResolvedTerm {
    if (term.type !== 'word' || !term.forgiven || !(term.word in read)) return term;
    const kept = term.candidates.filter((c) => c.surface === read[term.word]);
    if (kept.length === 0) return term;
    const forms = wordForms(read[term.word]!).flatMap((form): Candidate[] => {
      const stem = queryStem(form);
      const written = stems.get(stem);
      if (!written || STOP_WORDS.has(form) || kept.some((c) => c.stem === stem)) return [];
      return [
        { stem, weight: kept[0]!.weight, surface: surfaces.has(form) ? form : written.surface },
      ];
    });
    return { ...term, candidates: [...kept, ...forms] };
  }

  /**
   * The written word nearest to `word` (fewest edits, then most frequent), or null:
   * at most `maxEdits` for its length (a swapped pair is one edit), never for a
   * common English word the site lacks (the visitor meant it: it is left out).
   */
  function nearest(word: string): string | null {
    const limit = maxEdits(word.length);
    if (limit === 0 || isCommonWord(word)) return null;
    let best: { surface: string; distance: number; count: number } | null = null;
    // Levenshtein's distance counts a swap as two: looked up one further, then measured.
    for (const [surface, [info, levenshtein]] of surfaces.fuzzyGet(word, limit + 1)) {
      if (levenshtein === 0) return null;
      const distance = editDistance(word, surface, limit);
      if (distance > limit) continue;
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

  return { realWordRetry, corrections, readAs, suggestion };
}
