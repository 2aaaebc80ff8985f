import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Language } from '@/lib/i18n/languages';
import type { Store } from '@/lib/store/store';
import { matches, rank, rowsOf, vector } from './store-sql';
import {
  isSearchKind,
  MARK_END,
  MARK_START,
  SEARCH_PER_PAGE,
  type SearchKind,
  type SearchResults,
} from './types';

/**
 * The store engine's results (store-engine.ts): a page of matches with their
 * headlines and the counts per kind, in one statement; an empty answer; ellipses.
 */
const HEADLINE = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=32, MinWords=16, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;

/**
 * A text of at most this many words (a job's terms, most summaries) is its own
 * snippet, whole: a fragment around a matched word would drop what follows it
 * ('Vacancy: 02', 'শূন্য পদ: ০২' cut to 'Vacancy …').
 */
const WHOLE_WORDS = 32;
/** Longer than this, a text is not counted in words (a page's body): cut as any. */
const WHOLE_LENGTH = 400;
const WHOLE = `HighlightAll=true, StartSel=${MARK_START}, StopSel=${MARK_END}`;

/** A field as a language's page shows it: in Bangla, its Bangla where it has one, else its English. */
const inLanguage = (lang: Language, field: 'title' | 'summary' | 'body') =>
  lang === 'bn'
    ? sql.raw(`case when d.${field}_bn <> '' then d.${field}_bn else d.${field} end`)
    : sql.raw(`d.${field}`);
/** The rest of a long page's Bangla (more_bn, weighted D), shown after its body: '' in English. */
const moreIn = (lang: Language) => sql.raw(lang === 'bn' ? 'd.more_bn' : `''`);

/**
 * The configuration a text's headline is cut with: Bangla text with `simple` (as
 * search_bn keeps it), English with `english` (its stems).
 */
const configOf = (text: SQL, lang: Language) =>
  lang === 'bn'
    ? sql`(case when ${text} ~ '[\u0980-\u09ff]' then 'simple' else 'english' end)::regconfig`
    : sql`'english'::regconfig`;

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
  /** A count row's: the terms every match of its kind has (a bit each, as `mask`). */
  every: number | null;
};

/**
 * The count of matches per kind and one page of them, in one scan: the
 * matches are ranked once, counted, and only the page's rows are read in full
 * for their headlines. The snippet is cut from the body where the body
 * matches (its weight-C lexemes, already in the tsvector) or, in Bangla, the rest
 * of a long page's words after it (more_bn), else from the summary.
 */
