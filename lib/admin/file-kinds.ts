import sanitizeHtml from 'sanitize-html';

/**
 * What an upload is, told by its first bytes, and an SVG made safe to serve: the
 * checks lib/admin/uploads.ts runs before it stores a file.
 */

export type FileKind = { mime: string; extension: string; image: boolean };

export const KINDS = {
  jpeg: { mime: 'image/jpeg', extension: 'jpg', image: true },
  png: { mime: 'image/png', extension: 'png', image: true },
  webp: { mime: 'image/webp', extension: 'webp', image: true },
  svg: { mime: 'image/svg+xml', extension: 'svg', image: true },
  pdf: { mime: 'application/pdf', extension: 'pdf', image: false },
} satisfies Record<string, FileKind>;

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** What a file is, by its first bytes (never by its name or the type the browser claims). */
export function sniff(bytes: Uint8Array): FileKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return KINDS.jpeg;
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return KINDS.png;
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return KINDS.webp;
  if (startsWith(bytes, ascii('%PDF-'))) return KINDS.pdf;
  const head = Buffer.from(bytes.subarray(0, 1024))
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .replace(/<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>/gi, '')
    .trimStart();
  if (/^<svg[\s>]/i.test(head)) return KINDS.svg;
  return null;
}

const SVG_TAGS = [
  'svg',
  'g',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'defs',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'title',
  'desc',
];
const SVG_ATTRIBUTES = [
  'xmlns',
  'viewBox',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'x2',
  'y1',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'd',
  'points',
  'fill',
  'fill-rule',
  'fill-opacity',
  'clip-rule',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-opacity',
  'opacity',
  'transform',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'id',
  'clip-path',
  'mask',
  'font-family',
  'font-size',
  'font-weight',
  'text-anchor',
  'preserveAspectRatio',
  'role',
  'aria-label',
  'aria-hidden',
];

/**
 * An SVG reduced to shapes, text and gradients: no scripts, event handlers,
 * styles, links, foreign objects or references to other files. (Served with a
 * sandboxing CSP as well, in case anything is missed here.)
 */
export function sanitizeSvg(svg: string): string {
  const clean = sanitizeHtml(svg, {
    allowedTags: SVG_TAGS,
    allowedAttributes: { '*': SVG_ATTRIBUTES },
    allowedSchemes: [],
    parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false },
    allowedSchemesAppliedToAttributes: [],
    exclusiveFilter: (frame) =>
      Object.values(frame.attribs).some((value) => /url\s*\(\s*['"]?(?!#)/i.test(value)),
  });
  return clean;
}
