import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { groupDay } from '@/lib/dates';
import type { Store } from '@/lib/store/store';
import { correctedText, oneTypoVariants, termLabel, verbatimText } from './query';
import {
  emptyCounts,
  isSearchKind,
  MARK_END,
  MARK_START,
  SEARCH_PER_PAGE,
  type ParsedQuery,
  type SearchEngine,
  type SearchHit,
  type SearchKind,
  type SearchResults,
} from './types';
import { MIN_FORGIVEN_LENGTH, MIN_PREFIX_LENGTH, withinOneTypo } from './typos';

/** Completions of a last word that are searched for (the shortest first). */
const PREFIX_WORDS = 12;
/**
 * Longer words have their one-typo spellings looked up by key only up to this
 * length (about 1,800 spellings; a made-up 40-letter word would have 3,000).
 */
const MAX_VARIANT_LENGTH = 24;
/** Candidates pg_trgm returns for a word not in the index, closest first. */
const CANDIDATES = 8;
/**
 * A document visitors may see now: published, and not scheduled for later (an
 * article set for tomorrow is absent from its page, the lists and the feed, so
 * from search and suggestions too). The clock is this process's, as the pages'.
 */
const live = () => sql`d.published and (d.published_at is null or d.published_at <= ${new Date()})`;
/** Today in the group's time zone: a job is open through its last day in Bangladesh. */
const todayInDhaka = () => sql`${groupDay()}::date`;

const HEADLINE = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=32, MinWords=16, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;

type Rows<T> = { rows: T[] };
const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
const rowsOf = async <T>(db: Store, query: SQL) =>
  ((await db.execute(query)) as unknown as Rows<T>).rows;

/**
 * Site search on the store: PostgreSQL full-text search over search_documents
 * (weighted title, summary, body; a GIN index), with pg_trgm over search_words
 * for typos and completions. Each term is a websearch_to_tsquery of its own,
 * OR-ed with the words it may stand for, and the terms are AND-ed.
 */
