/**
 * What no one means to type and XML 1.0 forbids or discourages: the C0 controls but
 * tab, line feed and carriage return; DEL and the C1 controls; a lone half of a
 * surrogate pair; U+FFFE and U+FFFF. One such character in a title made the feed
 * malformed, and feed readers drop a malformed feed whole.
 */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFE\uFFFF]|\p{Cs}/gu;

/** The text without control characters, lone surrogates or U+FFFE/U+FFFF. */
export const withoutControlChars = (text: string) => text.replace(CONTROL, '');

const ESCAPES: Record<string, string> = {
  '<': '&lt;',
  '>': '&gt;',
  '&': '&amp;',
  "'": '&apos;',
  '"': '&quot;',
};

/**
 * Text or an attribute value for XML: markup characters escaped, and the characters
 * XML 1.0 forbids dropped (no escape makes them legal; content from the CMS may
 * carry them as well as what editors saved).
 */
export const xmlText = (text: string) =>
  withoutControlChars(text).replace(/[<>&'"]/g, (c) => ESCAPES[c]!);
