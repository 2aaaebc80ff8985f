/**
 * What each word of a query may match in the in-memory index: its stem, the words
 * the last one starts, or the words one typo away (see memory-engine.ts).
 */
import { isCommonWord } from './common-words';
import { isSwap, MIN_FORGIVEN_LENGTH, MIN_PREFIX_LENGTH, withinOneTypo } from './typos';
import type { Candidate, MemoryIndex, Resolved, ResolvedTerm } from './memory-index';
import { inAnyField } from './memory-match';
import { STOP_WORDS } from './memory-text';
import { neighbourPhrases, termLabel } from './query';
import type { ParsedQuery } from './types';
import { wordForms } from './word-forms';

/**
 * A prefix stands for at most this many words, the most frequent it starts: "con"
 * starts hundreds, and looking each up would take a search past its time.
 */
const MAX_COMPLETIONS = 40;
/** MiniSearch's own weights for prefix and fuzzy matches relative to an exact one. */
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;
/** MiniSearch's weight for a match one edit away. */
export const fuzzyWeight = (term: string) => (FUZZY_WEIGHT * term.length) / (term.length + 1);

/** The query's terms resolved against `ix`, and whether a word is one of the pages' keywords. */
export function resolver(ix: MemoryIndex) {
  const { queryStem, stems, surfaces, stemTotals, keywordForms, stemIds, stored } = ix;

  /**
   * Whether the query's word at `index` may be read as `read` (a written word of
   * stem `stem`). A common English word ('rent', 'guard') is meant as typed, so
   * only when the reading swaps two of its letters ('diary' as 'dairy') or a
   * document has it beside the query's neighbouring words ('dairy firm' as 'dairy
   * farm'); else the word is left out (common-words.ts).
   */
  function isLikely(query: ParsedQuery, index: number, read: string, stem: string): boolean {
    const term = query.terms[index];
    if (term?.type !== 'word' || !isCommonWord(term.word) || isSwap(term.word, read)) return true;
    const { before, after } = neighbourPhrases(query, index, (w) => STOP_WORDS.has(w));
    const ids = (words: string[]) => words.map((w) => stemIds.get(queryStem(w)) ?? -1);
    const written = (phrase: number[]) =>
      !phrase.includes(-1) && stored.some((document) => inAnyField(document, phrase));
    const id = stemIds.get(stem) ?? -1;
    return !!((before && written([...ids(before), id])) || (after && written([id, ...ids(after)])));
  }

  /** A forgiven word's readings, the likely ones only (`isLikely`). */
  function likely(term: ResolvedTerm, query: ParsedQuery, index: number): ResolvedTerm {
    if (term.type !== 'word' || !term.forgiven) return term;
    const candidates = term.candidates.filter((c) => isLikely(query, index, c.surface, c.stem));
    return { ...term, candidates };
  }

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
    // Its other forms the site has ('ডায়িং' as 'ডাইং', '২০২৭' as '2027'): the same word.
    // A "quoted" word is meant as typed.
    for (const form of verbatim ? [] : wordForms(word)) {
      const formStem = queryStem(form);
      const written = stems.get(formStem);
      if (written && !STOP_WORDS.has(form))
        add({ stem: formStem, weight: 1, surface: surfaces.has(form) ? form : written.surface });
    }
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
    for (const [index, term] of query.terms.entries()) {
      if (term.type === 'word') {
        const word = resolveWord(term.word, term.prefix, term.exact);
        if (!word) continue;
        const resolved = likely(word, query, index);
        if (resolved.type === 'word' && resolved.candidates.length === 0) unmatched = true;
        terms.push(resolved);
      } else {
        const phraseStems = term.words.map(queryStem);
        const looked = [...new Set(phraseStems.filter((_, i) => !STOP_WORDS.has(term.words[i]!)))];
        // A phrase of stop words only is dropped, as those words are.
        if (looked.length === 0) continue;
        const ids = phraseStems.map((stem) => stemIds.get(stem) ?? -1);
        if (ids.includes(-1) || looked.some((stem) => !stems.has(stem))) unmatched = true;
        terms.push({ type: 'phrase', stems: looked, ids, label: termLabel(term, query.text) });
      }
    }
    const excluded = query.excluded
      .filter((word) => !STOP_WORDS.has(word))
      .map(queryStem)
      .filter((stem) => stems.has(stem));
    return { terms, excluded, unmatched };
  }

  return { resolve, isKeyword, isLikely };
}