export async function countsAndPage(
  db: Store,
  q: SQL,
  kind: SearchKind | null,
  page: number,
  coverage: SQL[] | null = null,
  few = false,
  lang: Language = 'en',
) {
  const v = vector(lang);
  // With some words left out: which terms each match has (a bit each), and how many.
  const has = (coverage ?? []).map((c) => sql`(${v} @@ (${c}))::int`);
  // Few have every word: only those, and the ones with all but one, each of those in
  // the title or keywords (weight A): a page about all but one of the words.
  const n = has.length;
  const titled = (coverage ?? []).map((c) => sql`(ts_filter(${v}, '{a}') @@ (${c}))::int`);
  const about =
    few && n > 1
      ? sql`and ((${sql.join(has, sql` + `)}) = ${n}
             or ((${sql.join(has, sql` + `)}) = ${n - 1} and (${sql.join(titled, sql` + `)}) >= ${n - 1}))`
      : sql``;
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
          select d.kind, d.ref, d.title, d.published_at, ${rank(q, lang)} as rank,
                 (${mask})::int as mask, (${matched})::int as matched
          from ${matches(q, lang)} ${about}
        ),
        shown as (
          select m.kind, m.ref, m.mask, row_number() over (order by m.matched desc, m.rank desc, m.published_at desc nulls last, m.title) as position
          from m ${kind ? sql`where m.kind = ${kind}` : sql``}
          order by position
          limit ${SEARCH_PER_PAGE} offset ${(Math.max(1, page) - 1) * SEARCH_PER_PAGE}
        )
        select p.kind, p.href, p.date, p.text, p.position, null::int as n, p.mask,
               ts_headline(${configOf(sql`p.title`, lang)}, p.title, ${q}, ${`HighlightAll=true, StartSel=${MARK_START}, StopSel=${MARK_END}`}) as title,
               ts_headline(${configOf(sql`p.text`, lang)}, p.text, ${q},
                 case when length(p.text) <= ${WHOLE_LENGTH}
                       and cardinality(regexp_split_to_array(trim(p.text), '[[:space:]]+')) <= ${WHOLE_WORDS}
                      then ${WHOLE} else ${HEADLINE} end) as snippet, null::int as every
        from (
          select t.kind, t.href, t.title, t.date, t.position, t.mask,
                 case when t.body <> '' and ts_filter(t.search, '{c}') @@ (${q}) then t.body || t.more
                      when t.more <> '' and to_tsvector('simple', t.body || t.more) @@ (${q}) then t.body || t.more
                      when t.summary <> '' then t.summary else t.body end as text
          from (
            select d.kind, d.href, d.published_at as date, s.position, s.mask, ${v} as search,
                   ${inLanguage(lang, 'title')} as title, ${inLanguage(lang, 'summary')} as summary,
                   ${inLanguage(lang, 'body')} as body,
                   case when ${moreIn(lang)} = '' then '' else E'\n' || ${moreIn(lang)} end as more
            from shown s join search_documents d on d.kind = s.kind and d.ref = s.ref
          ) t
        ) p
        union all
        select m.kind, null, null, null, null, count(*)::int, bit_or(m.mask)::int, null, null, bit_and(m.mask)::int
        from m group by m.kind
        order by n nulls first, position`,
  );
  const counted = rows.filter((row) => row.n !== null && isSearchKind(row.kind));
  return {
    rows: rows.filter((row) => row.n === null),
    found: counted.map((row) => [row.kind, row.n!] as const),
    /** Per kind, the terms (a bit each, as `mask`) some match of that kind has, and every one has. */
    had: new Map(counted.map((row) => [row.kind, { some: row.mask ?? 0, every: row.every ?? 0 }])),
  };
}

export function empty(
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
    partial: false,
    searched: '',
    showing: null,
  };
}

const unmarked = (text: string) => text.replaceAll(MARK_START, '').replaceAll(MARK_END, '');

/** At most this many words left out between two fragments are put back rather than cut. */
const NEAR_WORDS = 8;

/**
 * A headline's fragments with the few words between two near ones put back:
 * Postgres leaves short words and numbers off a fragment's edges, so "can use 60 to
 * 100 litres" came out as "can use … litres", "Dhaka 1340, Bangladesh" as "Dhaka …
 * Bangladesh". A fragment not found in the text as it is keeps its delimiter.
 */
export function joinNearFragments(snippet: string, text: string): string {
  const fragments = snippet.split(' … ');
  let joined = fragments[0]!;
  const first = unmarked(joined).trim();
  const from = text.indexOf(first);
  let end = from === -1 ? -1 : from + first.length;
  for (const fragment of fragments.slice(1)) {
    const plain = unmarked(fragment).trim();
    const at = end === -1 ? -1 : text.indexOf(plain, end);
    const gap = at === -1 ? '' : text.slice(end, at);
    const near = at !== -1 && gap.trim().split(/\s+/).filter(Boolean).length <= NEAR_WORDS;
    joined = near
      ? `${joined.trimEnd()}${gap.replace(/\s+/g, ' ')}${fragment.trimStart()}`
      : `${joined} … ${fragment}`;
    end = at === -1 ? -1 : at + plain.length;
  }
  return joined;
}

/** "… " before a snippet that does not start the text, " …" after one that does not end it. */
export function withEllipses(headline: string, text: string): string {
  const snippet = joinNearFragments(headline, text);
  const plain = unmarked(snippet).trim();
  if (!plain) return '';
  const first = plain.split(' … ')[0]!;
  const last = plain.split(' … ').at(-1)!;
  const start = text.trimStart().startsWith(first) ? '' : '… ';
  const end = text.trimEnd().endsWith(last) ? '' : ' …';
  return `${start}${snippet.trim()}${end}`;
}
