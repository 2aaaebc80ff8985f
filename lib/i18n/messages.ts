import bn from '@/messages/bn.json';
import en from '@/messages/en.json';
import type { FormMessageKey, FormText } from './form-text';
import type { Language } from './languages';

/** The interface text: English is the shape every other language must fill (typecheck). */
export type Messages = typeof en;
const bangla: Messages = bn;

const MESSAGES: Record<Language, Messages> = { en, bn: bangla };

export const messagesFor = (lang: Language): Messages => MESSAGES[lang];

/**
 * A visitor form's words for the browser (form-text.ts): every label, and the
 * messages named (all by default) keyed by their English, none on English pages.
 */
export function formText(
  lang: Language,
  only: readonly FormMessageKey[] = Object.keys(en.forms.messages) as FormMessageKey[],
): FormText {
  const { messages, ...labels } = MESSAGES[lang].forms;
  if (lang === 'en') return { ...labels, messages: {} };
  return {
    ...labels,
    messages: Object.fromEntries(only.map((key) => [en.forms.messages[key], messages[key]])),
  };
}

/** A navigation label in the page's language (messages.nav), or as it is. */
export const navLabel = (messages: Messages, label: string): string =>
  (messages.nav as Record<string, string>)[label] ?? label;

/**
 * The article list's words (messages `blog`): the list and its cards are rendered in
 * the browser too (later pages, the small-screen filter), so they travel as props.
 */
export type ListWords = Pick<
  Messages['blog'],
  'allArticles' | 'category' | 'noDescription' | 'noBlogs' | 'blogsFailed' | 'englishOnly'
>;

export function listWords(lang: Language): ListWords {
  const { allArticles, category, noDescription, noBlogs, blogsFailed, englishOnly } =
    MESSAGES[lang].blog;
  return { allArticles, category, noDescription, noBlogs, blogsFailed, englishOnly };
}

/** A message's `{name}` slots filled with text (components/ui/fill-in.tsx fills them with elements). */
export const fillText = (template: string, parts: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (slot, name: string) => parts[name] ?? slot);
