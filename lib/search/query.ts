import type { ParsedQuery, QueryTerm } from './types';

/** Longer queries are cut here: nobody types more, and every word costs a lookup. */
export const MAX_QUERY_LENGTH = 200;
/** Words (and phrases) of a query that are searched for; the rest are ignored. */
export const MAX_TERMS = 8;
/** A longer "word" is not a word anyone searches for; it is cut to this. */
export const MAX_WORD_LENGTH = 40;

/** Control and format characters (and the engines' match markers among them). */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cs}]/gu;
/**
 * Zero-width joiner and non-joiner: they only choose how a Bengali conjunct is drawn
 * ('র‍্যা' or 'র্যা'), so a word is the same word with or without them. Taken out,
 * never a word break (the content loses them too: search_bangla, memory-text).
 */
export const JOINERS = /[\u200c\u200d]/g;

/** Bangla text as the search keeps it: NFC, without joiners (as search_bangla does in SQL). */
export const searchBangla = (text: string) => text.replace(JOINERS, '').normalize('NFC');
/** Straight and typographic double quotes, guillemets: each opens or closes a phrase. */
const PHRASE_QUOTE = /["“”„‟«»〝〞＂]/u;
/**
 * A word: a letter or digit, then letters, digits and combining marks. Marks belong
 * to the letter before them: a Bangla word keeps its vowel signs ('চাকরি', not 'চ কর').
 */
export const WORD_SOURCE = '[\\p{L}\\p{N}][\\p{L}\\p{M}\\p{N}]*';
const WORD = new RegExp(WORD_SOURCE, 'gu');
const QUOTE_OR_SPACE = /[\s"“”„‟«»〝〞＂]+/u;

/** The words of a piece of text, lower case: letters and digits only, so nothing of a query's syntax reaches an engine. */
export function wordsOf(text: string): string[] {
  return (text.replace(JOINERS, '').normalize('NFKC').toLowerCase().match(WORD) ?? []).map((word) =>
    word.slice(0, MAX_WORD_LENGTH),
  );
}

/** What a visitor typed, cleaned up: the first value, no invisible characters, at most MAX_QUERY_LENGTH. */
export function queryText(value: string | string[] | undefined | null): string {
  const raw = Array.isArray(value) ? value[0] : value;
  if (typeof raw !== 'string') return '';
  return [...raw.replace(JOINERS, '').replace(INVISIBLE, ' ').replace(/\s+/g, ' ').trim()]
    .slice(0, MAX_QUERY_LENGTH)
    .join('')
    .trim();
}

/**
 * Reads a query as web search engines do: words must all match, `"a phrase"`
 * (any kind of double quote) matches those words in order, `-word` leaves out
 * what contains it, and the last word, when the query does not end in a space,
 * may be the start of a word. Everything that is not a letter or a digit is a
 * separator, so SQL, tsquery operators and markup are only separators here.
 */
export function parseQuery(value: string | string[] | undefined | null): ParsedQuery {
  const text = queryText(value);
  const terms: QueryTerm[] = [];
  const excluded: string[] = [];
  const parts = text.split(PHRASE_QUOTE);
  parts.forEach((part, index) => {
    const quoted = index % 2 === 1 && index < parts.length - 1;
    if (quoted) {
      const words = wordsOf(part);
      if (words.length === 1)
        terms.push({ type: 'word', word: words[0]!, prefix: false, exact: true });
      else if (words.length > 1) terms.push({ type: 'phrase', words });
      return;
    }
    for (const token of part.split(' ')) {
      const words = wordsOf(token);
      if (words.length === 0) continue;
      // `-word` excludes; `e-mail` or `t-shirt` is one term of two words.
      if (/^[-−–]/u.test(token) && words.length === 1) {
        excluded.push(words[0]!);
      } else if (words.length === 1) {
        terms.push({ type: 'word', word: words[0]!, prefix: false });
      } else {
        terms.push({ type: 'phrase', words });
      }
    }
  });
  const kept = terms.slice(0, MAX_TERMS);
  const last = kept.at(-1);
  const raw = Array.isArray(value) ? value[0] : value;
  if (last?.type === 'word' && !/[\s"“”„‟«»〝〞＂]$/u.test(raw ?? '')) {
    kept[kept.length - 1] = { ...last, prefix: true };
  }
  return { text, terms: kept, excluded: excluded.slice(0, MAX_TERMS) };
}

/**
 * A word found in more than this share of the documents tells them apart little
 * ('masco', in nearly every page): with other words, it is left out as a stop word is.
 */
export const COMMON_WORD_SHARE = 0.5;
/** A share of fewer documents than this says nothing: in a new store every word is in most. */
export const COMMON_WORD_MIN_DOCUMENTS = 50;

/** Whether a word in `documents` of `total` documents is too common to tell them apart. */
export const isTooCommon = (documents: number, total: number) =>
  total >= COMMON_WORD_MIN_DOCUMENTS && documents > COMMON_WORD_SHARE * total;

/**
 * The query without its words that are in more than COMMON_WORD_SHARE of the
 * documents (`isCommon`), as both engines search it, when another of its words is
 * one the site has (`isKnown`) or it has a phrase: 'work at masco' searches 'work'.
 * A "quoted" word is meant as typed and kept; a query of only such words is kept whole.
 */
export function withoutCommonWords(
  query: ParsedQuery,
  isCommon: (word: string) => boolean,
  isKnown: (word: string) => boolean,
): ParsedQuery {
  const common = new Set(
    query.terms.flatMap((t) => (t.type === 'word' && !t.exact && isCommon(t.word) ? [t.word] : [])),
  );
  if (common.size === 0) return query;
  const rest = query.terms.filter((t) => !(t.type === 'word' && common.has(t.word)));
  if (!rest.some((t) => t.type === 'phrase' || isKnown(t.word))) return query;
  return { ...query, terms: rest };
}

/** The query with `words` replaced as `corrections` says (the "did you mean" link). */
export function correctedText(query: ParsedQuery, corrections: Record<string, string>): string {
  const term = (t: QueryTerm) => {
    if (t.type === 'word') {
      const label = termLabel(t, query.text);
      return corrections[t.word] ?? (t.exact ? `"${label}"` : label);
    }
    return t.words.some((w) => w in corrections)
      ? `"${t.words.map((w) => corrections[w] ?? w).join(' ')}"`
      : termLabel(t, query.text);
  };
  return [...query.terms.map(term), ...query.excluded.map((w) => `-${w}`)].join(' ');
}

/** The query as typed, with `words` quoted so that it is searched for as it is ("search instead for"). */
export function verbatimText(query: ParsedQuery, words: string[]): string {
  const typed = (word: string) => termLabel({ type: 'word', word, prefix: false }, query.text);
  const quoted = Object.fromEntries(words.map((word) => [word, `"${typed(word)}"`]));
  return correctedText(query, quoted);
}

/** The span of a token from its first letter or digit to its last ('guard,' is 'guard'). */
const wordSpan = (token: string) =>
  token.match(new RegExp(`${WORD_SOURCE}(?:.*${WORD_SOURCE})?`, 'su'))?.[0] ?? token;

/**
 * How a term is named to the visitor (left out, missing, in a corrected query): as
 * typed in `text`, never as normalised for matching (lower case, NFKC), a phrase
 * in quotes. The normalised words only when the typed ones cannot be found.
 */
export function termLabel(t: QueryTerm, text: string): string {
  const same = (part: string, words: string[]) => {
    const found = wordsOf(part);
    return found.length === words.length && found.every((w, i) => w === words[i]);
  };
  if (t.type === 'word') {
    const token = text.split(QUOTE_OR_SPACE).find((part) => same(part, [t.word]));
    return token ? wordSpan(token) : t.word;
  }
  const quoted = text.split(PHRASE_QUOTE).find((part, i) => i % 2 === 1 && same(part, t.words));
  if (quoted) return `"${quoted.trim()}"`;
  const joined = text.split(QUOTE_OR_SPACE).find((part) => same(part, t.words));
  return joined ? wordSpan(joined) : `"${t.words.join(' ')}"`;
}

/**
 * The runs of the query's words that end or start with the word at `index`, each
 * reaching the nearest neighbour that is not a stop word ('flat for rent': 'flat
 * for rent'). A common word the site lacks is read as one of its words only when
 * the site writes that word beside the query's own (common-words.ts).
 */
export function neighbourPhrases(
  query: ParsedQuery,
  index: number,
  isStop: (word: string) => boolean,
): { before: string[] | null; after: string[] | null } {
  const run = (step: -1 | 1): string[] | null => {
    const words: string[] = [];
    for (let i = index + step; i >= 0 && i < query.terms.length; i += step) {
      const t = query.terms[i]!;
      if (t.type !== 'word') return null;
      words.push(t.word);
      if (!isStop(t.word)) return step === -1 ? words.reverse() : words;
    }
    return null;
  };
  return { before: run(-1), after: run(1) };
}

const LATIN_LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const BENGALI = /[\u0980-\u09ff]/u;
/**
 * The Bengali letters and signs a typo may change or add in a Bengali word: the
 * vowels, the consonants, the vowel signs, hasanta (virama), nukta, chandrabindu,
 * anusvara, visarga and khanda ta (in NFC, so য় is য + nukta).
 */
const BENGALI_LETTERS = [
  ...String.fromCodePoint(...range(0x0981, 0x0983), ...range(0x0985, 0x098c)),
  ...String.fromCodePoint(0x098f, 0x0990, ...range(0x0993, 0x09a8), ...range(0x09aa, 0x09b0)),
  ...String.fromCodePoint(0x09b2, ...range(0x09b6, 0x09b9), 0x09bc, ...range(0x09be, 0x09c4)),
  ...String.fromCodePoint(0x09c7, 0x09c8, 0x09cb, 0x09cc, 0x09cd, 0x09ce, 0x09d7),
].join('');
function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/**
 * Every spelling one typo away from `word` (a letter left out, two neighbours
 * swapped, one changed, one added), for looking up which of them are words of
 * the site: a swap ('diary' for 'dairy') shares too few trigrams to be found by
 * similarity. Letters changed or added are a-z (in a Bengali word, the Bengali
 * letters and signs) and the word's own letters.
 */
export function oneTypoVariants(word: string): string[] {
  const letters = [
    ...new Set([...(BENGALI.test(word) ? BENGALI_LETTERS : LATIN_LETTERS), ...word]),
  ];
  const out = new Set<string>();
  for (let i = 0; i <= word.length; i++) {
    const head = word.slice(0, i);
    const tail = word.slice(i);
    if (tail) out.add(head + tail.slice(1));
    if (tail.length > 1) out.add(head + tail[1] + tail[0] + tail.slice(2));
    for (const c of letters) {
      if (tail) out.add(head + c + tail.slice(1));
      out.add(head + c + tail);
    }
  }
  out.delete(word);
  return [...out];
}

/**
 * What results are for, in the visitor's words (the count line): the query as
 * typed; as read, when words were read as others (`read`); or, when words were
 * left out (named by their labels), the query without them.
 */
export function searchedText(
  query: ParsedQuery,
  read: Record<string, string> | null,
  leftOut: string[],
): string {
  if (read && Object.keys(read).length > 0) return correctedText(query, read);
  if (leftOut.length === 0) return query.text;
  const out = new Set(leftOut);
  const kept = query.terms.filter((t) => !out.has(termLabel(t, query.text)));
  return correctedText({ ...query, terms: kept }, {});
}
