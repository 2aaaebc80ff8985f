import 'server-only';
import sanitizeHtml from 'sanitize-html';

/** The one sanitiser for CMS HTML: an allowlist of text markup, links and images; no scripts, styles or handlers. */
export function sanitizeContent(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'h2',
      'h3',
      'h4',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'ul',
      'ol',
      'li',
      'blockquote',
      'a',
      'img',
      'figure',
      'figcaption',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
      'hr',
      'span',
    ],
    allowedAttributes: {
      // target and rel are set only by the transform below (whatever the CMS sent is replaced).
      a: ['href', 'title', 'target', 'rel'],
      // loading and decoding are set by the transform below.
      img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
      th: ['scope'],
      td: ['colspan'],
    },
    allowedSchemes: ['https', 'http', 'mailto', 'tel'],
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, { href, title }) => {
        const kept = { ...(href !== undefined && { href }), ...(title !== undefined && { title }) };
        const external = /^https?:\/\//i.test(href ?? '');
        return {
          tagName,
          attribs: external ? { ...kept, target: '_blank', rel: 'noopener noreferrer' } : kept,
        };
      },
      img: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, loading: 'lazy', decoding: 'async' },
      }),
    },
    allowedSchemesAppliedToAttributes: ['href', 'src'],
  });
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** The readable text of CMS HTML: no tags, scripts or styles; entities decoded; whitespace collapsed. */
export function htmlToText(html: string): string {
  // A space after each closing block tag and <br>, so that paragraphs do not run together.
  const spaced = html.replace(
    /<\/(?:p|h[1-6]|li|blockquote|div|figcaption|td|th|tr)>|<br\s*\/?>/gi,
    '$& ',
  );
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
      if (code[0] !== '#') return ENTITIES[code.toLowerCase()] ?? entity;
      const n =
        code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : Number(code.slice(1));
      return Number.isInteger(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first `max` characters of the HTML's text, cut at a word and ended with '…' when cut. */
export function htmlExcerpt(html: string, max: number): string {
  const text = htmlToText(html);
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}
