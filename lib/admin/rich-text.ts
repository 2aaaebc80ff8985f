import 'server-only';
import { htmlToText, MAX_NESTING, nestedTooDeep, sanitizeContent } from '@/lib/html';

/** A body as it is stored: through the pages' own sanitiser, videos in the editor's form. */
export const cleanRichText = (html: string) => sanitizeContent(html, 'editor');

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
