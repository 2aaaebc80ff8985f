import 'server-only';
/** The store's word look-ups (store-words.ts): which words are keywords, and a word's one-typo spellings the site has. */
import { sql } from 'drizzle-orm';
import type { Language } from '@/lib/i18n/languages';
import type { Store } from '@/lib/store/store';
import { oneTypoVariants } from './query';
import { live, one, rowsOf, textArray, vector } from './store-sql';
import { MIN_FORGIVEN_LENGTH } from './typos';

/**
 * Longer words have their one-typo spellings looked up by key only up to this
 * length (about 1,800 spellings; a made-up 40-letter word would have 3,000).
 */
const MAX_VARIANT_LENGTH = 24;

/** The words that are not among the pages' keywords (the words visitors use: 'post' is not 'cost'). */
export async function notKeywords(db: Store, lang: Language, words: string[]) {
  if (words.length === 0) return [];
  const keywordsVector =
    lang === 'bn'
      ? sql`(to_tsvector('english', d.keywords) || to_tsvector('simple', d.keywords_bn))`
      : sql`to_tsvector('english', d.keywords)`;
  const rows = await rowsOf<{ word: string }>(
    db,
    sql`select w.word from unnest(${textArray(words)}) as w(word)
        where not exists (
          select 1 from search_documents d
          where d.kind = 'page' and d.keywords <> ''
            and ${keywordsVector} @@ ${one(sql`w.word`, lang)})`,
  );
  return rows.map((row) => row.word);
}

/**
 * Each word's one-typo spellings that the site uses, looked up by key; with
 * `counted`, only those published documents match, the one most match first
 * (a real word read as another: the rare path where nothing has every word).
 */
export async function variantWords(
  db: Store,
  lang: Language,
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
          where ${live()} and ${vector(lang)} @@ ${one(sql`v.word`, lang)}
        ) c
        where c.n > 0
        order by c.n desc, v.word`,
  );
}
