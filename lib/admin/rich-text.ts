import 'server-only';
import { htmlToText, MAX_NESTING, nestedTooDeep, sanitizeContent } from '@/lib/html';

/** Anything that opens a tag, a comment or a doctype: the text is HTML. */
const MARKUP = /<[a-z!/?]/i;
const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A body typed as plain text (the textarea without JavaScript, where the editor
 * never ran): a blank line between paragraphs, a line break within one. Without
 * this the page would run its paragraphs together, the whitespace of HTML.
 */
export function paragraphsOfPlainText(text: string): string {
  if (MARKUP.test(text)) return text;
  // Line by line, in one pass: a pattern over runs of spaces around the line breaks
  // backtracked on a long run without one (20,000 spaces took 185 ms, growing as
  // the square).
  const paragraphs: string[][] = [[]];
  for (const line of text.split('\n')) {
    const words = line.trim();
    if (words) paragraphs.at(-1)!.push(escapeText(words));
    else if (paragraphs.at(-1)!.length > 0) paragraphs.push([]);
  }
  return paragraphs
    .filter((lines) => lines.length > 0)
    .map((lines) => `<p>${lines.join('<br>')}</p>`)
    .join('');
}

/**
 * A body as it is stored: plain text made paragraphs, then through the pages' own
 * sanitiser, videos in the editor's form.
 */
export const cleanRichText = (html: string) =>
  sanitizeContent(paragraphsOfPlainText(html), 'editor');

/**
 * Why a body cannot be saved, in a sentence for the editor, or null. The
 * sanitiser removes what is not allowed without asking; what it cannot fix is
 * markup nested too deep, an empty body or a picture without a description.
 */
export function richTextProblem(html: string): string | null {
  if (nestedTooDeep(html))
    return `The body nests more than ${MAX_NESTING} elements inside one another (lists in lists, quotes in quotes): flatten it to save.`;
  const clean = cleanRichText(html);
  if (!htmlToText(clean) && !/<(?:img|iframe)\b/.test(clean)) return 'Write the body.';
  if (/<img\b(?![^>]*\balt="[^"]*[^"\s])[^>]*>/.test(clean))
    return 'Every picture in the body needs a description (its alt text).';
  return null;
}
