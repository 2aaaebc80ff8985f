import { decodeHTML, decodeHTMLAttribute } from 'entities';
import { Parser } from 'htmlparser2';

/**
 * Text out of HTML, for the server and the browser alike (the editing area's word
 * difference runs in the browser): htmlparser2 reads the markup, `entities`
 * (htmlparser2's own) decodes every named and numeric character reference as a
 * browser does.
 */

/** A text's character references decoded: `&amp;`, `&nbsp;`, `&#8217;`, `&hellip;`… */
export const decodeEntities = (text: string) => decodeHTML(text);

/** An attribute value's character references decoded (`?a=1&copy=2` stays as written). */
export const decodeAttribute = (value: string) => decodeHTMLAttribute(value);

/**
 * The text of HTML: every tag a space, character references decoded (a script's
 * words stay words: callers that drop them sanitise first). For markup of pages
 * and forms: tens of thousands of unclosed tags cost the parser's open-element
 * stack more than their length (lib/html.ts keeps a regex for those).
 */
export function htmlText(html: string): string {
  let text = '';
  const parser = new Parser({
    onopentag() {
      text += ' ';
    },
    onclosetag() {
      text += ' ';
    },
    ontext(data) {
      text += data;
    },
  });
  parser.end(html);
  return text;
}