export function storeEngine(db: Store): SearchEngine {
  /** What each word of the query may also be: its one-slip spellings, and the last one's completions. */
  async function alternatives(query: ParsedQuery) {
    const words = query.terms.flatMap((t) => (t.type === 'word' ? [t.word] : []));
    const prefix = query.terms.find(
      (t) => t.type === 'word' && t.prefix && t.word.length >= MIN_PREFIX_LENGTH,
    );
    const looked =
      words.length === 0
        ? []
        : await rowsOf<{ word: string; known: boolean; stop: boolean }>(
            db,
            // The tsquery made once per word (not once per document), so the GIN index answers.
            sql`select w.word, numnode(q.query) = 0 as stop,
                  (exists (select 1 from search_words s where s.word = w.word)
                   or exists (select 1 from search_documents d
                              where ${live()} and d.search @@ q.query)) as known
                from unnest(${textArray(words)}) as w(word)
                cross join lateral (select websearch_to_tsquery('english', w.word) as query) q`,
          );
    const known = new Set(looked.filter((row) => row.known).map((row) => row.word));
    const stop = new Set(looked.filter((row) => row.stop).map((row) => row.word));
    const exact = new Set(
      query.terms.flatMap((t) => (t.type === 'word' && t.exact ? [t.word] : [])),
    );
    const unknown = words.filter(
      (word) => !known.has(word) && !exact.has(word) && word.length >= MIN_FORGIVEN_LENGTH,
    );
    const [similar, completions] = await Promise.all([
      unknown.length === 0 ? [] : similarWords(unknown),
      prefix?.type === 'word'
        ? rowsOf<{ word: string }>(
            db,
            sql`select word from search_words where word like ${prefix.word + '%'}
                order by length(word), word limit ${PREFIX_WORDS}`,
          )
        : [],
    ]);
    // Every one-typo spelling the site uses, looked up by key: trigrams miss a swap
    // ('adiry' for 'dairy') and rank 'fire' above 'farm' for 'firm'. Not for a last
    // word being typed that the site's words complete.
    const typed = unknown.filter(
      (word) => !(prefix?.type === 'word' && prefix.word === word && completions.length > 0),
    );
    const candidates = [...similar, ...(await variantWords(typed))];
    const corrections: Record<string, string> = {};
    const extra = new Map<string, string[]>();
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
    return { extra, corrections, candidates, known, stop, exact };
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
        const together = tsquery(query, termQueries(query, retyped))!;
        return sql`(select count(*) from ${matches(together)})::int,
                   (select count(*) from ${matches(one(option))})::int`;
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

  /** The words that are not among the pages' keywords (the words visitors use: 'post' is not 'cost'). */
  async function notKeywords(words: string[]) {
    if (words.length === 0) return [];
    const rows = await rowsOf<{ word: string }>(
      db,
      sql`select w.word from unnest(${textArray(words)}) as w(word)
          where not exists (
            select 1 from search_documents d
            where d.kind = 'page' and d.keywords <> ''
              and to_tsvector('english', d.keywords) @@ websearch_to_tsquery('english', w.word))`,
    );
    return rows.map((row) => row.word);
  }

  /**
   * Real words that may be typos of other words of the site ('diary' for 'dairy'):
   * each word's one-typo spellings that the index has, looked up by key, the one
   * most documents match first. Tried only when the query as typed finds nothing.
   */
  async function realWordAlternatives(words: string[]) {
    const best = new Map<string, string>();
    for (const row of await variantWords(words, true))
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
    const better = [...(await realWordAlternatives(await notKeywords(real)))];
    const options = better.length > 1 ? [...better.map((pair) => [pair]), better] : [better];
    let chosen: [string, string][] = [];
    let corrected: SQL | null = null;
    let most = 0;
    for (const option of better.length > 0 ? options : []) {
      const retyped = new Map(extra);
      for (const [word, other] of option) retyped.set(word, [other]);
      const tried = tsquery(query, termQueries(query, retyped))!;
      const [row] = await rowsOf<{ n: number }>(
        db,
        sql`select count(*)::int as n from ${matches(tried)}`,
      );
      if ((row?.n ?? 0) > most) {
        most = row!.n;
        chosen = option;
        corrected = tried;
      }
    }
    return { chosen, corrected, most };
  }

  /**
   * Each word's one-typo spellings that the site uses, looked up by key; with
   * `counted`, only those published documents match, the one most match first
   * (a real word read as another: the rare path where nothing has every word).
   */
  async function variantWords(
    words: string[],
    counted = false,
  ): Promise<{ typed: string; word: string }[]> {
    const typed = words.filter(
      (word) => word.length >= MIN_FORGIVEN_LENGTH && word.length <= MAX_VARIANT_LENGTH,
    );
    if (typed.length === 0) return [];
    const pairs = typed.flatMap((word) => oneTypoVariants(word).map((v) => [word, v] as const));
    const variants = sql`unnest(${textArray(pairs.map((p) => p[0]))}, ${textArray(
      pairs.map((p) => p[1]),
    )}) as v(typed, word) join search_words s on s.word = v.word`;
    if (!counted) return rowsOf(db, sql`select v.typed, v.word from ${variants}`);
    return rowsOf(
      db,
      sql`select v.typed, v.word from ${variants}
          cross join lateral (
            select count(*)::int as n from search_documents d
            where ${live()} and d.search @@ websearch_to_tsquery('english', v.word)
          ) c
          where c.n > 0
          order by c.n desc, v.word`,
    );
  }

  function similarWords(words: string[]) {
    return rowsOf<{ typed: string; word: string }>(
      db,
      sql`select w.typed, c.word from unnest(${textArray(words)}) as w(typed)
          cross join lateral (
            select s.word from search_words s where s.word % w.typed
            order by similarity(s.word, w.typed) desc, s.word limit ${CANDIDATES}
          ) c`,
    );
  }

  const one = (text: string) => sql`websearch_to_tsquery('english', ${text})`;

  /** Each term's tsquery: the word OR-ed with the words it may stand for, or the phrase. */
  function termQueries(query: ParsedQuery, extra: Map<string, string[]>): SQL[] {
    const or = sql.raw(' || ');
    return query.terms.map((t) => {
      if (t.type === 'phrase') return one(`"${t.words.join(' ')}"`);
      const words = [t.word, ...(extra.get(t.word) ?? [])];
      return sql`(${sql.join(
        words.map((word) => one(word)),
        or,
      )})`;
    });
  }

  /** Every term (AND), or any of them (OR), and none of the excluded words. */
  function tsquery(query: ParsedQuery, terms: SQL[], any = false): SQL | null {
    if (terms.length === 0) return null;
    const joined = any ? sql`(${sql.join(terms, sql.raw(' || '))})` : sql.join(terms, sql` && `);
    const excluded = query.excluded.map((word) => sql`!! ${one(word)}`);
    return excluded.length === 0 ? joined : sql.join([joined, ...excluded], sql` && `);
  }

  const matches = (q: SQL) =>
    sql`search_documents d where ${live()} and d.search @@ (${q})
        and (d.open_until is null or d.open_until >= ${todayInDhaka()})`;

  /**
   * Relevance with ts_rank's weights (title 1, summary 0.4, body 0.2, each
   * repetition counting less), so that a title match outranks a body that says
   * the word any number of times; ties go to the newer.
   */
  const rank = (q: SQL) => sql`round(ts_rank(d.search, ${q})::numeric, 6)`;
  const order = (q: SQL) => sql`${rank(q)} desc, d.published_at desc nulls last, d.title`;

  type PageRow = {
    kind: SearchKind;
    href: string;
    title: string;
    snippet: string;
    text: string;
    date: string | Date | null;
    position: number | null;
    n: number | null;
    mask: number | null;
  };

  /**
   * The count of matches per kind and one page of them, in one scan: the
   * matches are ranked once, counted, and only the page's rows are read in full
   * for their headlines. The snippet is cut from the body where the body
   * matches (its weight-C lexemes, already in the tsvector), else from the summary.
   */
  async function countsAndPage(
    q: SQL,
    kind: SearchKind | null,
    page: number,
    coverage: SQL[] | null = null,
  ) {
    // With some words left out: which terms each match has (a bit each), and how many.
    const has = (coverage ?? []).map((c) => sql`(d.search @@ (${c}))::int`);
    const mask = has.length
      ? sql.join(
          has.map((h, i) => sql`${h} * ${2 ** i}`),
          sql` + `,
        )
      : sql`0`;
    const matched = has.length ? sql.join(has, sql` + `) : sql`0`;
    const rows = await rowsOf<PageRow>(
      db,
      sql`with m as (
            select d.kind, d.ref, d.title, d.published_at, ${rank(q)} as rank,
                   (${mask})::int as mask, (${matched})::int as matched
            from ${matches(q)}
          ),
          shown as (
            select m.kind, m.ref, m.mask, row_number() over (order by m.matched desc, m.rank desc, m.published_at desc nulls last, m.title) as position
            from m ${kind ? sql`where m.kind = ${kind}` : sql``}
            order by position
            limit ${SEARCH_PER_PAGE} offset ${(Math.max(1, page) - 1) * SEARCH_PER_PAGE}
          )
          select p.kind, p.href, p.date, p.text, p.position, null::int as n, p.mask,
                 ts_headline('english', p.title, ${q}, ${`HighlightAll=true, StartSel=${MARK_START}, StopSel=${MARK_END}`}) as title,
                 ts_headline('english', p.text, ${q}, ${HEADLINE}) as snippet
          from (
            select d.kind, d.href, d.title, d.published_at as date, s.position, s.mask,
                   case when d.body <> '' and ts_filter(d.search, '{c}') @@ (${q}) then d.body
                        when d.summary <> '' then d.summary else d.body end as text
            from shown s join search_documents d on d.kind = s.kind and d.ref = s.ref
          ) p
          union all
          select m.kind, null, null, null, null, count(*)::int, null, null, null from m group by m.kind
          order by n nulls first, position`,
    );
    return {
      rows: rows.filter((row) => row.n === null),
      found: rows.flatMap((row) =>
        row.n !== null && isSearchKind(row.kind) ? [[row.kind, row.n] as const] : [],
      ),
    };
  }

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

  /** With nothing found: each unknown word as the closest word the index has, if any. */
  async function suggestion(
    query: ParsedQuery,
    candidates: { typed: string; word: string }[],
    read: Record<string, string> = {},
  ) {
    const phraseWords = query.terms.flatMap((t) => (t.type === 'phrase' ? t.words : []));
    const more = phraseWords.length > 0 ? await similarWords(phraseWords) : [];
    const best: Record<string, string> = { ...read };
    for (const { typed, word } of [...candidates, ...more]) best[typed] ??= word;
    if (Object.keys(best).length === 0) return null;
    const text = correctedText(query, best);
    return text === correctedText(query, {}) ? null : text;
  }
}

function empty(
  counts: Record<SearchKind, number>,
  corrections: Record<string, string>,
): SearchResults {
  return {
    hits: [],
    total: 0,
    counts,
    page: 1,
    lastPage: 1,
    corrections,
    suggestion: null,
    leftOut: [],
    showing: null,
  };
}

/** "… " before a snippet that does not start the text, " …" after one that does not end it. */
function withEllipses(snippet: string, text: string): string {
  const plain = snippet.replaceAll(MARK_START, '').replaceAll(MARK_END, '').trim();
  if (!plain) return '';
  const first = plain.split(' … ')[0]!;
  const last = plain.split(' … ').at(-1)!;
  const start = text.trimStart().startsWith(first) ? '' : '… ';
  const end = text.trimEnd().endsWith(last) ? '' : ' …';
  return `${start}${snippet.trim()}${end}`;
}
