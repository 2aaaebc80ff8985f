import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Language } from '@/lib/i18n/languages';
import type { Store } from '@/lib/store/store';
import { isCommonWord } from './common-words';
import { storeSuggestion } from './store-suggestion';
import { isTooCommon, neighbourPhrases } from './query';
import { wordForms } from './word-forms';
import { live, matches, one, rowsOf, termQueries, textArray, tsquery, vector } from './store-sql';
import type { ParsedQuery } from './types';
import { notKeywords, variantWords } from './store-word-lookups';
import { isSwap, MIN_FORGIVEN_LENGTH, withinOneTypo, MIN_PREFIX_LENGTH } from './typos';

/** Completions of a last word that are searched for (the shortest first). */
const PREFIX_WORDS = 12;

/**
 * What the store engine reads a query's words as (store-engine.ts): the words of
 * the site each may stand for (one typo away, or completing the last), the one a
 * typo is read as, real words read as others, and the "did you mean" text.
 */
export function storeWords(db: Store, lang: Language = 'en') {
  const { similarWords, suggestion } = storeSuggestion(db);
  /** What each word of the query may also be: its one-slip spellings, and the last one's completions. */
  async function alternatives(query: ParsedQuery) {
    const words = query.terms.flatMap((t) => (t.type === 'word' ? [t.word] : []));
    // Each word's other forms (word-forms.ts) are looked up too; a "quoted" word is meant as typed.
    const quoted = new Set(
      query.terms.flatMap((t) => (t.type === 'word' && t.exact ? [t.word] : [])),
    );
    const forms = new Map(
      words.map((word) => [word, quoted.has(word) ? [] : wordForms(word)] as const),
    );
    const lookedUp = [...new Set([...words, ...[...forms.values()].flat()])];
    const prefix = query.terms.find(
      (t) => t.type === 'word' && t.prefix && t.word.length >= MIN_PREFIX_LENGTH,
    );
    // A stop word ('with') is ignored as typed: completed, it would ask for 'within'.
    const completing = prefix?.type === 'word' ? prefix.word : null;
    const looked =
      words.length === 0
        ? []
        : await rowsOf<{
            word: string;
            known: boolean;
            stop: boolean;
            documents: number | null;
            total: number | null;
            completions: string[] | null;
          }>(
            db,
            // The tsquery made once per word (not once per document), so the GIN index
            // answers; the last word's completions in the same statement.
            sql`select w.word, numnode(q.query) = 0 as stop,
                  case when ${words.length > 1} and w.word = any(${textArray(words)})
                        and numnode(q.query) > 0 then
                    (select count(*) from search_documents d
                     where ${live()} and ${vector(lang)} @@ q.query)::int end as documents,
                  case when ${words.length > 1} then
                    (select count(*) from search_documents d where ${live()})::int end as total,
                  (exists (select 1 from search_words s where s.word = w.word)
                   or exists (select 1 from search_documents d
                              where ${live()} and ${vector(lang)} @@ q.query)) as known,
                  case when w.word = ${completing} and numnode(q.query) > 0 then array(
                    select s.word from search_words s where s.word like ${`${completing ?? ''}%`}
                    order by length(s.word), s.word limit ${PREFIX_WORDS}) end as completions
                from unnest(${textArray(lookedUp)}) as w(word)
                cross join lateral (select ${one(sql`w.word`, lang)} as query) q`,
          );
    const knownWord = new Set(looked.filter((row) => row.known).map((row) => row.word));
    const knownForms = new Map(
      words.map((word) => [word, forms.get(word)!.filter((form) => knownWord.has(form))]),
    );
    // A word is known when the site has it in any of its forms ('ডায়িং' as 'ডাইং').
    const known = new Set(
      words.filter((word) => knownWord.has(word) || knownForms.get(word)!.length > 0),
    );
    const stop = new Set(
      looked.filter((row) => row.stop && words.includes(row.word)).map((row) => row.word),
    );
    const unknown = words.filter(
      (word) => !known.has(word) && !quoted.has(word) && word.length >= MIN_FORGIVEN_LENGTH,
    );
    const completions = (looked.find((row) => row.completions)?.completions ?? []).map((word) => ({
      word,
    }));
    const similar = unknown.length === 0 ? [] : await similarWords(unknown);
    // Every one-typo spelling the site uses, looked up by key: trigrams miss a swap
    // ('adiry' for 'dairy') and rank 'fire' above 'farm' for 'firm'. Not for a last
    // word being typed that the site's words complete.
    const typed = unknown.filter(
      (word) => !(prefix?.type === 'word' && prefix.word === word && completions.length > 0),
    );
    const candidates = [...similar, ...(await variantWords(db, lang, typed))];
    const corrections: Record<string, string> = {};
    const extra = new Map<string, string[]>();
    for (const [word, found] of knownForms) if (found.length > 0) extra.set(word, found);
    for (const word of unknown) {
      const forgiven = [
        ...new Set(
          candidates
            .filter((c) => c.typed === word && withinOneTypo(word, c.word))
            .map((c) => c.word),
        ),
      ];
      if (forgiven.length > 0) {
        extra.set(word, forgiven);
        corrections[word] = forgiven[0]!;
      }
    }
    if (prefix?.type === 'word') {
      const completed = completions.map((row) => row.word).filter((w) => w !== prefix.word);
      extra.set(prefix.word, [...(extra.get(prefix.word) ?? []), ...completed]);
      if (completed.length > 0) delete corrections[prefix.word];
    }
    // In how many documents each word is, of how many: a word in most says little.
    const common = new Set(
      looked
        .filter((row) => row.total !== null && isTooCommon(row.documents ?? 0, row.total))
        .map((row) => row.word),
    );
    return { extra, corrections, candidates, unknown, known, stop, exact: quoted, common };
  }

  /**
   * Each forgiven word read as one word only, the one named: of its one-typo
   * spellings, the one most results of the whole query have, then the one the
   * site's documents use most ('dyeing', not 'drying'). One statement, two
   * counts per spelling.
   */
  async function chooseReadings(
    query: ParsedQuery,
    extra: Map<string, string[]>,
    corrections: Record<string, string>,
  ) {
    for (const word of Object.keys(corrections)) {
      const options = extra.get(word) ?? [];
      if (options.length < 2) continue;
      const counts = options.map((option) => {
        const retyped = new Map(extra).set(word, [option]);
        const together = tsquery(query, termQueries(query, retyped, lang), false, lang)!;
        return sql`(select count(*) from ${matches(together, lang)})::int,
                   (select count(*) from ${matches(one(option, lang), lang)})::int`;
      });
      const [row] = await rowsOf<Record<string, number>>(
        db,
        sql`select array[${sql.join(counts, sql`, `)}] as n`,
      );
      const n = (row?.n ?? []) as unknown as number[];
      let best = 0;
      for (let i = 1; i < options.length; i++) {
        const [together, alone] = [n[2 * i] ?? 0, n[2 * i + 1] ?? 0];
        const [bestTogether, bestAlone] = [n[2 * best] ?? 0, n[2 * best + 1] ?? 0];
        if (together > bestTogether || (together === bestTogether && alone > bestAlone)) best = i;
      }
      extra.set(word, [options[best]!]);
      corrections[word] = options[best]!;
    }
  }

  /**
   * Whether each word may be read as the other of its pair. A common English word
   * ('rent', 'guard') is meant as typed, so only when the reading swaps two of its
   * letters ('diary' as 'dairy': every letter typed, one slip) or a document has
   * the other word beside the query's neighbouring words ('dairy firm' as 'dairy
   * farm': the evidence Elasticsearch's phrase suggester weighs). Else the word is
   * left out, not read as a word of the site one letter away ('flat for rest').
   */
  async function likelyReadings(
    query: ParsedQuery,
    pairs: [string, string][],
    stop: Set<string>,
  ): Promise<boolean[]> {
    const checks = pairs.map(([word, read]) => {
      if (!isCommonWord(word) || isSwap(word, read)) return sql`true`;
      const index = query.terms.findIndex((t) => t.type === 'word' && t.word === word);
      const { before, after } = neighbourPhrases(query, index, (w) => stop.has(w));
      const phrases = [before && [...before, read], after && [read, ...after]].flatMap((words) =>
        words ? [one(`"${words.join(' ')}"`, lang)] : [],
      );
      return phrases.length === 0
        ? sql`false`
        : sql`exists (select 1 from ${matches(sql.join(phrases, sql.raw(' || ')), lang)})`;
    });
    if (checks.length === 0) return [];
    const [row] = await rowsOf<{ likely: boolean[] }>(
      db,
      sql`select array[${sql.join(checks, sql`, `)}]::boolean[] as likely`,
    );
    return pairs.map((_, i) => row?.likely[i] === true);
  }

  /** Forgiven typos that are not likely readings (`likelyReadings`) dropped: the word is left out. */
  async function keepLikelyReadings(
    query: ParsedQuery,
    extra: Map<string, string[]>,
    corrections: Record<string, string>,
    stop: Set<string>,
  ) {
    const pairs = Object.entries(corrections);
    const likely = await likelyReadings(query, pairs, stop);
    pairs.forEach(([word], i) => {
      if (likely[i]) return;
      delete corrections[word];
      extra.delete(word);
    });
  }

  /**
   * Real words that may be typos of other words of the site ('diary' for 'dairy'):
   * each word's one-typo spellings that the index has, looked up by key, the one
   * most documents match first. Tried only when the query as typed finds nothing.
   */
  async function realWordAlternatives(words: string[]) {
    const best = new Map<string, string>();
    for (const row of await variantWords(db, lang, words, true))
      if (!best.has(row.typed)) best.set(row.typed, row.word);
    return best;
  }

  /**
   * The query's real words read as others of the site ('diary' as 'dairy'): the
   * fewest words read as others (each alone, then all) that find the most.
   */
  async function realWordReading(
    query: ParsedQuery,
    known: Set<string>,
    exact: Set<string>,
    stop: Set<string>,
    extra: Map<string, string[]>,
  ) {
    const real = query.terms.flatMap((t) =>
      t.type === 'word' && known.has(t.word) && !exact.has(t.word) && !stop.has(t.word)
        ? [t.word]
        : [],
    );
    const readings = [...(await realWordAlternatives(await notKeywords(db, lang, real)))];
    const likely = await likelyReadings(query, readings, stop);
    const better = readings.filter((_, i) => likely[i]);
    const options = better.length > 1 ? [...better.map((pair) => [pair]), better] : [better];
    let chosen: [string, string][] = [];
    let corrected: SQL | null = null;
    let most = 0;
    for (const option of better.length > 0 ? options : []) {
      const retyped = new Map(extra);
      for (const [word, other] of option) retyped.set(word, [other]);
      const tried = tsquery(query, termQueries(query, retyped, lang), false, lang)!;
      const [row] = await rowsOf<{ n: number }>(
        db,
        sql`select count(*)::int as n from ${matches(tried, lang)}`,
      );
      if ((row?.n ?? 0) > most) {
        most = row!.n;
        chosen = option;
        corrected = tried;
      }
    }
    return { chosen, corrected, most };
  }

  return { alternatives, chooseReadings, keepLikelyReadings, realWordReading, suggestion };
}
