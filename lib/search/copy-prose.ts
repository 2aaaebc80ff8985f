import { plainText } from './plain-text';

/**
 * Which strings of a copy module are the page's words (site-pages.ts): a walk
 * over the copy that skips keys and strings that are not prose.
 */

/**
 * Keys whose values are never the page's visible words: routes and anchors, the wire
 * fields and images a component looks up, icons and layout, alternative text, the
 * meta description (the summary already), controls ('Read More'), and states a page
 * shows only when its data is missing ('Our awards are being updated').
 */
const SKIP_KEYS = new Set([
  'id',
  'field',
  'href',
  'path',
  'pathPrefix',
  'image',
  'icon',
  'portrait',
  'certificate',
  'src',
  'alt',
  'chartAlt',
  'minWidth',
  'description',
  'empty',
  'menuLabel',
  'regionLabel',
  'readMore',
  // A block's type, and the unit and suffix printed after a figure's number ('tons', ' Star').
  'kind',
  'unit',
  'suffix',
]);

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
 * The prose strings of a copy value, in order: a generic walk over objects and arrays
 * that keeps strings which read as words and skips the keys in SKIP_KEYS, numbers,
 * booleans and functions.
 */
export function proseOf(value: unknown): string[] {
  const out: string[] = [];
  const seen = new WeakSet<object>();
  const walk = (node: unknown, depth: number) => {
    if (typeof node === 'string') {
      const text = plainText(node);
      if (text && isProse(text)) out.push(text);
      return;
    }
    if (node === null || typeof node !== 'object' || depth > 12 || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) {
      for (const item of node) walk(item, depth + 1);
      return;
    }
    for (const [key, child] of Object.entries(node)) {
      if (!SKIP_KEYS.has(key)) walk(child, depth + 1);
    }
  };
  walk(value, 0);
  return out;
}
