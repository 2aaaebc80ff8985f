import { plainText } from './plain-text';

/**
 * Which strings of a copy module are the page's words (site-pages.ts): those at
 * the fields lib/copy/indexed.ts declares for it, and nothing else.
 */

/** A URL with a scheme (or protocol-relative), or a bare host. */
const URL_LIKE = /^(?:(?:https?|mailto|tel|data|ftp):|\/\/|www\.)|:\/\//i;
/** A site path, an anchor or a relative file path. */
const PATH_LIKE = /^(?:\/|#|\.\.?\/)/;
/** An image or icon file name, with or without a query. */
const IMAGE_FILE = /\.(?:jpe?g|png|webp|svg|gif|avif|ico|bmp|tiff?)(?:[?#]\S*)?$/i;
/** `man_power`, `yarn-dyeing`, `futurePlan`: an identifier, not a word anyone reads. */
const IDENTIFIER = /^(?:[a-z0-9]+(?:[_-][a-z0-9]+)+|[a-z]+(?:[A-Z][a-z0-9]*)+)$/;
/** A string of CSS class names: every token lower case and joined by '-' or ':'. */
const CSS_TOKEN = /^[a-z0-9!\[\]/.%#_]*[-:][a-z0-9!\[\]/.%#_:-]*$/;
/** A CSS length: '18rem', '40px'. */
const CSS_LENGTH = /^-?\d*\.?\d+(?:px|r?em|vw|vh|ch|%)$/;
const LETTER = /\p{L}/u;

/** Whether a (plain) string is words a visitor reads, rather than an address, a file, an id or a number. */
export function isProse(text: string): boolean {
  if (!LETTER.test(text)) return false; // numbers, dates, '20%', '14–36', phone numbers
  if (URL_LIKE.test(text) || PATH_LIKE.test(text) || IMAGE_FILE.test(text)) return false;
  if (IDENTIFIER.test(text) || CSS_LENGTH.test(text)) return false;
  if (text.split(' ').every((token) => CSS_TOKEN.test(token))) return false;
  return true;
}

/**
 * The strings of a piece of copy at the declared `fields` (lib/copy/indexed.ts: `a.b`
 * a key's value, `[]` each item of a list, '' the piece itself), in the copy's own
 * order, as plain text; of those, only the ones that read as words (a list of facts
 * may hold a year or a phone number). Nothing else of the piece is read.
 */
export function proseOf(value: unknown, fields: readonly string[]): string[] {
  const wanted = new Set(fields);
  /** The paths on the way to a field: 'factories' and 'factories[].figures' for 'factories[].figures[].label'. */
  const within = new Set(
    fields.flatMap((field) => [...field.matchAll(/\.|\[\]/g)].map((m) => field.slice(0, m.index))),
  );
  const out: string[] = [];
  const walk = (node: unknown, path: string, depth: number) => {
    if (typeof node === 'string') {
      const text = wanted.has(path) ? plainText(node) : '';
      if (text && isProse(text)) out.push(text);
      return;
    }
    if (node === null || typeof node !== 'object' || depth > 12) return;
    if (Array.isArray(node)) {
      for (const item of node) walk(item, `${path}[]`, depth + 1);
      return;
    }
    for (const [key, child] of Object.entries(node)) {
      const at = path ? `${path}.${key}` : key;
      if (wanted.has(at) || within.has(at)) walk(child, at, depth + 1);
    }
  };
  walk(value, '', 0);
  return out;
}
