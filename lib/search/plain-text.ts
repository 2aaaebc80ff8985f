import { withoutControlChars } from '@/lib/text';

/**
 * Copy as plain text, for the search index (site-pages.ts). The one place lib/search
 * strips tags and decodes entities: to swap for htmlparser2/entities, change this file.
 */

const ENTITIES: Record<string, string> = {
  amp: '&',
  nbsp: ' ',
  quot: '"',
  apos: "'",
  lt: '<',
  gt: '>',
  ndash: '–',
  mdash: '—',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  hellip: '…',
};

const decodeEntities = (text: string) =>
  text.replace(/&(?:#(\d+)|#x([\da-f]+)|([a-z]+));/gi, (whole, dec, hex, name) => {
    const code = dec ? Number(dec) : hex ? parseInt(hex, 16) : null;
    if (code !== null) return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
    return ENTITIES[(name as string).toLowerCase()] ?? whole;
  });

/**
 * A copy string as plain text: entities decoded, tags (and what an entity spelled as
 * a tag) removed, control characters dropped and white space collapsed. A '<' left
 * before a letter is parted from it, so nothing in a body reads as markup.
 */
export function plainText(value: string): string {
  let text = decodeEntities(value);
  let previous: string;
  do {
    previous = text;
    text = text.replace(/<\/?[a-z!?][^<>]*>/gi, ' ');
  } while (text !== previous);
  return withoutControlChars(text)
    .replace(/<(?=[\p{L}/!?])/gu, '< ')
    .replace(/\s+/g, ' ')
    .trim();
}
