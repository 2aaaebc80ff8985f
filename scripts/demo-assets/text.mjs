/** Text in the drawings: a rough measure of its width, and the <text> element. */
import { C } from './palette.mjs';
import { f } from './svg.mjs';

export const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Rough advance widths of DejaVu Sans, in em, good enough to fit a line. */
export function textWidth(str, size, weight = 400, spacing = 0) {
  let w = 0;
  for (const ch of str) {
    if (ch === ' ') w += 0.32;
    else if ('MW'.includes(ch)) w += 0.9;
    else if ('IJ'.includes(ch)) w += 0.32;
    else if (/[A-Z]/.test(ch)) w += 0.72;
    else if ('mw'.includes(ch)) w += 0.9;
    else if ('ijlft'.includes(ch)) w += 0.34;
    else if (/[a-z]/.test(ch)) w += 0.61;
    else if (/[0-9]/.test(ch)) w += 0.64;
    else if ('&'.includes(ch)) w += 0.78;
    else w += 0.4;
  }
  if (weight >= 600) w *= 1.1;
  return w * size + spacing * Math.max(0, [...str].length - 1);
}
/** Largest font size, up to max, at which str fits in width. */
export function fitSize(str, width, max, weight = 400, spacing = 0) {
  const n = Math.max(0, [...str].length - 1);
  return Math.min(max, (width - spacing * n) / textWidth(str, 1, weight, 0));
}

export function text(x, y, str, o = {}) {
  const {
    size = 20,
    weight = 400,
    fill = C.navy,
    anchor = 'start',
    spacing = 0,
    opacity = 1,
    style = '',
    family = FONT,
  } = o;
  return `<text x="${f(x)}" y="${f(y)}" font-family="${family}" font-size="${f(size)}" font-weight="${weight}"${
    style ? ` font-style="${style}"` : ''
  } fill="${fill}" text-anchor="${anchor}"${spacing ? ` letter-spacing="${f(spacing)}"` : ''}${
    opacity < 1 ? ` opacity="${opacity}"` : ''
  }>${esc(str)}</text>`;
}
