import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Store } from '@/lib/store/store';
import { correctedText, termLabel, verbatimText } from './query';
import { countsAndPage as pageOf, empty, withEllipses } from './store-results';
import { matches, order, rowsOf, termQueries, tsquery } from './store-sql';
import { storeWords } from './store-words';
import {
  emptyCounts,
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
export function storeEngine(db: Store): SearchEngine {
  const { alternatives, chooseReadings, realWordReading, suggestion } = storeWords(db);
  const countsAndPage = (
    q: SQL,
    kind: SearchKind | null,
    page: number,
    coverage: SQL[] | null = null,
  ) => pageOf(db, q, kind, page, coverage);

  return {
    async search(query, kind, page) {
      const { extra, corrections, candidates, known, stop, exact } = await alternatives(query);
      if (Object.keys(corrections).length > 0) await chooseReadings(query, extra, corrections);
      const counts = emptyCounts();
      const terms = termQueries(query, extra);
      let q = tsquery(query, terms);
      if (!q) return empty(counts, corrections);
      let coverage: { labels: string[]; terms: SQL[] } | null = null;
      let read = corrections;
      let asked = await countsAndPage(q, kind, page);
      if (asked.found.length === 0) {
        // Nothing has every word. Real words read as others of the site ('diary' as 'dairy')...
        const { chosen, corrected } = await realWordReading(query, known, exact, stop, extra);
        const second = corrected ? await countsAndPage(corrected, kind, page) : null;
        if (corrected && second && second.found.length > 0) {
          q = corrected;
          asked = second;
          read = { ...corrections, ...Object.fromEntries(chosen) };
        } else {
          // ...or else the words left out that keep it from finding anything: any
          // word matches, and results are ranked by how many they have.
          const kept = query.terms.flatMap((t, i) =>
            t.type === 'word' && stop.has(t.word) ? [] : [{ label: termLabel(t), q: terms[i]! }],
          );
          const any =
            kept.length > 1
              ? tsquery(
                  query,
                  kept.map((k) => k.q),
                  true,
                )
              : null;
          const third = any
            ? await countsAndPage(
                any,
                kind,
                page,
                kept.map((k) => k.q),
              )
            : null;
          if (any && third && third.found.length > 0) {
            q = any;
            asked = third;
            coverage = { labels: kept.map((k) => k.label), terms: kept.map((k) => k.q) };
          }
        }
      }
      for (const [k, n] of asked.found) counts[k] = n;
      const total = kind ? counts[kind] : Object.values(counts).reduce((a, b) => a + b, 0);
      if (asked.found.length === 0) {
        return { ...empty(counts, {}), suggestion: await suggestion(query, candidates) };
      }
      // Words read as others, every word found: said as what was searched for.
      const showing =
        !coverage && Object.keys(read).length > 0
          ? { text: correctedText(query, read), instead: verbatimText(query, Object.keys(read)) }
          : null;
      const lastPage = Math.max(1, Math.ceil(total / SEARCH_PER_PAGE));
      const shown = Math.min(Math.max(1, page), lastPage);
      // A page past the last asked for: the last page (rare, so a second query).
      const { rows } =
        shown === page ? asked : await countsAndPage(q, kind, shown, coverage?.terms ?? null);
      const hits: SearchHit[] = rows.map((row) => ({
        kind: row.kind,
        href: row.href,
        title: row.title,
        snippet: withEllipses(row.snippet, row.text),
        date: row.date ? new Date(row.date).toISOString() : null,
        ...(coverage && {
          missing: coverage.labels.filter((_, i) => ((row.mask ?? 0) & (2 ** i)) === 0),
        }),
      }));
      return {
        hits,
        total,
        counts,
        page: shown,
        lastPage,
        corrections: read,
        // Words left out: the query spelled as the site spells them may find them all.
        suggestion: coverage ? await suggestion(query, candidates, read) : null,
        leftOut: hits[0]?.missing ?? [],
        showing,
      };
    },

    async suggest(query, limit) {
      const { extra } = await alternatives(query);
      const q = tsquery(query, termQueries(query, extra));
      if (!q) return [];
      return rowsOf<{ kind: SearchKind; title: string; href: string }>(
        db,
        sql`select d.kind, d.title, d.href from ${matches(q)} order by ${order(q)} limit ${limit}`,
      );
    },
  };
}
