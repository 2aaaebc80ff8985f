import { decodeEntities } from '@/lib/html-text';
import { withoutControlChars } from '@/lib/text';

/**
 * Copy as plain text, for the search index (site-pages.ts): the one place lib/search
 * strips tags. Entities are decoded first (`entities`, lib/html-text.ts), so a tag
 * spelled with entities goes too.
 */

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
