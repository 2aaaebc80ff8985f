import 'server-only';
import { sql } from 'drizzle-orm';
import type { Store } from '@/lib/store/store';
import { isCommonWord } from './common-words';
import { correctedText } from './query';
import { rowsOf, textArray } from './store-sql';
import type { ParsedQuery } from './types';
import { editDistance, maxEdits } from './typos';

/** Words of about a word's length sharing its first letters, measured for a suggestion. */
const NEAR_WORDS = 200;
const NEAR_LENGTH = 3;
/** Candidates pg_trgm returns for a word not in the index, closest first. */
const CANDIDATES = 8;

/** The store engine's closest words to a typed one, and its "did you mean" (store-words.ts). */
export function storeSuggestion(db: Store) {
  /**
   * Words of the site that begin as `words` do (two letters, as Elasticsearch's term
   * suggester keeps a prefix) and are about as long: 'cricket' for 'crikit', which
   * shares too few trigrams with it to be found by similarity. Measured in edits by
   * the caller. Only when nothing, or not every word, was found.
   */
  function nearWords(words: string[]) {
    return rowsOf<{ typed: string; word: string }>(
      db,
      sql`select w.typed, c.word from unnest(${textArray(words)}) as w(typed)
          cross join lateral (
            select s.word from search_words s
            where s.word like left(w.typed, 2) || '%'
              and length(s.word) between length(w.typed) - ${NEAR_LENGTH} and length(w.typed) + ${NEAR_LENGTH}
            order by similarity(s.word, w.typed) desc, s.word limit ${NEAR_WORDS}
          ) c`,
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

  /** With nothing found: each unknown word as the closest word the index has, if any. */
  async function suggestion(
    query: ParsedQuery,
    { candidates, unknown }: { candidates: { typed: string; word: string }[]; unknown: string[] },
    read: Record<string, string> = {},
  ) {
    const phraseWords = query.terms.flatMap((t) => (t.type === 'phrase' ? t.words : []));
    const rare = unknown.filter((word) => !(word in read) && !isCommonWord(word));
    const [more, near] = await Promise.all([
      phraseWords.length > 0 ? similarWords(phraseWords) : [],
      rare.length > 0 ? nearWords(rare) : [],
    ]);
    const best: Record<string, string> = { ...read };
    // The fewest edits, and few for the word's length; never for a common English word
    // the site lacks ('guard' is not 'safeguard'): the visitor meant it.
    const edits = new Map<string, number>();
    for (const { typed, word } of [...candidates, ...more, ...near]) {
      if (typed in read || isCommonWord(typed)) continue;
      const limit = maxEdits(typed.length);
      const d = editDistance(typed, word, limit);
      if (d > limit || d >= (edits.get(typed) ?? Infinity)) continue;
      edits.set(typed, d);
      best[typed] = word;
    }
    if (Object.keys(best).length === 0) return null;
    const text = correctedText(query, best);
    return text === correctedText(query, {}) ? null : text;
  }

  return { similarWords, suggestion };
}
