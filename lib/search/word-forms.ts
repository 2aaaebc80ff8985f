/**
 * The other forms of a query's word that both engines search for beside it (issue
 * 49, a Bangla reader's tries): the same number in the other script ('২০২৭' and
 * '2027'), the other spellings of its line in SAME_WORDS ('ডায়িং' and 'ডাইং', 'ইটিপি'
 * and 'etp'), and a Bangla word without its case ending ('স্কুলের': 'স্কুল'). The
 * engines use a form only where the site has it; the word is still shown as typed.
 * Plain data and functions (no server-only): the store's engine, the in-memory
 * engine and the tests read it.
 */
import { SAME_WORDS } from './synonyms';

const BENGALI_ZERO = 0x09e6;
const BENGALI_DIGIT = /[\u09e6-\u09ef]/gu;
const LATIN_DIGIT = /[0-9]/g;

/** Bengali digits as Latin ('২০২৭' → '2027'); everything else unchanged. */
export const latinDigits = (text: string) =>
  text.replace(BENGALI_DIGIT, (d) => String(d.codePointAt(0)! - BENGALI_ZERO));
/** Latin digits as Bengali ('2027' → '২০২৭'). */
export const bengaliDigits = (text: string) =>
  text.replace(LATIN_DIGIT, (d) => String.fromCodePoint(BENGALI_ZERO + Number(d)));

/** Words as query.ts's wordsOf makes them (NFKC, lower case), so a line matches what is typed. */
const asTyped = (word: string) => word.normalize('NFKC').toLowerCase();
const LINES = new Map<string, string[]>();
for (const line of SAME_WORDS) {
  const words = line.map(asTyped);
  for (const word of words) LINES.set(word, [...(LINES.get(word) ?? []), ...words]);
}

/**
 * Bangla case and number endings, the longest first: the plural and classifier
 * endings, then genitive (-এর, -র), locative (-এ, -য়, -তে) and objective (-কে).
 * -র and -য় follow a vowel sign only ('কারখানার', 'কারখানায়'; not 'খবর', 'সময়'),
 * -য়ের and -য়ে a vowel sign or ং ('ডাইংয়ের'), -এর and -এ (written as the sign ে) a
 * consonant ('স্কুলের', 'স্কুলে').
 */
const ENDINGS: readonly { ending: string; after?: RegExp }[] = [
  { ending: 'গুলোতে' },
  { ending: 'গুলোর' },
  { ending: 'গুলো' },
  { ending: 'গুলি' },
  { ending: 'দেরকে' },
  { ending: 'দের' },
  { ending: 'টিতে' },
  { ending: 'টির' },
  { ending: 'টার' },
  { ending: 'টি' },
  { ending: 'টা' },
  { ending: 'তে' },
  { ending: 'কে' },
  { ending: 'য়ের', after: /[\u0982\u09be-\u09cc]$/u },
  { ending: 'য়ে', after: /[\u0982\u09be-\u09cc]$/u },
  { ending: 'ের', after: /[\u0995-\u09b9\u09dc-\u09df\u09ce\u09bc]$/u },
  { ending: 'ে', after: /[\u0995-\u09b9\u09dc-\u09df\u09ce\u09bc]$/u },
  { ending: 'র', after: /[\u09be-\u09cc]$/u },
  { ending: 'য়', after: /[\u09be-\u09cc]$/u },
].map(({ ending, after }) => ({ ending: asTyped(ending), after }));
/** A stem keeps at least this many letters (not signs): 'মাটি' is not 'মা' + -টি. */
const MIN_STEM_LETTERS = 2;
const BENGALI_WORD = /^[\u0980-\u09ff]+$/u;

/** A Bangla word without its case or number ending, or null when it has none. */
export function banglaStem(word: string): string | null {
  if (!BENGALI_WORD.test(word)) return null;
  for (const { ending, after } of ENDINGS) {
    if (!word.endsWith(ending)) continue;
    const stem = word.slice(0, -ending.length);
    if ((stem.match(/\p{L}/gu) ?? []).length < MIN_STEM_LETTERS) continue;
    if (after && !after.test(stem)) continue;
    return stem;
  }
  return null;
}

/** Every other form of `word` to search for beside it (none: []), each once. */
export function wordForms(word: string): string[] {
  const forms = new Set<string>();
  const add = (form: string) => {
    forms.add(form);
    for (const same of LINES.get(form) ?? []) forms.add(same);
  };
  add(word);
  if (/[0-9\u09e6-\u09ef]/u.test(word)) {
    add(latinDigits(word));
    add(bengaliDigits(word));
  }
  const stem = banglaStem(word);
  if (stem) add(stem);
  forms.delete(word);
  return [...forms];
}
