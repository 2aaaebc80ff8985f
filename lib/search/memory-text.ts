/**
 * The in-memory engine's words (memory-engine.ts): text cleaned as the engine
 * keeps it, its words lower case with their places, and the stop words.
 */
import { MAX_WORD_LENGTH, WORD_SOURCE } from './query';

/** Not indexed, not searched for (a query of only these finds nothing). */
// prettier-ignore
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'the', 'a', 'an', 'and', 'or', 'of', 'in', 'on', 'for', 'to', 'with', 'by', 'at', 'is', 'are',
  'from', 'as', 'it', 'this', 'that',
]);

const WORD = new RegExp(WORD_SOURCE, 'gu');
const ONE_WORD = new RegExp(`^${WORD_SOURCE}$`, 'u');
/** Control characters (the match markers among them) separate words... */
const CONTROL = /\p{Cc}+/gu;
/** ...format characters (soft hyphen, zero-width space) and unassigned code points do not. */
const FORMAT = /[\p{Cf}\p{Co}\p{Cs}]+/gu;

export type Token = { word: string; start: number; end: number };

/** Text as the engine keeps it: NFKC, no control or format characters (no marker can come from content), single spaces. */
export function clean(text: unknown): string {
  return String(text ?? '')
    .normalize('NFKC')
    .replace(CONTROL, ' ')
    .replace(FORMAT, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of cleaned text, lower case, with where each is in the text (the same words `wordsOf` makes of a query). */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    const start = match.index;
    const end = start + match[0].length;
    const lower = match[0].toLowerCase();
    if (ONE_WORD.test(lower)) {
      tokens.push({ word: lower.slice(0, MAX_WORD_LENGTH), start, end });
    } else {
      // Lower-casing split the word (a dotted capital I): each part, at the word's place.
      for (const part of lower.match(WORD) ?? [])
        tokens.push({ word: part.slice(0, MAX_WORD_LENGTH), start, end });
    }
  }
  return tokens;
}

/** The words of cleaned text, as `wordsOf` reads a query (lower case first), without their places. */
export function wordsOfClean(text: string): string[] {
  const words = text.toLowerCase().match(WORD) ?? [];
  for (let i = 0; i < words.length; i++)
    if (words[i]!.length > MAX_WORD_LENGTH) words[i] = words[i]!.slice(0, MAX_WORD_LENGTH);
  return words;
}
