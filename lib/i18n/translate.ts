import type { Language } from './languages';

/**
 * Content in two languages (issue 49). The store keeps the Bangla values of a row
 * or record beside its English (a `bn` object): a list row's under the keys of its
 * `translate` fields (lib/content/lists.ts), a record's at the same paths as the
 * English text of its body. A Bangla page reads the Bangla value; where there is
 * none, the English, which the page marks `lang="en"` (textLang).
 */

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Paragraphs with nothing in them: what a rich-text editor leaves when it is emptied. */
const EMPTY_PARAGRAPHS = /<p>(?:\s|<br\s*\/?>)*<\/p>/g;

/** A Bangla value that can stand for the English: a string with something in it. */
export const hasText = (value: unknown): value is string =>
  typeof value === 'string' && value.replace(EMPTY_PARAGRAPHS, '').trim() !== '';

/**
 * The English `value` with its text replaced by the Bangla at the same path, where
 * there is one. Only text is ever replaced: figures, flags, images and links, and
 * the shape itself, stay the English ones, so a buyer compares the same numbers.
 */
export function overlay<T>(value: T, bn: unknown): T {
  if (typeof value === 'string') return (hasText(bn) ? bn : value) as T;
  if (Array.isArray(value))
    return (Array.isArray(bn) ? value.map((item, i) => overlay(item, bn[i])) : value) as T;
  if (isPlainObject(value) && isPlainObject(bn))
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, overlay(item, bn[key])]),
    ) as T;
  return value;
}

/** A list row's value of a field in a language: its Bangla where the field has one, else its English. */
export function translatedField(
  value: unknown,
  translations: unknown,
  key: string,
  lang: Language,
): unknown {
  if (lang === 'en' || !isPlainObject(translations)) return value;
  const bn = translations[key];
  return typeof value === 'string' && hasText(bn) ? bn : value;
}

/** Bengali script (U+0980–U+09FF). */
const BENGALI = /[\u0980-\u09ff]/;
const LATIN = /[A-Za-z]/;

/**
 * The `lang` attribute a content text needs inside an element in `within`'s language.
 * On a Bangla page the content sits in a `lang="en"` wrapper (components/layout/site-chrome.tsx)
 * unless its page copy is in Bangla (components/ui/bangla-copy.tsx): inside English, Bangla
 * text is marked `bn`; inside Bangla, a value shown in English because its Bangla is
 * missing is marked `en`, so screen readers switch voice. English pages, with no Bangla
 * text inside English, are unchanged.
 */
export function textLang(
  text: string | null | undefined,
  within: Language = 'en',
): Language | undefined {
  if (!text) return undefined;
  const bangla = BENGALI.test(text);
  if (within === 'en') return bangla ? 'bn' : undefined;
  return !bangla && LATIN.test(text) ? 'en' : undefined;
}

/**
 * textLang as props to spread: `{ lang }` only where there is one. React sends an
 * undefined prop in the page's payload as "$undefined", so an English page, whose
 * texts need no mark, stays byte for byte as it was.
 */
export function langProps(
  text: string | null | undefined,
  within: Language = 'en',
): { lang?: Language } {
  const lang = textLang(text, within);
  return lang ? { lang } : {};
}

/** Page copy with Bangla beside it: every text of `T` may have a Bangla value, nothing else. */
export type Translation<T> = T extends string
  ? string
  : T extends readonly unknown[]
    ? { [K in keyof T]?: Translation<T[K]> }
    : T extends object
      ? { [K in keyof T]?: Translation<T[K]> }
      : never;

/** Page copy in Bangla: the English with these Bangla texts over it (figures, links and paths stay). */
export const inBangla = <T>(english: T, bangla: Translation<T>): T => overlay(english, bangla);

/**
 * Whether a content item on a page in `lang` is shown in English because it has no
 * Bangla (its title, overlaid with its Bangla where there is one, has no Bengali):
 * a Bangla page says so beside it.
 */
export const shownInEnglish = (title: string, lang: Language): boolean =>
  lang === 'bn' && textLang(title, 'bn') === 'en';
