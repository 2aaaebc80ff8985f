import bn from '@/messages/bn.json';
import en from '@/messages/en.json';
import type { Language } from './languages';

/** The interface text: English is the shape every other language must fill (typecheck). */
export type Messages = typeof en;
const bangla: Messages = bn;

const MESSAGES: Record<Language, Messages> = { en, bn: bangla };

export const messagesFor = (lang: Language): Messages => MESSAGES[lang];

export type FormText = Messages['forms'];

/**
 * A form message as the schema and the API write it (English, the contract's),
 * in the visitor's language; a message not listed stays as it is.
 */
export function formMessage(text: FormText, message: string): string {
  const key = (Object.keys(en.forms.messages) as (keyof FormText['messages'])[]).find(
    (name) => en.forms.messages[name] === message,
  );
  return key ? text.messages[key] : message;
}

/** A navigation label in the page's language (messages.nav), or as it is. */
export const navLabel = (messages: Messages, label: string): string =>
  (messages.nav as Record<string, string>)[label] ?? label;
