import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Language } from '@/lib/i18n/languages';
import type { Store } from '@/lib/store/store';
import { correctedText, searchedText, termLabel, verbatimText, withoutCommonWords } from './query';
import { countsAndPage as pageOf, empty, withEllipses } from './store-results';
import { matches, order, rowsOf, termQueries, tsquery } from './store-sql';
import { storeWords } from './store-words';
import { wordForms } from './word-forms';
import {
  emptyCounts,
  FEW_RESULTS,
  SEARCH_PER_PAGE,
  type SearchEngine,
  type SearchHit,
  type SearchKind,
} from './types';

/**
 * Site search on the store: PostgreSQL full-text search over search_documents
 * (weighted title, summary, body; a GIN index), with pg_trgm over search_words
 * for typos and completions. Each term is a websearch_to_tsquery of its own,
 * OR-ed with the words it may stand for, and the terms are AND-ed.
 */
/** How many results of any kind a page of results was counted with. */
const foundIn = ({ found }: { found: readonly (readonly [SearchKind, number])[] }) =>
  found.reduce((sum, [, n]) => sum + n, 0);

export function storeEngine(db: Store, lang: Language = 'en'): SearchEngine {
  const { alternatives, chooseReadings, keepLikelyReadings, realWordReading, suggestion } =
    storeWords(db, lang);
  const countsAndPage = (
    q: SQL,
    kind: SearchKind | null,
    page: number,
    coverage: SQL[] | null = null,
    few = false,
  ) => pageOf(db, q, kind, page, coverage, few, lang);

  return {
    async search(typed, kind, page) {
      const looked = await alternatives(typed);
      const { extra, corrections, known, stop, exact, common } = looked;
      const query = withoutCommonWords(
        typed,
        (word) => common.has(word),
        (word) => known.has(word) && !stop.has(word),
      );
      if (Object.keys(corrections).length > 0) {
        await chooseReadings(query, extra, corrections);
        await keepLikelyReadings(query, extra, corrections, stop);
        // A word read as another is searched as that word typed: with its other forms.
        for (const [word, read] of Object.entries(corrections))
          extra.set(word, [...new Set([...(extra.get(word) ?? []), ...wordForms(read)])]);
      }
      const counts = emptyCounts();
      const terms = termQueries(query, extra, lang);
      let q = tsquery(query, terms, false, lang);
      if (!q) return { ...empty(counts, corrections), searched: query.text };
      let coverage: { labels: string[]; terms: SQL[]; few: boolean } | null = null;
      let read = corrections;
      let asked = await countsAndPage(q, kind, page);
      // Any word matches, and results are ranked by how many they have.
      const withSomeWords = async (few: boolean) => {
        const kept = query.terms.flatMap((t, i) =>
          t.type === 'word' && stop.has(t.word)
            ? []
            : [{ label: termLabel(t, query.text), q: terms[i]! }],
        );
        if (kept.length < 2) return null;
        const any = tsquery(
          query,
          kept.map((k) => k.q),
          true,
          lang,
        )!;
        const some = await countsAndPage(
          any,
          kind,
          page,
          kept.map((k) => k.q),
          few,
        );
        return {
          any,
          some,
          coverage: { labels: kept.map((k) => k.label), terms: kept.map((k) => k.q), few },
        };
      };
      const everyWord = foundIn(asked);
      if (everyWord === 0) {
        // Nothing has every word. Real words read as others of the site ('diary' as 'dairy')...
        const { chosen, corrected } = await realWordReading(query, known, exact, stop, extra);
        const second = corrected ? await countsAndPage(corrected, kind, page) : null;
        if (corrected && second && second.found.length > 0) {
          q = corrected;
          asked = second;
          read = { ...corrections, ...Object.fromEntries(chosen) };
        } else {
          // ...or else the words left out that keep it from finding anything.
          const some = await withSomeWords(false);
          if (some && some.some.found.length > 0) ({ any: q, some: asked, coverage } = some);
        }
      } else if (everyWord < FEW_RESULTS && Object.keys(read).length === 0) {
        // Few have every word, as typed: those about all but one follow ('milk production'
        // finds the one news item with both words, then the dairy farm's page, all about milk).
        const some = await withSomeWords(true);
        if (some && foundIn(some.some) > everyWord) ({ any: q, some: asked, coverage } = some);
      }
      for (const [k, n] of asked.found) counts[k] = n;
      const total = kind ? counts[kind] : Object.values(counts).reduce((a, b) => a + b, 0);
      if (asked.found.length === 0) {
        return {
          ...empty(counts, {}),
          searched: typed.text,
          suggestion: await suggestion(typed, looked),
        };
      }
      // Words read as others, every word found: said as what was searched for.
      const showing =
        !coverage && Object.keys(read).length > 0
          ? { text: correctedText(typed, read), instead: verbatimText(typed, Object.keys(read)) }
          : null;
      const lastPage = Math.max(1, Math.ceil(total / SEARCH_PER_PAGE));
      const shown = Math.min(Math.max(1, page), lastPage);
      // A page past the last asked for: the last page (rare, so a second query).
      const { rows } =
        shown === page
          ? asked
          : await countsAndPage(q, kind, shown, coverage?.terms ?? null, coverage?.few);
      // The words no match (of the kind shown) has: in every result's "Missing" too.
      const had = [...asked.had].filter(([k]) => !kind || k === kind).map(([, h]) => h);
      const some = had.reduce((bits, h) => bits | h.some, 0);
      const every = had.reduce((bits, h) => bits & h.every, had.length > 0 ? -1 : 0);
      const labels = coverage?.labels ?? [];
      const leftOut = labels.filter((_, i) => (some & (2 ** i)) === 0);
      // Some result lacks a word that others have: results say which they lack.
      // Said only when no result has every word (few have: those come first).
      const partial =
        !coverage?.few &&
        labels.some((_, i) => (some & (2 ** i)) !== 0 && (every & (2 ** i)) === 0);
      const hits: SearchHit[] = rows.map((row) => {
        const missing = coverage?.labels.filter((_, i) => ((row.mask ?? 0) & (2 ** i)) === 0);
        return {
          kind: row.kind,
          href: row.href,
          title: row.title,
          snippet: withEllipses(row.snippet, row.text),
          date: row.date ? new Date(row.date).toISOString() : null,
          ...(missing && missing.length > 0 && { missing }),
        };
      });
      return {
        hits,
        total,
        counts,
        page: shown,
        lastPage,
        corrections: read,
        // Words left out: the query spelled as the site spells them may find them all.
        suggestion: coverage ? await suggestion(typed, looked, read) : null,
        leftOut,
        partial,
        searched: searchedText(typed, showing ? read : null, leftOut),
        showing,
      };
    },

    async suggest(query, limit) {
      const { extra } = await alternatives(query);
      const q = tsquery(query, termQueries(query, extra, lang), false, lang);
      if (!q) return [];
      const title =
        lang === 'bn'
          ? sql`case when d.title_bn <> '' then d.title_bn else d.title end`
          : sql`d.title`;
      return rowsOf<{ kind: SearchKind; title: string; href: string }>(
        db,
        sql`select d.kind, ${title} as title, d.href from ${matches(q, lang)} order by ${order(q, lang)} limit ${limit}`,
      );
    },
  };
}
