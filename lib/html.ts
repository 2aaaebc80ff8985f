import 'server-only';
import sanitizeHtml from 'sanitize-html';
import { decodeEntities } from './html-text';
import { site } from './site';
import { youTubeId, youTubeStart } from './video';

/** Where an embedded video may come from, and the one address it is kept under. */
const VIDEO_HOSTS = ['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com'];
const embedUrl = (id: string, start: number | null) =>
  `https://www.youtube-nocookie.com/embed/${id}${start ? `?start=${start}` : ''}`;

/** Whether a link leaves the site: an http(s) address on another origin than SITE_URL's. */
function leavesSite(href: string): boolean {
  if (!/^https?:\/\//i.test(href)) return false;
  try {
    return new URL(href).origin !== new URL(site.url).origin;
  } catch {
    return true;
  }
}

const none: sanitizeHtml.Attributes = {};

const options: sanitizeHtml.IOptions = {
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
    'div',
    'iframe',
  ],
  allowedAttributes: {
    // target and rel are set only by the transform below (whatever the CMS sent is replaced).
    a: ['href', 'title', 'target', 'rel'],
    // loading and decoding are set by the transform below.
    img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    iframe: ['src'],
    div: ['data-youtube-video'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowProtocolRelative: false,
  allowedIframeHostnames: VIDEO_HOSTS,
  allowIframeRelativeUrls: false,
  // What lost its address here goes: a frame (kept only as a YouTube video, the
  // transform below empties any other) and a picture whole; a link keeps its words as
  // plain text rather than stay a dead underlined link.
  exclusiveFilter: (frame) => {
    if ((frame.tag === 'iframe' || frame.tag === 'img') && !frame.attribs.src) return true;
    if (frame.tag === 'a' && !frame.attribs.href) return 'excludeTag';
    return false;
  },
  transformTags: {
    a: (tagName, { href, title }) => {
      const kept = { ...(href !== undefined && { href }), ...(title !== undefined && { title }) };
      const external = leavesSite(href ?? '');
      return {
        tagName,
        attribs: external ? { ...kept, target: '_blank', rel: 'noopener noreferrer' } : kept,
      };
    },
    img: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, loading: 'lazy', decoding: 'async' },
    }),
    div: (tagName, attribs) => ({
      tagName,
      attribs: 'data-youtube-video' in attribs ? { 'data-youtube-video': '' } : none,
    }),
    iframe: (tagName, { src }) => {
      const id = youTubeId(src);
      return { tagName, attribs: id ? { src: embedUrl(id, youTubeStart(src)) } : none };
    },
  },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
};

/**
 * A video as the sanitiser leaves it: the editor's wrapper (optional) around the one
 * frame form. Whatever markup a frame holds is never shown by a browser and goes too.
 */
const VIDEO_FRAME =
  /(?:<div data-youtube-video>)?<iframe src="https:\/\/www\.youtube-nocookie\.com\/embed\/([\w-]{11})(?:\?start=(\d+))?">[\s\S]*?<\/iframe>(?:<\/div>)?/g;

/**
 * How many elements deep a body may nest. Real bodies stay far below (a list in a
 * list in a quote: about 10); the HTML parser under the sanitiser spends time in
 * proportion to the elements open at each tag, so 66,000 nested tags took seconds.
 */
export const MAX_NESTING = 32;

class TooDeep extends Error {}

/**
 * sanitize-html, stopped at the first element nested deeper than MAX_NESTING (null
 * then). The depth is counted from the parser's own open and close events, so it is
 * the parser's depth, whatever it closes implicitly.
 */
function sanitizeShallow(html: string, settings: sanitizeHtml.IOptions): string | null {
  let depth = 0;
  try {
    return sanitizeHtml(html, {
      ...settings,
      onOpenTag: () => {
        depth += 1;
        if (depth > MAX_NESTING) throw new TooDeep();
      },
      onCloseTag: () => {
        depth -= 1;
      },
    });
  } catch (error) {
    if (error instanceof TooDeep) return null;
    throw error;
  }
}

/** Whether the HTML nests elements deeper than MAX_NESTING; stops at the first that does. */
export const nestedTooDeep = (html: string) =>
  sanitizeShallow(html, { allowedTags: [], allowedAttributes: {} }) === null;

/**
 * The words of markup too deep to parse: every tag cut out in one pass, none
 * parsed. Kept by hand, measured: htmlparser2's parser (lib/html-text.ts) keeps
 * its open elements with Array#unshift, so 66,000 unclosed tags cost it 13 times
 * a flat body as long, where this regex stays under the tests' bound of 10
 * (lib/admin/rich-text.test.ts, lib/html.test.ts).
 */
const withoutTags = (html: string) => html.replace(/<[^>]*>?/g, ' ');

/**
 * How a sanitised body keeps an embedded YouTube video:
 * - 'page': as a link to the video marked `data-video` (no third-party frame on load;
 *   `RichText` turns a top-level one into a click-to-play player, and a feed or a
 *   visitor without scripts still has the link);
 * - 'editor': as the rich-text editor's own node (a privacy-enhanced iframe), which is
 *   how an edited body is stored.
 */
export type VideoForm = 'page' | 'editor';

/**
 * A paragraph with nothing in it but spaces and line breaks: what Enter pressed
 * twice (or last) in the body's editor leaves. Neither stored nor shown.
 */
const EMPTY_PARAGRAPH = /<p>(?:\s|&nbsp;|&#160;|\u00a0|<br\s*\/?>)*<\/p>/gi;
const withoutEmptyParagraphs = (html: string) => html.replace(EMPTY_PARAGRAPH, '');

/**
 * The one sanitiser for CMS and editor HTML: an allowlist of text markup, links,
 * images, tables and YouTube videos; no scripts, styles, handlers or other frames.
 * Pages render its 'page' form; the editing area stores its 'editor' form. HTML
 * nested deeper than MAX_NESTING keeps only its words, in one paragraph.
 */
export function sanitizeContent(html: string, videos: VideoForm = 'page'): string {
  const clean = withoutEmptyParagraphs(
    sanitizeShallow(html, options) ??
      `<p>${withoutTags(html).replace(/>/g, '&gt;').replace(/\s+/g, ' ').trim()}</p>`,
  );
  if (videos === 'editor') return clean;
  return clean.replace(
    VIDEO_FRAME,
    (_, id: string, start?: string) =>
      `<a href="https://www.youtube.com/watch?v=${id}${start ? `&amp;t=${start}s` : ''}" target="_blank" rel="noopener noreferrer" data-video="${id}"${start ? ` data-start="${start}"` : ''}>Watch the video on YouTube</a>`,
  );
}

/** The readable text of CMS HTML: no tags, scripts or styles; entities decoded; whitespace collapsed. */
export function htmlToText(html: string): string {
  // A space after each closing block tag and <br>, so that paragraphs do not run together.
  const spaced = html.replace(
    /<\/(?:p|h[1-6]|li|blockquote|div|figcaption|td|th|tr)>|<br\s*\/?>/gi,
    '$& ',
  );
  const text =
    sanitizeShallow(spaced, { allowedTags: [], allowedAttributes: {} }) ?? withoutTags(spaced);
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

/** The first `max` characters of the HTML's text, cut at a word and ended with '…' when cut. */
export function htmlExcerpt(html: string, max: number): string {
  const text = htmlToText(html);
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}
