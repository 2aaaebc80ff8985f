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
import {
  correctedText,
  isTooCommon,
  searchedText,
  termLabel,
  verbatimText,
  withoutCommonWords,
} from './query';
import { corrector } from './memory-corrections';
import { buildMemoryIndex } from './memory-index';
import { aboutAllButOne, matcher } from './memory-match';
import { resolver } from './memory-resolve';
import { hitMaker } from './memory-snippets';
import {
  emptyCounts,
  FEW_RESULTS,
  SEARCH_PER_PAGE,
  type SearchDocument,
  type SearchEngine,
  type SearchResults,
  type Suggestion,
} from './types';

export { STOP_WORDS } from './memory-text';
import { STOP_WORDS } from './memory-text';

/** At most this many suggestions, whatever is asked. */
const MAX_SUGGESTIONS = 50;

export function createMemoryEngine(
  documents: SearchDocument[],
): SearchEngine & { documentCount: number } {
  const ix = buildMemoryIndex(documents);
  const { stored } = ix;
  const { resolve, isKeyword, isLikely } = resolver(ix);
  const { match, missingOf, live } = matcher(ix);
  const { realWordRetry, corrections, readAs, suggestion } = corrector(ix, {
    match,
    isKeyword,
    isLikely,
  });
  const hit = hitMaker(ix);

  return {
    documentCount: stored.length,

    async search(typed, kind, page) {
      const query = withoutCommonWords(
        typed,
        (word) => isTooCommon(ix.documentCounts.get(ix.queryStem(word)) ?? 0, stored.length),
        (word) => !STOP_WORDS.has(word) && ix.stems.has(ix.queryStem(word)),
      );
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
        // Few have every word, as typed: those about all but one follow.
        const n = resolved.terms.filter(live).length;
        const some =
          matches.length < FEW_RESULTS && n > 1 && Object.keys(read).length === 0
            ? match(resolved, true).filter((m) => m.count === n || aboutAllButOne(m, n))
            : [];
        if (some.length > matches.length) [matches, leftOut] = [some, true];
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
          ? { text: correctedText(typed, read), instead: verbatimText(typed, Object.keys(read)) }
          : null;
      const counts = emptyCounts();
      for (const m of matches) counts[stored[m.index]!.kind] += 1;
      const ofKind = kind ? matches.filter((m) => stored[m.index]!.kind === kind) : matches;
      const total = ofKind.length;
      const lastPage = Math.max(1, Math.ceil(total / SEARCH_PER_PAGE));
      const asked = Number.isFinite(page) ? Math.floor(page) : 1;
      const shown = Math.min(lastPage, Math.max(1, asked));
      // Words left out: what each match lacks; the words none has are said once for all.
      const labels = resolved.terms.map((t) =>
        t.type === 'word'
          ? termLabel({ type: 'word', word: t.word, prefix: false }, query.text)
          : t.label,
      );
      const lacks = leftOut ? ofKind.map((m) => missingOf(resolved, m, labels)) : [];
      const noneHas = leftOut
        ? labels.filter((l) => lacks.every((missing) => missing.includes(l)))
        : [];
      // Said only when no result has every word (few have: those come first).
      const partial =
        !lacks.some((missing) => missing.length === 0) &&
        labels.some((l) => !noneHas.includes(l) && lacks.some((missing) => missing.includes(l)));
      const from = (shown - 1) * SEARCH_PER_PAGE;
      const hits = ofKind.slice(from, shown * SEARCH_PER_PAGE).map((m, i) => ({
        ...hit(m.index, new Set(Object.keys(m.stems))),
        ...(leftOut && lacks[from + i]!.length > 0 && { missing: lacks[from + i]! }),
      }));
      return {
        hits,
        total,
        counts,
        page: shown,
        lastPage,
        corrections: read,
        // Words left out: the query spelled as the site spells them may find them all.
        suggestion: matches.length === 0 || leftOut ? suggestion(typed) : null,
        leftOut: noneHas,
        partial,
        searched:
          matches.length === 0 ? typed.text : searchedText(typed, showing ? read : null, noneHas),
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
