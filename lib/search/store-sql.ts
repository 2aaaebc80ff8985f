import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { groupDay } from '@/lib/dates';
import type { Language } from '@/lib/i18n/languages';
import type { Store } from '@/lib/store/store';
import type { ParsedQuery } from './types';

/**
 * The store engine's SQL pieces (store-engine.ts): what a visitor may see now,
 * a query's tsquery (each term a websearch_to_tsquery of its own, OR-ed with the
 * words it may stand for, the terms AND-ed), and the ranking.
 */
/**
 * A document visitors may see now: published, and not scheduled for later (an
 * article set for tomorrow is absent from its page, the lists and the feed, so
 * from search and suggestions too). The clock is this process's, as the pages'.
 */
export const live = () =>
  sql`d.published and (d.published_at is null or d.published_at <= ${new Date()})`;
/** Today in the group's time zone: a job is open through its last day in Bangladesh. */
const todayInDhaka = () => sql`${groupDay()}::date`;

type Rows<T> = { rows: T[] };
/**
 * Strings as one text[] parameter. Not one parameter each: a long word's one-typo
 * spellings are some 700 pairs, and a statement of 1,400 parameters cost more to
 * parse and bind (31 to 125 ms under load) than the lookup itself.
 */
export const textArray = (values: string[]) => sql`${sql.param(values)}::text[]`;
export const rowsOf = async <T>(db: Store, query: SQL) =>
  ((await db.execute(query)) as unknown as Rows<T>).rows;

/**
 * A word's (or a "phrase"'s) tsquery. In English, stemmed ('english'). In Bangla,
 * matched against search_bn: its `simple` lexemes (Bengali words kept whole, as
 * typed) or its English stems, so an English word finds English-only content too.
 */
export const one = (text: string | SQL, lang: Language = 'en') =>
  lang === 'bn'
    ? // An English stop word ('the') stays nothing, as on the English page.
      sql`(case when numnode(websearch_to_tsquery('english', ${text})) = 0 then ''::tsquery
           else websearch_to_tsquery('simple', ${text}) || websearch_to_tsquery('english', ${text}) end)`
    : sql`websearch_to_tsquery('english', ${text})`;

/** The document's vector a language's search matches (search_bn: issue 49). */
export const vector = (lang: Language = 'en') =>
  sql.raw(lang === 'bn' ? 'd.search_bn' : 'd.search');

/** Each term's tsquery: the word OR-ed with the words it may stand for, or the phrase. */
export function termQueries(
  query: ParsedQuery,
  extra: Map<string, string[]>,
  lang: Language = 'en',
): SQL[] {
  const or = sql.raw(' || ');
  return query.terms.map((t) => {
    if (t.type === 'phrase') return one(`"${t.words.join(' ')}"`, lang);
    const words = [t.word, ...(extra.get(t.word) ?? [])];
    return sql`(${sql.join(
      words.map((word) => one(word, lang)),
      or,
    )})`;
  });
}

/** Every term (AND), or any of them (OR), and none of the excluded words. */
export function tsquery(
  query: ParsedQuery,
  terms: SQL[],
  any = false,
  lang: Language = 'en',
): SQL | null {
  if (terms.length === 0) return null;
  const joined = any ? sql`(${sql.join(terms, sql.raw(' || '))})` : sql.join(terms, sql` && `);
  const excluded = query.excluded.map((word) => sql`!! ${one(word, lang)}`);
  return excluded.length === 0 ? joined : sql.join([joined, ...excluded], sql` && `);
}

export const matches = (q: SQL, lang: Language = 'en') =>
  sql`search_documents d where ${live()} and ${vector(lang)} @@ (${q})
      and (d.open_until is null or d.open_until >= ${todayInDhaka()})`;

/**
 * Relevance with ts_rank's weights (title 1, summary 0.4, body 0.2, each
 * repetition counting less), so that a title match outranks a body that says
 * the word any number of times; ties go to the newer.
 */
export const rank = (q: SQL, lang: Language = 'en') =>
  sql`round(ts_rank(${vector(lang)}, ${q})::numeric, 6)`;
export const order = (q: SQL, lang: Language = 'en') =>
  sql`${rank(q, lang)} desc, d.published_at desc nulls last, d.title`;
