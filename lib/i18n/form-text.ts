import type { Messages } from './messages';

type Forms = Messages['forms'];
export type FormMessageKey = keyof Forms['messages'];

/**
 * What a visitor form gets from the page: its labels, and the schema's and the
 * API's messages (English, the contract's) in the page's language, keyed by the
 * English. Built on the server (messages.ts, formText), so the browser carries no
 * dictionary; on English pages the map is empty, the messages being themselves.
 */
export type FormText = Omit<Forms, 'messages'> & { messages: Record<string, string> };

/** The messages the newsletter form can show: the footer's form, on every page, carries only these. */
export const NEWSLETTER_MESSAGES = [
  'required',
  'emailRequired',
  'emailInvalid',
  'controlCharacters',
  'subscribed',
  'expired',
  'tooMany',
  'failed',
] as const satisfies readonly FormMessageKey[];

/** A form message in the visitor's language; a message not listed stays as it is. */
export function formMessage(text: Pick<FormText, 'messages'>, message: string): string {
  const translated = Object.hasOwn(text.messages, message) ? text.messages[message] : undefined;
  return translated ?? message;
}
