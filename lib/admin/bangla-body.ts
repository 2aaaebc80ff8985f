import { htmlText } from '@/lib/html-text';

/**
 * Whether a Bangla body is only part of its English one (a half-translated
 * article). The rule, simple enough to say in a sentence: the Bangla body is
 * incomplete when it has fewer headings, or fewer paragraphs, than the English
 * body, or less than half as many characters of text (Bangla runs about as long
 * as English, so half is well past any difference of language).
 */
export function banglaBodyIncomplete(english: string, bangla: string): boolean {
  const en = bodyMeasure(english);
  const bn = bodyMeasure(bangla);
  return (
    bn.headings < en.headings || bn.paragraphs < en.paragraphs || bn.characters * 2 < en.characters
  );
}

/** A rich-text body's headings, paragraphs with text, and characters of text (markup out, spaces as one). */
export function bodyMeasure(html: string) {
  const count = (pattern: RegExp) => html.match(pattern)?.length ?? 0;
  return {
    headings: count(/<h[1-6][\s>]/gi),
    // A paragraph with nothing in it (an editor's empty line) is none.
    paragraphs: count(/<p(?:\s[^>]*)?>(?!\s*(?:<br\s*\/?>\s*)*<\/p>)/gi),
    // The house's text of HTML: a character reference is the one character it stands for.
    characters: htmlText(html).replace(/\s+/g, ' ').trim().length,
  };
}
