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

/** A Bangla value that can stand for the English: a string with something in it. */
export const hasText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

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

/**
 * The `lang` attribute of a content text: `bn` for Bangla text, else nothing. On a
 * Bangla page the content sits in a `lang="en"` wrapper (components/layout/site-chrome.tsx),
 * so a value whose Bangla is missing, shown in English, is read in an English voice,
 * and each Bangla value marks itself; English pages, with no Bangla text, are unchanged.
 */
export const textLang = (text: string | null | undefined): 'bn' | undefined =>
  text && BENGALI.test(text) ? 'bn' : undefined;
