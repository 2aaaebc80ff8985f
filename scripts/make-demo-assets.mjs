#!/usr/bin/env node
/**
 * Draws the demo images and documents of the Masco Group website into
 * public/demo. Every picture is an SVG string built here and rasterised with
 * sharp; the PDFs are written byte by byte. Nothing is random: each image is
 * seeded from its kind and index, so two runs give the same files.
 *
 *   node scripts/make-demo-assets.mjs            # writes missing files only
 *   node scripts/make-demo-assets.mjs --force    # redraws everything
 *
 * The list of files is lib/store/seed/demo-assets.json, which the seed reads
 * too (through lib/store/seed/media.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC = path.join(ROOT, 'public');
const FORCE = process.argv.includes('--force');
const WEBP = { quality: 72, effort: 4 };

/* ------------------------------------------------------------------ */
/* Manifest: lib/store/seed/demo-assets.json                          */
/* ------------------------------------------------------------------ */

const pad = (n) => String(n).padStart(2, '0');

/** The one list of demo assets, shared with lib/store/seed/media.ts. */
const MANIFEST = JSON.parse(
  readFileSync(path.join(ROOT, 'lib/store/seed/demo-assets.json'), 'utf8'),
);

const COUNTS = Object.fromEntries(
  Object.entries(MANIFEST.series).map(([key, series]) => [key, series.count]),
);

const DEMO = {
  ...Object.fromEntries(
    Object.entries(MANIFEST.series).map(([key, { dir, name, ext }]) => [
      key,
      (n) => `/demo/${dir}/${name}-${pad(n)}.${ext}`,
    ]),
  ),
  chart: (name) => `/demo/charts/${name}.webp`,
  file: (name) => `/demo/files/${name}.pdf`,
};

const CHARTS = MANIFEST.charts;

const FILES = [
  MANIFEST.brochure,
  ...Array.from({ length: COUNTS.publication }, (_, i) => `publication-${pad(i + 1)}`),
  ...Array.from({ length: COUNTS.magazine }, (_, i) => `magazine-${pad(i + 1)}`),
];

/* ------------------------------------------------------------------ */
/* Palette, numbers, colours, text                                      */
/* ------------------------------------------------------------------ */

const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';

const C = {
  navy: '#0B2545',
  navy2: '#16375F',
  navy3: '#2C4F7A',
  navyT: '#DCE3EC',
  teal: '#13837A',
  teal2: '#4FA89F',
  tealT: '#D3EAE6',
  saff: '#F2A541',
  saff2: '#F6C27A',
  saffT: '#FBE8CC',
  off: '#F7F5F0',
  slate: '#5B6B7F',
  slate2: '#A9B4C2',
  slateT: '#E6E9EE',
  white: '#FFFFFF',
  kraft: '#E3CDA4',
  ink: '#2B2F36',
};

const f = (n) => String(Math.round(n * 10) / 10);

function rgb(hex) {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
function mix(a, b, t) {
  const A = rgb(a);
  const B = rgb(b);
  return `#${A.map((v, i) =>
    Math.round(v + (B[i] - v) * t)
      .toString(16)
      .padStart(2, '0'),
  ).join('')}`;
}
const shade = (c, t) => mix(c, '#000000', t);
const tint = (c, t) => mix(c, '#ffffff', t);

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Deterministic PRNG (FNV-1a seed, mulberry32 steps). */
function prng(seed) {
  let a = 2166136261;
  for (const ch of String(seed)) a = Math.imul(a ^ ch.charCodeAt(0), 16777619);
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const r = {
    next,
    range: (lo, hi) => lo + (hi - lo) * next(),
    int: (lo, hi) => Math.floor(lo + (hi - lo + 1) * next()),
    pick: (arr) => arr[Math.floor(next() * arr.length)],
    chance: (p) => next() < p,
    shuffle: (arr) => {
      const out = [...arr];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j], out[i]];
      }
      return out;
    },
  };
  return r;
}

/** Rough advance widths of DejaVu Sans, in em, good enough to fit a line. */
function textWidth(str, size, weight = 400, spacing = 0) {
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
function fitSize(str, width, max, weight = 400, spacing = 0) {
  const n = Math.max(0, [...str].length - 1);
  return Math.min(max, (width - spacing * n) / textWidth(str, 1, weight, 0));
}

function text(x, y, str, o = {}) {
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

/* ------------------------------------------------------------------ */
/* SVG builder                                                          */
/* ------------------------------------------------------------------ */

const stopsXml = (stops) =>
  stops
    .map(
      ([o, c, a = 1]) =>
        `<stop offset="${o}" stop-color="${c}"${a < 1 ? ` stop-opacity="${a}"` : ''}/>`,
    )
    .join('');

class Svg {
  constructor(w, h) {
    this.w = w;
    this.h = h;
    this.defs = [];
    this.parts = [];
    this.k = 0;
  }
  uid(p) {
    this.k += 1;
    return `${p}${this.k}`;
  }
  add(...parts) {
    this.parts.push(...parts);
    return this;
  }
  lin(stops, [x1, y1, x2, y2] = [0, 0, 0, 1], user = false) {
    const id = this.uid('l');
    this.defs.push(
      `<linearGradient id="${id}" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}"${
        user ? ' gradientUnits="userSpaceOnUse"' : ''
      }>${stopsXml(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  rad(stops, cx = 0.5, cy = 0.5, r = 0.5) {
    const id = this.uid('r');
    this.defs.push(
      `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopsXml(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }
  clip(inner) {
    const id = this.uid('c');
    this.defs.push(`<clipPath id="${id}">${inner}</clipPath>`);
    return `url(#${id})`;
  }
  pattern(w, h, inner, transform = '') {
    const id = this.uid('p');
    this.defs.push(
      `<pattern id="${id}" width="${f(w)}" height="${f(h)}" patternUnits="userSpaceOnUse"${
        transform ? ` patternTransform="${transform}"` : ''
      }>${inner}</pattern>`,
    );
    return `url(#${id})`;
  }
  toString() {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${
      this.h
    }"><defs>${this.defs.join('')}</defs>${this.parts.join('')}</svg>`;
  }
}

const rect = (x, y, w, h, fill, extra = '') =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}" ${extra}/>`;
const circle = (cx, cy, r, fill, extra = '') =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}" ${extra}/>`;
const pathEl = (d, fill, extra = '') => `<path d="${d}" fill="${fill}" ${extra}/>`;
const polar = (cx, cy, r, deg) => {
  const a = ((deg - 90) * Math.PI) / 180;
  return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
};
/** Arc path on a circle, angles in degrees clockwise from 12 o'clock. */
function arcPath(cx, cy, r, a0, a1) {
  const [x0, y0] = polar(cx, cy, r, a0);
  const [x1, y1] = polar(cx, cy, r, a1);
  return `M${f(x0)},${f(y0)} A${f(r)},${f(r)} 0 ${a1 - a0 > 180 ? 1 : 0} 1 ${f(x1)},${f(y1)}`;
}
/** Smooth path through points (Catmull-Rom turned into cubic Béziers). */
function smooth(pts) {
  let d = `M${f(pts[0][0])},${f(pts[0][1])}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[i - 1] || pts[i];
    const p1 = pts[i];
    const p2 = pts[i + 1];
    const p3 = pts[i + 2] || p2;
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${f(c1[0])},${f(c1[1])} ${f(c2[0])},${f(c2[1])} ${f(p2[0])},${f(p2[1])}`;
  }
  return d;
}

/* ------------------------------------------------------------------ */
/* Themes                                                               */
/* ------------------------------------------------------------------ */

const THEMES = [
  {
    name: 'navy',
    bg: [C.navy, C.navy2],
    ground: '#0E2C52',
    ink: C.off,
    cols: [C.teal, C.saff, C.off, C.teal2, C.saff2],
    dark: true,
  },
  {
    name: 'light',
    bg: [C.off, '#ECE6D9'],
    ground: '#E1D8C7',
    ink: C.navy,
    cols: [C.navy, C.teal, C.saff, C.slate, C.teal2],
    dark: false,
  },
  {
    name: 'teal',
    bg: ['#168C82', '#0D625B'],
    ground: '#0C5851',
    ink: C.off,
    cols: [C.off, C.saff, C.navy, C.tealT, C.saff2],
    dark: true,
  },
  {
    name: 'warm',
    bg: [C.saffT, C.saff2],
    ground: '#EBB465',
    ink: C.navy,
    cols: [C.navy, C.teal, C.off, C.navy3, C.slate],
    dark: false,
  },
  {
    name: 'mist',
    bg: [C.navyT, C.off],
    ground: '#C9D3DF',
    ink: C.navy,
    cols: [C.navy, C.saff, C.teal, C.slate, C.navy3],
    dark: false,
  },
];

function background(s, b, th, r) {
  const g = s.lin(
    [
      [0, th.bg[0]],
      [1, th.bg[1]],
    ],
    [0, 0, r.range(0.2, 1), 1],
  );
  const glow = s.rad([
    [0, '#ffffff', th.dark ? 0.14 : 0.5],
    [1, '#ffffff', 0],
  ]);
  const gx = b.x + b.w * r.range(0.2, 0.8);
  const gy = b.y + b.h * r.range(0.1, 0.5);
  return rect(b.x, b.y, b.w, b.h, g) + circle(gx, gy, b.u * 0.8, glow);
}

/* ------------------------------------------------------------------ */
/* Textile motifs                                                       */
/* ------------------------------------------------------------------ */

/** Stockinette knit: columns of V stitches; colourAt(col,row) picks each stitch's yarn. */
function knitField(b, size, colourAt, gap) {
  const w = size;
  const h = size * 0.84;
  const cols = Math.ceil(b.w / w) + 1;
  const rows = Math.ceil(b.h / h) + 2;
  let out = rect(b.x, b.y, b.w, b.h, gap);
  const rx = w * 0.2;
  const ry = h * 0.62;
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const face = colourAt(col, row);
      const edge = shade(face, 0.32);
      const hi = tint(face, 0.4);
      const x = b.x + col * w - w * 0.3;
      const y = b.y + row * h - h * 0.8;
      for (const side of [-1, 1]) {
        const cx = x + w * (0.5 + side * 0.2);
        const cy = y + h * 0.5;
        const tr = `transform="rotate(${side * 24} ${f(cx)} ${f(cy)})"`;
        out += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${face}" stroke="${edge}" stroke-width="${f(
          w * 0.035,
        )}" ${tr}/>`;
        out += `<ellipse cx="${f(cx - side * w * 0.03)}" cy="${f(cy - h * 0.08)}" rx="${f(rx * 0.3)}" ry="${f(
          ry * 0.55,
        )}" fill="${hi}" opacity="0.45" ${tr}/>`;
      }
    }
  }
  return out;
}

/** Colour schemes for knitField. */
function knitColours(r, base, alt, accent) {
  const kind = r.int(0, 3);
  const p = r.int(6, 9);
  if (kind === 0) return (c, row) => (row % p === 0 ? accent : row % p === 1 ? alt : base);
  if (kind === 1)
    return (c, row) => {
      const d = Math.abs((c % p) - Math.floor(p / 2)) + Math.abs((row % p) - Math.floor(p / 2));
      return d === Math.floor(p / 2) - 1 ? alt : d === 0 ? accent : base;
    };
  if (kind === 2)
    return (c, row) => (row % 12 >= 4 && row % 12 < 7 ? ((c + row) % 2 ? alt : accent) : base);
  return (c, row) => ((c + Math.floor(row / 2)) % 5 === 0 && row % 4 < 2 ? accent : base);
}

function yarnCone(s, cx, by, h, col) {
  const tw = h * 0.3;
  const bw = h * 0.78;
  const ty = by - h;
  const e = h * 0.09;
  const d = `M${f(cx - tw / 2)},${f(ty)} L${f(cx - bw / 2)},${f(by)} A${f(bw / 2)},${f(e)} 0 0 0 ${f(cx + bw / 2)},${f(
    by,
  )} L${f(cx + tw / 2)},${f(ty)} A${f(tw / 2)},${f(e * 0.4)} 0 0 0 ${f(cx - tw / 2)},${f(ty)}Z`;
  const clip = s.clip(`<path d="${d}"/>`);
  let lines = '';
  const step = h / 14;
  for (let k = -12; k < 26; k++) {
    const x0 = cx - bw + k * step;
    lines += `M${f(x0)},${f(by + e * 2)} l${f(h * 0.45)},${f(-h - e * 4)} `;
    lines += `M${f(x0)},${f(by + e * 2)} l${f(-h * 0.45)},${f(-h - e * 4)} `;
  }
  const shadeG = s.lin(
    [
      [0, '#000', 0.38],
      [0.35, '#fff', 0.22],
      [0.55, '#fff', 0],
      [1, '#000', 0.42],
    ],
    [0, 0, 1, 0],
  );
  const tubeG = s.lin(
    [
      [0, shade(C.kraft, 0.3)],
      [0.4, tint(C.kraft, 0.3)],
      [1, shade(C.kraft, 0.35)],
    ],
    [0, 0, 1, 0],
  );
  return (
    `<ellipse cx="${f(cx + h * 0.06)}" cy="${f(by + e * 0.6)}" rx="${f(bw * 0.62)}" ry="${f(e * 1.4)}" fill="#000" opacity="0.18"/>` +
    pathEl(d, col) +
    `<g clip-path="${clip}"><path d="${lines}" stroke="${shade(col, 0.35)}" stroke-width="${f(h * 0.009)}" opacity="0.4" fill="none"/>` +
    rect(cx - bw / 2, ty - e, bw, h + e * 2, shadeG) +
    `</g>` +
    `<ellipse cx="${f(cx)}" cy="${f(ty)}" rx="${f(tw / 2)}" ry="${f(e * 0.4)}" fill="${tint(col, 0.25)}"/>` +
    pathEl(
      `M${f(cx - tw * 0.26)},${f(ty - h * 0.15)} L${f(cx - tw * 0.34)},${f(ty)} L${f(cx + tw * 0.34)},${f(ty)} L${f(
        cx + tw * 0.26,
      )},${f(ty - h * 0.15)}Z`,
      tubeG,
    ) +
    `<ellipse cx="${f(cx)}" cy="${f(ty - h * 0.15)}" rx="${f(tw * 0.26)}" ry="${f(e * 0.25)}" fill="${shade(C.kraft, 0.45)}"/>`
  );
}

function yarnBall(s, cx, cy, R, col, r) {
  const fill = s.rad(
    [
      [0, tint(col, 0.35)],
      [0.7, col],
      [1, shade(col, 0.3)],
    ],
    0.38,
    0.35,
    0.75,
  );
  const clip = s.clip(circle(cx, cy, R, '#000'));
  const a1 = r.range(-50, -20);
  const a2 = a1 + r.range(70, 110);
  let strands = '';
  for (let k = 1; k <= 9; k++) {
    strands += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(R * 1.02)}" ry="${f((R * k) / 9)}" transform="rotate(${f(a1)} ${f(cx)} ${f(
      cy,
    )})"/>`;
  }
  let strands2 = '';
  for (let k = 1; k <= 7; k++) {
    strands2 += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(R * 1.02)}" ry="${f((R * k) / 7)}" transform="rotate(${f(a2)} ${f(cx)} ${f(
      cy,
    )})"/>`;
  }
  // a second layer of winding, bounded by an arc, wraps over the first
  const t = ((a2 + 90) * Math.PI) / 180;
  const ox = cx + Math.cos(t) * R * 0.75;
  const oy = cy + Math.sin(t) * R * 0.75;
  const layer = s.clip(circle(ox, oy, R * 1.05, '#000'));
  const st = `fill="none" stroke="${shade(col, 0.3)}" stroke-width="${f(R * 0.03)}"`;
  return (
    `<ellipse cx="${f(cx + R * 0.1)}" cy="${f(cy + R * 0.95)}" rx="${f(R * 0.9)}" ry="${f(R * 0.14)}" fill="#000" opacity="0.2"/>` +
    circle(cx, cy, R, fill) +
    `<g clip-path="${clip}"><g ${st} opacity="0.5">${strands}</g>` +
    `<g clip-path="${layer}">${circle(cx, cy, R, fill)}<g ${st} opacity="0.55">${strands2}</g></g>` +
    circle(
      ox,
      oy,
      R * 1.05,
      'none',
      `stroke="${shade(col, 0.35)}" stroke-width="${f(R * 0.045)}" opacity="0.6"`,
    ) +
    circle(
      cx,
      cy,
      R,
      s.rad([
        [0, '#fff', 0],
        [0.75, '#fff', 0],
        [1, '#000', 0.3],
      ]),
    ) +
    `</g>`
  );
}

function spool(s, cx, by, w, h, col, flange = C.kraft) {
  const fh = h * 0.1;
  const bw = w * 0.78;
  const shadeG = s.lin(
    [
      [0, '#000', 0.35],
      [0.3, '#fff', 0.22],
      [0.55, '#fff', 0],
      [1, '#000', 0.4],
    ],
    [0, 0, 1, 0],
  );
  const fl = s.lin(
    [
      [0, shade(flange, 0.25)],
      [0.35, tint(flange, 0.3)],
      [1, shade(flange, 0.35)],
    ],
    [0, 0, 1, 0],
  );
  let lines = '';
  for (let y = by - h + fh + 5; y < by - fh; y += 6)
    lines += `M${f(cx - bw / 2)},${f(y)} h${f(bw)} `;
  return (
    `<ellipse cx="${f(cx + w * 0.1)}" cy="${f(by)}" rx="${f(w * 0.62)}" ry="${f(h * 0.04)}" fill="#000" opacity="0.2"/>` +
    rect(cx - bw / 2, by - h + fh * 0.8, bw, h - fh * 1.6, col) +
    `<path d="${lines}" stroke="${shade(col, 0.3)}" stroke-width="1.4" opacity="0.35"/>` +
    rect(cx - bw / 2, by - h + fh * 0.8, bw, h - fh * 1.6, shadeG) +
    rect(cx - w / 2, by - h, w, fh, fl, `rx="${f(fh * 0.3)}"`) +
    rect(cx - w / 2, by - fh, w, fh, fl, `rx="${f(fh * 0.3)}"`)
  );
}

function leaf(x, y, len, wid, rot, col, vein) {
  const d = `M0,0 C${f(wid * 0.65)},${f(-len * 0.25)} ${f(wid * 0.55)},${f(-len * 0.78)} 0,${f(-len)} C${f(-wid * 0.55)},${f(
    -len * 0.78,
  )} ${f(-wid * 0.65)},${f(-len * 0.25)} 0,0Z`;
  let veins = `M0,${f(len * 0.08)} L0,${f(-len * 0.9)}`;
  for (let k = 1; k <= 3; k++) {
    const yy = -len * (0.22 * k);
    veins += ` M0,${f(yy)} l${f(wid * 0.28)},${f(-len * 0.12)} M0,${f(yy)} l${f(-wid * 0.28)},${f(-len * 0.12)}`;
  }
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)})"><path d="${d}" fill="${col}"/><path d="${veins}" stroke="${vein}" stroke-width="${f(
    Math.max(1.5, wid * 0.035),
  )}" fill="none" stroke-linecap="round" opacity="0.7"/></g>`;
}

function cottonBoll(x, y, R, sepal) {
  let out = '';
  for (let k = 0; k < 4; k++) {
    const a = -150 + k * 40;
    out += leaf(x, y + R * 0.4, R * 1.2, R * 0.5, a + 60, sepal, shade(sepal, 0.3));
  }
  const puffs = [
    [0, -R * 0.35, R * 0.62],
    [-R * 0.55, -R * 0.05, R * 0.55],
    [R * 0.55, -R * 0.05, R * 0.55],
    [-R * 0.25, R * 0.35, R * 0.5],
    [R * 0.25, R * 0.35, R * 0.5],
  ];
  for (const [dx, dy, pr] of puffs)
    out += circle(
      x + dx,
      y + dy,
      pr,
      '#FFFFFF',
      `stroke="${C.slate2}" stroke-width="${f(Math.max(1.5, R * 0.04))}"`,
    );
  return out;
}

function drop(x, y, sz, col) {
  const d = `M0,${f(-sz)} C${f(sz * 0.15)},${f(-sz * 0.6)} ${f(sz * 0.55)},${f(-sz * 0.15)} ${f(sz * 0.55)},${f(sz * 0.25)} A${f(
    sz * 0.55,
  )},${f(sz * 0.55)} 0 0 1 ${f(-sz * 0.55)},${f(sz * 0.25)} C${f(-sz * 0.55)},${f(-sz * 0.15)} ${f(-sz * 0.15)},${f(-sz * 0.6)} 0,${f(
    -sz,
  )}Z`;
  return `<g transform="translate(${f(x)} ${f(y)})"><path d="${d}" fill="${col}"/><ellipse cx="${f(-sz * 0.2)}" cy="${f(
    sz * 0.15,
  )}" rx="${f(sz * 0.1)}" ry="${f(sz * 0.2)}" fill="#fff" opacity="0.5"/></g>`;
}

function needle(x, y, len, rot, s) {
  const t = len * 0.028;
  const g = s.lin(
    [
      [0, '#F4F6F9'],
      [0.5, '#C3CBD6'],
      [1, '#7F8B9B'],
    ],
    [0, 0, 0, 1],
  );
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)})"><path d="M0,0 L${f(len * 0.12)},${f(-t)} L${f(len)},${f(
    -t * 0.8,
  )} Q${f(len + t)},0 ${f(len)},${f(t * 0.8)} L${f(len * 0.12)},${f(t)}Z" fill="${g}" stroke="#6E7A8A" stroke-width="1"/><ellipse cx="${f(
    len * 0.9,
  )}" cy="0" rx="${f(len * 0.045)}" ry="${f(t * 0.38)}" fill="#3a4350"/></g>`;
}

/** A few fabric fills for swatches. */
function fabricFill(s, kind, a, b, sz) {
  if (kind === 'stripe')
    return s.pattern(sz, sz, rect(0, 0, sz, sz, a) + rect(0, 0, sz, sz * 0.38, b));
  if (kind === 'dots')
    return s.pattern(
      sz,
      sz,
      rect(0, 0, sz, sz, a) +
        circle(sz / 4, sz / 4, sz * 0.13, b) +
        circle((sz * 3) / 4, (sz * 3) / 4, sz * 0.13, b),
    );
  if (kind === 'check')
    return s.pattern(
      sz,
      sz,
      rect(0, 0, sz, sz, a) +
        rect(0, 0, sz / 2, sz, b, 'opacity="0.45"') +
        rect(0, 0, sz, sz / 2, b, 'opacity="0.45"'),
    );
  if (kind === 'rib')
    return s.pattern(
      sz / 2,
      sz,
      rect(0, 0, sz / 2, sz, a) + rect(0, 0, sz * 0.12, sz, shade(a, 0.18)),
    );
  if (kind === 'zigzag')
    return s.pattern(
      sz,
      sz / 2,
      rect(0, 0, sz, sz / 2, a) +
        `<path d="M0,${f(sz * 0.35)} L${f(sz / 2)},${f(sz * 0.1)} L${f(sz)},${f(sz * 0.35)}" stroke="${b}" stroke-width="${f(
          sz * 0.1,
        )}" fill="none"/>`,
    );
  return a;
}
const FABRICS = ['stripe', 'dots', 'check', 'rib', 'zigzag', 'plain'];

function swatch(s, x, y, w, h, rot, fill, stitch) {
  const z = Math.min(w, h) * 0.07;
  let zig = `M0,0 H${f(w)} V${f(h)}`;
  const n = Math.round(w / (z * 1.2));
  for (let i = 1; i <= n; i++)
    zig += ` L${f(w - (i - 0.5) * (w / n))},${f(h - z * 0.6)} L${f(w - i * (w / n))},${f(h)}`;
  zig += 'Z';
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(rot)} ${f(w / 2)} ${f(h / 2)})"><path d="${zig}" fill="#000" opacity="0.2" transform="translate(${f(
    z * 0.5,
  )} ${f(z * 0.7)})"/><path d="${zig}" fill="${fill}"/>${rect(0, 0, w, h * 0.45, '#fff', 'opacity="0.06"')}<rect x="${f(z * 1.1)}" y="${f(
    z * 1.1,
  )}" width="${f(w - z * 2.2)}" height="${f(h - z * 2.8)}" rx="2" fill="none" stroke="${stitch}" stroke-width="${f(
    Math.max(2, z * 0.14),
  )}" stroke-dasharray="${f(z * 0.6)} ${f(z * 0.4)}"/></g>`;
}

/* ------------------------------------------------------------------ */
/* Scenes: each draws into box b = {x,y,w,h}                            */
/* ------------------------------------------------------------------ */

function sceneKnit(s, r, b, th) {
  const [c0, c1, c2] = r.shuffle(th.cols.slice(0, 3));
  const base = th.dark ? mix(c0, th.bg[0], 0.15) : c0;
  const size = b.u / r.range(8, 11);
  let out = knitField(b, size, knitColours(r, base, c1, c2), shade(th.bg[0], 0.55));
  const left = r.chance(0.5);
  const fade = s.lin(
    [
      [0, th.bg[0], 0.96],
      [0.45, th.bg[0], 0.75],
      [0.75, th.bg[0], 0],
    ],
    left ? [0, 0, 1, 0] : [1, 0, 0, 0],
  );
  out += rect(b.x, b.y, b.w, b.h, fade);
  const R = b.u * r.range(0.22, 0.28);
  const bx = left ? b.x + b.w * 0.24 : b.x + b.w * 0.76;
  const by = b.y + b.h * r.range(0.45, 0.58);
  const ballCol = r.pick(th.cols.filter((c) => c !== th.bg[0]));
  const tail = [
    [bx + (left ? R * 0.7 : -R * 0.7), by + R * 0.7],
    [bx + (left ? R * 1.6 : -R * 1.6), by + R * 1.05],
    [bx + (left ? R * 2.6 : -R * 2.6), by + R * 0.5],
    [left ? b.x + b.w + 10 : b.x - 10, by + R * 0.2],
  ];
  out += `<path d="${smooth(tail)}" stroke="${ballCol}" stroke-width="${f(R * 0.05)}" fill="none" stroke-linecap="round"/>`;
  out += yarnBall(s, bx, by, R, ballCol, r);
  return out;
}

function sceneCones(s, r, b, th) {
  let out = background(s, b, th, r);
  const shelfY = b.y + b.h * r.range(0.76, 0.84);
  out +=
    rect(b.x, shelfY, b.w, b.h, th.ground) +
    rect(b.x, shelfY, b.w, b.u * 0.012, tint(th.ground, 0.25));
  const n = r.int(3, 5);
  const cols = r.shuffle(th.cols.filter((c) => c !== th.bg[0]));
  const topY = b.y + b.h * 0.04;
  const guideX = b.x + b.w * r.range(0.35, 0.65);
  const cones = [];
  for (let i = 0; i < n; i++) {
    const h = b.u * r.range(0.4, 0.52);
    const cx = b.x + (b.w * (i + 0.5 + r.range(-0.12, 0.12))) / n;
    cones.push([cx, h, cols[i % cols.length]]);
  }
  for (const [cx, h, col] of cones) {
    const tipY = shelfY - h * 1.15;
    out += `<path d="M${f(cx)},${f(tipY)} Q${f(cx)},${f(topY + b.h * 0.2)} ${f(guideX + (cx - guideX) * 0.15)},${f(topY)}" stroke="${col}" stroke-width="2.2" fill="none" opacity="0.75"/>`;
  }
  out += circle(guideX, topY + 4, b.u * 0.02, th.ink, 'opacity="0.5"');
  for (const [cx, h, col] of cones) out += yarnCone(s, cx, shelfY + b.h * 0.02, h, col);
  return out;
}

function sceneSwatches(s, r, b, th) {
  let out = background(s, b, th, r);
  const n = r.int(4, 6);
  const kinds = r.shuffle(FABRICS);
  const sw = b.u * 0.5;
  const sh = b.u * 0.6;
  const cols = [...th.cols, C.off, C.saffT, C.tealT];
  for (let i = 0; i < n; i++) {
    const t = n === 1 ? 0.5 : i / (n - 1);
    const x = b.x + b.w * 0.5 - sw / 2 + (t - 0.5) * b.w * 0.62 + r.range(-20, 20);
    const y = b.y + b.h * 0.5 - sh / 2 + r.range(-b.h * 0.08, b.h * 0.08);
    const a = r.pick(cols.filter((c) => c !== th.bg[0]));
    const bb = r.pick(cols.filter((c) => c !== a));
    out += swatch(
      s,
      x,
      y,
      sw,
      sh,
      (t - 0.5) * 40 + r.range(-8, 8),
      fabricFill(s, kinds[i % kinds.length], a, bb, r.range(28, 46)),
      tint(bb, 0.2),
    );
  }
  // tape measure across the front
  const ty = b.y + b.h * r.range(0.72, 0.82);
  const rot = r.range(-8, 8);
  let ticks = '';
  for (let x = b.x - 50, k = 0; x < b.x + b.w + 50; x += 14, k++)
    ticks += `M${f(x)},${f(ty)} v${k % 5 === 0 ? 16 : 9} `;
  out += `<g transform="rotate(${f(rot)} ${f(b.x + b.w / 2)} ${f(ty)})">${rect(b.x - 50, ty - 4, b.w + 100, b.u * 0.075, '#000', 'opacity="0.15"')}${rect(
    b.x - 50,
    ty - 10,
    b.w + 100,
    b.u * 0.075,
    C.saff,
  )}<path d="${ticks}" stroke="${C.navy}" stroke-width="2" transform="translate(0 -10)"/></g>`;
  return out;
}

function sceneDye(s, r, b, th) {
  let out = background(s, b, th, r);
  const pal = [C.navy, C.navy3, C.teal, C.teal2, C.saff, C.saff2, C.tealT, C.off];
  const start = r.int(0, 3);
  const n = r.int(5, 6);
  for (let i = 0; i < n; i++) {
    const base = b.y + b.h * (0.1 + (i * 0.85) / n);
    const amp = b.h * r.range(0.04, 0.1);
    const ph = r.range(0, Math.PI * 2);
    const pts = [];
    for (let k = 0; k <= 6; k++)
      pts.push([b.x - 20 + ((b.w + 40) * k) / 6, base + amp * Math.sin(ph + k * 1.1)]);
    const d = `${smooth(pts)} L${f(b.x + b.w + 20)},${f(b.y + b.h + 20)} L${f(b.x - 20)},${f(b.y + b.h + 20)}Z`;
    const ca = pal[(start + i) % pal.length];
    const cb = pal[(start + i + 2) % pal.length];
    out += pathEl(d, '#000', `opacity="0.12" transform="translate(0 -6)"`);
    out += pathEl(
      d,
      s.lin(
        [
          [0, ca],
          [1, cb],
        ],
        [0, 0, 1, 0],
      ),
    );
  }
  const dn = r.int(3, 6);
  for (let i = 0; i < dn; i++) {
    out += drop(
      b.x + b.w * r.range(0.08, 0.92),
      b.y + b.h * r.range(0.1, 0.4),
      b.u * r.range(0.035, 0.08),
      r.pick([C.saff, C.teal, C.off, C.navy3]),
    );
  }
  return out;
}

function sceneSewing(s, r, b, th) {
  const cols = th.cols;
  const fa = fabricFill(
    s,
    r.pick(['stripe', 'check', 'rib', 'dots']),
    th.dark ? th.bg[1] : tint(th.bg[0], 0.2),
    r.pick(cols),
    r.range(30, 54),
  );
  let out = rect(b.x, b.y, b.w, b.h, fa);
  out += rect(
    b.x,
    b.y,
    b.w,
    b.h,
    s.lin(
      [
        [0, '#000', 0.05],
        [1, '#000', 0.3],
      ],
      [0, 0, 1, 1],
    ),
  );
  const x0 = b.x + b.w * r.range(0.42, 0.58);
  const pts = [];
  for (let k = 0; k <= 5; k++)
    pts.push([
      x0 + Math.sin(k * 1.3 + r.range(0, 2)) * b.w * 0.05,
      b.y - 20 + ((b.h + 40) * k) / 5,
    ]);
  const edge = smooth(pts);
  const region = `${edge} L${f(b.x + b.w + 20)},${f(b.y + b.h + 20)} L${f(b.x + b.w + 20)},${f(b.y - 20)}Z`;
  const fb = fabricFill(
    s,
    r.pick(['plain', 'zigzag', 'check', 'stripe']),
    r.pick(cols.filter((c) => c !== th.bg[0])),
    th.bg[0],
    r.range(30, 50),
  );
  out += pathEl(region, '#000', `opacity="0.3" transform="translate(-10 6)"`);
  out += pathEl(region, fb);
  out += pathEl(
    region,
    s.lin(
      [
        [0, '#fff', 0.18],
        [0.3, '#fff', 0],
        [1, '#000', 0.15],
      ],
      [0, 0, 1, 0],
    ),
  );
  const stitchCol = r.pick([C.saff, C.off, C.navy]);
  out += `<path d="${edge}" transform="translate(${f(b.w * 0.035)} 0)" stroke="${stitchCol}" stroke-width="${f(b.u * 0.008)}" fill="none" stroke-dasharray="${f(
    b.u * 0.028,
  )} ${f(b.u * 0.018)}" stroke-linecap="round"/>`;
  // needle with thread, resting at the lower end of the seam
  const nx = x0 + b.w * 0.035;
  const ny = b.y + b.h * 0.62;
  const len = b.u * 0.42;
  const rot = r.range(-40, -20);
  const [ex, ey] = [
    nx + Math.cos((rot * Math.PI) / 180) * len * 0.9,
    ny + Math.sin((rot * Math.PI) / 180) * len * 0.9,
  ];
  const spX = b.x + b.w * 0.82;
  const spY = b.y + b.h * 0.9;
  out += `<path d="${smooth([
    [ex, ey],
    [ex + b.w * 0.06, ey - b.h * 0.1],
    [spX - b.w * 0.02, spY - b.h * 0.55],
    [spX, spY - b.h * 0.3],
  ])}" stroke="${stitchCol}" stroke-width="2.5" fill="none"/>`;
  out += needle(nx, ny, len, rot, s);
  out += spool(s, spX, spY, b.u * 0.22, b.u * 0.3, stitchCol, r.pick([C.kraft, C.navy3, C.slate2]));
  return out;
}

function sceneSustain(s, r, b, th0) {
  const th = th0;
  let out = background(s, b, th, r);
  const sunX = b.x + b.w * r.range(0.6, 0.8);
  const sunY = b.y + b.h * r.range(0.3, 0.4);
  out += circle(sunX, sunY, b.u * 0.3, th.dark ? C.saff : C.saffT, 'opacity="0.9"');
  // circular arrows behind the branch
  const ar = b.u * 0.4;
  const cx = b.x + b.w * 0.5;
  const cy = b.y + b.h * 0.5;
  const ringCol = th.dark ? C.off : C.teal;
  for (const a0 of [20, 200]) {
    out += `<path d="${arcPath(cx, cy, ar, a0, a0 + 140)}" stroke="${ringCol}" stroke-width="${f(b.u * 0.012)}" fill="none" opacity="0.55" stroke-linecap="round"/>`;
    const [hx, hy] = polar(cx, cy, ar, a0 + 140);
    out += `<g transform="translate(${f(hx)} ${f(hy)}) rotate(${a0 + 140})"><path d="M0,0 l${f(-b.u * 0.035)},${f(-b.u * 0.03)} M0,0 l${f(
      -b.u * 0.035,
    )},${f(b.u * 0.03)}" stroke="${ringCol}" stroke-width="${f(b.u * 0.012)}" stroke-linecap="round" opacity="0.55"/></g>`;
  }
  // branch
  const p0 = [b.x + b.w * 0.18, b.y + b.h * 0.95];
  const p1 = [b.x + b.w * 0.35, b.y + b.h * r.range(0.5, 0.7)];
  const p2 = [b.x + b.w * 0.55, b.y + b.h * r.range(0.25, 0.45)];
  const p3 = [b.x + b.w * 0.82, b.y + b.h * r.range(0.15, 0.3)];
  const bez = (t) => {
    const u = 1 - t;
    return [0, 1].map(
      (i) => u * u * u * p0[i] + 3 * u * u * t * p1[i] + 3 * u * t * t * p2[i] + t * t * t * p3[i],
    );
  };
  const stemCol = th.dark ? C.off : C.navy;
  out += `<path d="M${f(p0[0])},${f(p0[1])} C${f(p1[0])},${f(p1[1])} ${f(p2[0])},${f(p2[1])} ${f(p3[0])},${f(p3[1])}" stroke="${stemCol}" stroke-width="${f(
    b.u * 0.012,
  )}" fill="none" stroke-linecap="round"/>`;
  const leafCols = th.dark
    ? [C.tealT, C.off, C.saff2, '#9ED3CB']
    : [C.teal, C.teal2, '#0E6A63', C.navy3];
  const n = 9;
  for (let i = 1; i <= n; i++) {
    const t = i / (n + 1);
    const [x, y] = bez(t);
    const [x2, y2] = bez(t + 0.01);
    const ang = (Math.atan2(y2 - y, x2 - x) * 180) / Math.PI + 90;
    const side = i % 2 ? 1 : -1;
    const L = b.u * r.range(0.14, 0.22) * (1 - t * 0.35);
    out += leaf(
      x,
      y,
      L,
      L * 0.5,
      ang + side * r.range(45, 70),
      leafCols[i % leafCols.length],
      th.dark ? C.teal : C.off,
    );
  }
  const [ex, ey] = bez(1);
  out += cottonBoll(ex, ey - b.u * 0.02, b.u * 0.07, th.dark ? C.navy : C.teal);
  const [mx, my] = bez(0.52);
  out += cottonBoll(mx + b.u * 0.02, my - b.u * 0.05, b.u * 0.05, th.dark ? C.navy : C.teal);
  return out;
}

function sceneSpools(s, r, b, th) {
  let out = background(s, b, th, r);
  const ground = b.y + b.h * 0.78;
  out += rect(b.x, ground, b.w, b.h, th.ground);
  const n = r.int(4, 6);
  const cols = r.shuffle(
    [C.saff, C.teal, C.navy3, C.off, C.teal2, C.saff2, C.slate, C.navy].filter(
      (c) => c !== th.bg[0],
    ),
  );
  const w = Math.min(b.u * 0.22, (b.w * 0.62) / n);
  for (let i = 0; i < n; i++) {
    const cx = b.x + b.w * 0.08 + w * 0.6 + i * w * 1.15;
    const h = w * r.range(1.15, 1.5);
    const col = cols[i % cols.length];
    const wy = b.y + b.h * (0.3 + i * 0.05);
    out += `<path d="${smooth([
      [cx + w * 0.3, ground - h * 0.5],
      [cx + w * 0.9, ground - h * 0.2],
      [b.x + b.w * 0.7, wy + b.h * 0.08],
      [b.x + b.w * 0.86, wy - b.h * 0.05],
      [b.x + b.w + 20, wy + b.h * 0.03],
    ])}" stroke="${col}" stroke-width="${f(b.u * 0.006)}" fill="none"/>`;
    out += spool(s, cx, ground + b.h * 0.04, w, h, col, r.pick([C.kraft, C.kraft, C.slate2]));
  }
  return out;
}

function sceneHoop(s, r, b, th) {
  const linen = s.pattern(
    12,
    12,
    rect(0, 0, 12, 12, th.bg[0]) +
      rect(0, 0, 12, 2, '#fff', `opacity="${th.dark ? 0.05 : 0.25}"`) +
      rect(0, 0, 2, 12, '#000', 'opacity="0.04"'),
  );
  let out = rect(b.x, b.y, b.w, b.h, linen);
  out += rect(
    b.x,
    b.y,
    b.w,
    b.h,
    s.rad(
      [
        [0, '#fff', 0.1],
        [1, '#000', 0.25],
      ],
      0.5,
      0.5,
      0.8,
    ),
  );
  const R = b.u * 0.38;
  const cx = b.x + b.w * r.range(0.35, 0.62);
  const cy = b.y + b.h * 0.53;
  out += circle(cx + 10, cy + 14, R + 16, '#000', 'opacity="0.22"');
  out += circle(cx, cy, R, C.off);
  out += circle(
    cx,
    cy,
    R,
    s.pattern(10, 10, rect(0, 0, 10, 10, C.off) + rect(0, 0, 10, 1.5, C.slateT)),
  );
  // cross-stitch motif
  const g = R / 11;
  const motif = r.int(0, 3);
  const colsA = [C.teal, C.saff, C.navy, C.teal2];
  let xs = '';
  const byCol = {};
  for (let i = -10; i <= 10; i++)
    for (let j = -10; j <= 10; j++) {
      const x = i * g;
      const y = j * g;
      const d = Math.hypot(x, y);
      if (d > R * 0.78) continue;
      let col = null;
      const md = Math.abs(i) + Math.abs(j);
      if (motif === 0) col = md % 4 === 0 ? colsA[(md / 4) % 3] : null;
      else if (motif === 1) {
        const th2 = Math.atan2(y, x);
        const pr = R * 0.72 * Math.abs(Math.cos(3 * th2));
        col = d < pr ? (d < R * 0.25 ? C.saff : C.teal) : null;
      } else if (motif === 2) {
        const hx = x / (R * 0.62);
        const hy = -y / (R * 0.62) + 0.2;
        const v = (hx * hx + hy * hy - 1) ** 3 - hx * hx * hy * hy * hy;
        col = v < 0 ? (j < -2 ? C.saff : C.teal) : null;
      } else
        col = Math.abs(i) === Math.abs(j) || i === 0 || j === 0 ? (md < 8 ? C.saff : C.navy) : null;
      if (!col) continue;
      const p = g * 0.36;
      byCol[col] =
        (byCol[col] || '') +
        `M${f(cx + x - p)},${f(cy + y - p)} l${f(2 * p)},${f(2 * p)} M${f(cx + x + p)},${f(cy + y - p)} l${f(-2 * p)},${f(2 * p)} `;
    }
  for (const [col, d] of Object.entries(byCol))
    xs += `<path d="${d}" stroke="${col}" stroke-width="${f(g * 0.26)}" stroke-linecap="round"/>`;
  out += xs;
  const wood = s.lin(
    [
      [0, '#E8CFA0'],
      [1, '#B98E55'],
    ],
    [0, 0, 1, 1],
  );
  out += circle(cx, cy, R + 8, 'none', `stroke="${wood}" stroke-width="20"`);
  out += circle(cx, cy, R + 8, 'none', `stroke="#8C6A3D" stroke-width="1.5" opacity="0.5"`);
  out +=
    rect(cx - 18, cy - R - 36, 36, 26, wood, 'rx="4"') +
    rect(cx - 6, cy - R - 54, 12, 22, C.slate2, 'rx="3"');
  // needle resting beside the hoop
  out += needle(cx + R * 0.8, cy + R * 0.95, R * 0.9, r.range(-30, -10), s);
  return out;
}

function scenePrint(s, r, b, th) {
  let out = background(s, b, th, r);
  const sp = b.u / 22;
  const dot = r.pick(th.cols.filter((c) => c !== th.bg[0]));
  let dots = '';
  const ang = r.range(0, Math.PI);
  for (let y = b.y + sp / 2; y < b.y + b.h; y += sp)
    for (let x = b.x + sp / 2; x < b.x + b.w; x += sp) {
      const t = ((x - b.x) / b.w) * Math.cos(ang) + ((y - b.y) / b.h) * Math.sin(ang);
      const rr = sp * 0.45 * Math.max(0, Math.min(1, 0.5 + 0.9 * Math.sin(t * 3)));
      if (rr > 1.2)
        dots += `M${f(x - rr)},${f(y)} a${f(rr)},${f(rr)} 0 1 0 ${f(2 * rr)},0 a${f(rr)},${f(rr)} 0 1 0 ${f(-2 * rr)},0 `;
    }
  out += `<path d="${dots}" fill="${dot}" opacity="0.55"/>`;
  // screen frame
  const fw = b.w * 0.46;
  const fh = b.h * 0.62;
  const fx = b.x + b.w * r.range(0.1, 0.2);
  const fy = b.y + b.h * 0.18;
  const rot = r.range(-6, 6);
  const mesh = s.pattern(
    8,
    8,
    rect(0, 0, 8, 8, '#F4F1EA') +
      rect(0, 0, 8, 1, C.slate2, 'opacity="0.5"') +
      rect(0, 0, 1, 8, C.slate2, 'opacity="0.5"'),
  );
  const ink = r.pick([C.saff, C.teal, C.navy]);
  const motif = [];
  for (let k = 0; k < 3; k++)
    motif.push(
      circle(
        fx + fw * (0.3 + k * 0.2),
        fy + fh * 0.5,
        fh * (0.2 - k * 0.03),
        ink,
        `opacity="${0.9 - k * 0.2}"`,
      ),
    );
  out += `<g transform="rotate(${f(rot)} ${f(fx + fw / 2)} ${f(fy + fh / 2)})">${rect(fx + 12, fy + 16, fw, fh, '#000', 'opacity="0.22"')}${rect(
    fx,
    fy,
    fw,
    fh,
    mesh,
  )}${motif.join('')}${rect(fx, fy, fw, fh, 'none', `stroke="${C.navy3}" stroke-width="${f(b.u * 0.03)}"`)}</g>`;
  // squeegee resting across the lower part of the screen, ink pooled along its blade
  const qw = fw * 0.8;
  const qh = b.u * 0.07;
  const qx = fx + fw * 0.32;
  const qy = fy + fh * 0.74;
  const wood = s.lin(
    [
      [0, tint(C.kraft, 0.3)],
      [1, shade(C.kraft, 0.25)],
    ],
    [0, 0, 0, 1],
  );
  out += `<g transform="rotate(${f(rot + r.range(-10, -4))} ${f(qx + qw / 2)} ${f(qy)})">${rect(qx + 8, qy + 10, qw, qh * 1.5, '#000', 'rx="8" opacity="0.25"')}${rect(
    qx - qw * 0.04,
    qy + qh * 0.9,
    qw * 1.08,
    qh * 0.55,
    ink,
    `rx="${f(qh * 0.27)}"`,
  )}${rect(qx, qy + qh * 0.85, qw, qh * 0.32, '#2B2F36', 'rx="2"')}${rect(qx, qy - qh * 0.1, qw, qh, wood, `rx="${f(qh * 0.3)}"`)}${rect(
    qx + qw * 0.05,
    qy + qh * 0.12,
    qw * 0.9,
    qh * 0.12,
    '#fff',
    'rx="2" opacity="0.3"',
  )}</g>`;
  return out;
}

function sceneFactory(s, r, b, th0) {
  const dusk = r.chance(0.4);
  const th = dusk ? THEMES[0] : th0.dark ? THEMES[4] : th0;
  let out = rect(
    b.x,
    b.y,
    b.w,
    b.h,
    s.lin(
      dusk
        ? [
            [0, C.navy],
            [1, C.navy3],
          ]
        : [
            [0, th.bg[0]],
            [1, C.saffT],
          ],
      [0, 0, 0, 1],
    ),
  );
  out += circle(
    b.x + b.w * r.range(0.15, 0.85),
    b.y + b.h * r.range(0.22, 0.35),
    b.u * 0.12,
    C.saff,
    'opacity="0.95"',
  );
  const hill = (base, amp, col) => {
    const pts = [];
    for (let k = 0; k <= 5; k++)
      pts.push([b.x - 20 + ((b.w + 40) * k) / 5, base + amp * Math.sin(k * 1.4 + r.range(0, 2))]);
    return pathEl(
      `${smooth(pts)} L${f(b.x + b.w + 20)},${f(b.y + b.h)} L${f(b.x - 20)},${f(b.y + b.h)}Z`,
      col,
    );
  };
  out += hill(b.y + b.h * 0.55, b.h * 0.04, dusk ? C.navy2 : C.tealT);
  out += hill(b.y + b.h * 0.62, b.h * 0.03, dusk ? '#123258' : '#B9DAD4');
  const gy = b.y + b.h * 0.8;
  // main shed with saw-tooth roof
  const x0 = b.x + b.w * r.range(0.08, 0.2);
  const teeth = r.int(5, 7);
  const tw = (b.w * 0.5) / teeth;
  const th1 = b.u * 0.1;
  const wallTop = gy - b.u * 0.2;
  let roof = `M${f(x0)},${f(gy)} L${f(x0)},${f(wallTop)}`;
  for (let i = 0; i < teeth; i++)
    roof += ` L${f(x0 + i * tw)},${f(wallTop - th1)} L${f(x0 + (i + 1) * tw)},${f(wallTop)}`;
  roof += ` L${f(x0 + teeth * tw)},${f(gy)}Z`;
  const wall = dusk ? C.off : C.navy;
  out += pathEl(roof, wall);
  for (let i = 0; i < teeth; i++)
    out += rect(
      x0 + i * tw + 2,
      wallTop - th1 + 6,
      5,
      th1 - 8,
      dusk ? C.saff : C.teal2,
      `transform="skewY(0)"`,
    );
  const win = dusk ? C.saff : C.saffT;
  for (let i = 0; i < teeth * 2; i++)
    out += rect(
      x0 + tw * 0.2 + i * tw * 0.5,
      wallTop + b.u * 0.05,
      tw * 0.28,
      b.u * 0.07,
      win,
      'rx="2"',
    );
  // office block with solar panels
  const ox = x0 + teeth * tw + b.w * 0.04;
  const ow = b.w * 0.2;
  const oh = b.u * 0.3;
  out += rect(ox, gy - oh, ow, oh, dusk ? C.tealT : C.teal);
  for (let i = 0; i < 4; i++)
    for (let j = 0; j < 3; j++)
      out += rect(
        ox + ow * 0.1 + i * ow * 0.22,
        gy - oh + oh * 0.15 + j * oh * 0.26,
        ow * 0.14,
        oh * 0.14,
        win,
        'rx="2"',
      );
  for (let i = 0; i < 4; i++)
    out += pathEl(
      `M${f(ox + ow * 0.05 + i * ow * 0.23)},${f(gy - oh)} l${f(ow * 0.05)},${f(-oh * 0.14)} h${f(ow * 0.16)} l${f(-ow * 0.05)},${f(oh * 0.14)}Z`,
      C.navy3,
      `stroke="${C.navyT}" stroke-width="1.5"`,
    );
  // trees
  const tcol = dusk ? C.teal : C.teal2;
  for (let i = 0; i < r.int(4, 7); i++) {
    const tx = b.x + b.w * r.range(0.02, 0.98);
    const tr = b.h * r.range(0.04, 0.065);
    out += rect(tx - 3, gy - tr * 1.6, 6, tr * 1.6, C.navy3) + circle(tx, gy - tr * 1.9, tr, tcol);
  }
  // wind turbine
  const wx = b.x + b.w * r.range(0.8, 0.92);
  const wh = b.u * 0.42;
  out += pathEl(
    `M${f(wx - 4)},${f(gy)} L${f(wx - 1.5)},${f(gy - wh)} h3 L${f(wx + 4)},${f(gy)}Z`,
    dusk ? C.off : C.navy,
  );
  const rot = r.range(0, 120);
  for (let k = 0; k < 3; k++)
    out += `<path d="M0,0 C${f(wh * 0.06)},${f(-wh * 0.1)} ${f(wh * 0.03)},${f(-wh * 0.35)} 0,${f(-wh * 0.42)} C${f(-wh * 0.02)},${f(-wh * 0.3)} ${f(
      -wh * 0.02,
    )},${f(-wh * 0.1)} 0,0Z" fill="${dusk ? C.off : C.navy}" transform="translate(${f(wx)} ${f(gy - wh)}) rotate(${f(rot + k * 120)})"/>`;
  out += rect(b.x, gy, b.w, b.h, dusk ? C.navy2 : th.ground);
  out += rect(b.x, gy, b.w, b.h * 0.015, dusk ? C.teal : C.teal2);
  return out;
}

function scenePeople(s, r, b, th) {
  let out = background(s, b, th, r);
  out += circle(
    b.x + b.w * 0.5,
    b.y + b.h * 0.98,
    b.u * 0.62,
    th.dark ? C.navy3 : C.saffT,
    'opacity="0.6"',
  );
  const cols = th.dark
    ? [C.teal, C.saff, C.off, C.teal2, C.saff2, C.navyT]
    : [C.navy, C.teal, C.saff, C.navy3, C.teal2, C.slate];
  const ground = b.y + b.h + 4;
  const person = (cx, by, h, col) => {
    const w = h * 0.46;
    const top = by - h * 0.55;
    const head = h * 0.15;
    return (
      pathEl(
        `M${f(cx - w / 2)},${f(ground)} L${f(cx - w / 2)},${f(top + w / 2)} A${f(w / 2)},${f(w / 2)} 0 0 1 ${f(cx + w / 2)},${f(top + w / 2)} L${f(cx + w / 2)},${f(ground)}Z`,
        col,
      ) + circle(cx, top - h * 0.03 - head, head, col)
    );
  };
  const order = r.shuffle(cols);
  const front = r.int(3, 4);
  const hf = b.u * r.range(0.54, 0.6);
  const step = hf * 0.5;
  for (let i = 0; i <= front; i++) {
    const x = b.x + b.w / 2 + (i - front / 2) * step;
    out += person(
      x,
      ground - b.u * 0.13,
      hf * 0.86,
      mix(order[(i + 3) % order.length], th.bg[0], 0.4),
    );
  }
  for (let i = 0; i < front; i++) {
    const x = b.x + b.w / 2 + (i - (front - 1) / 2) * step;
    out += person(x, ground, hf * r.range(0.94, 1.04), order[i % order.length]);
  }
  // bunting
  const by = b.y + b.h * 0.12;
  let flags = `<path d="M${f(b.x)},${f(by)} Q${f(b.x + b.w / 2)},${f(by + b.h * 0.1)} ${f(b.x + b.w)},${f(by)}" stroke="${th.ink}" stroke-width="2" fill="none" opacity="0.5"/>`;
  for (let i = 1; i < 14; i++) {
    const t = i / 14;
    const x = b.x + b.w * t;
    const y = by + b.h * 0.2 * t * (1 - t);
    flags += pathEl(`M${f(x - 14)},${f(y)} h28 l-14,30Z`, [C.saff, C.teal, C.off, C.navy3][i % 4]);
  }
  out += flags;
  return out;
}

function sceneWash(s, r, b, th) {
  let out = background(s, b, th, r);
  const R = b.u * 0.4;
  const cx = b.x + b.w * r.range(0.3, 0.7);
  const cy = b.y + b.h * 0.5;
  out += circle(cx + 12, cy + 16, R * 1.18, '#000', 'opacity="0.18"');
  out += circle(
    cx,
    cy,
    R * 1.18,
    s.lin(
      [
        [0, '#F3F5F8'],
        [1, '#AEB8C5'],
      ],
      [0, 0, 1, 1],
    ),
  );
  out += circle(
    cx,
    cy,
    R * 1.02,
    s.lin(
      [
        [0, '#7E8A9A'],
        [1, '#E8ECF1'],
      ],
      [0, 0, 1, 1],
    ),
  );
  out += circle(
    cx,
    cy,
    R * 0.92,
    s.rad(
      [
        [0, C.navy3],
        [1, C.navy],
      ],
      0.4,
      0.35,
      0.8,
    ),
  );
  const clip = s.clip(circle(cx, cy, R * 0.92, '#000'));
  const pts = [];
  for (let k = 0; k <= 6; k++)
    pts.push([
      cx - R + (2 * R * k) / 6,
      cy + R * 0.05 + R * 0.1 * Math.sin(k * 1.5 + r.range(0, 3)),
    ]);
  const water = `${smooth(pts)} L${f(cx + R)},${f(cy + R)} L${f(cx - R)},${f(cy + R)}Z`;
  let inside = pathEl(
    water,
    s.lin(
      [
        [0, C.teal2],
        [1, C.teal],
      ],
      [0, 0, 0, 1],
    ),
    'opacity="0.9"',
  );
  for (const [col, w0] of [
    [C.saff, 0.25],
    [C.off, 0.16],
  ]) {
    const a = r.range(0, 360);
    inside += `<path d="${arcPath(cx, cy, R * (0.45 + w0), a, a + 120)}" stroke="${col}" stroke-width="${f(R * w0 * 0.6)}" fill="none" stroke-linecap="round" opacity="0.9"/>`;
  }
  for (let k = 0; k < 14; k++)
    inside += circle(
      cx + r.range(-R, R) * 0.8,
      cy + r.range(-0.1, 0.8) * R,
      r.range(4, 14),
      'none',
      `stroke="#fff" stroke-width="2" opacity="0.6"`,
    );
  out += `<g clip-path="${clip}">${inside}</g>`;
  out += pathEl(
    `M${f(cx - R * 0.6)},${f(cy - R * 0.55)} A${f(R * 0.8)},${f(R * 0.8)} 0 0 1 ${f(cx + R * 0.1)},${f(cy - R * 0.8)}`,
    'none',
    'stroke="#fff" stroke-width="10" opacity="0.25" stroke-linecap="round"',
  );
  for (let k = 0; k < 5; k++)
    out += drop(
      b.x + b.w * r.range(0.05, 0.95),
      b.y + b.h * r.range(0.15, 0.85),
      b.u * r.range(0.03, 0.06),
      r.pick([C.teal, C.teal2, C.off]),
    );
  return out;
}

const SCENES = {
  knit: sceneKnit,
  cones: sceneCones,
  swatches: sceneSwatches,
  dye: sceneDye,
  sewing: sceneSewing,
  sustain: sceneSustain,
  spools: sceneSpools,
  hoop: sceneHoop,
  print: scenePrint,
  factory: sceneFactory,
  people: scenePeople,
  wash: sceneWash,
};
const TEXTILE = [
  'knit',
  'cones',
  'swatches',
  'dye',
  'sewing',
  'sustain',
  'spools',
  'hoop',
  'print',
];

/**
 * Draws scene `name` into box b. Positions follow the box; sizes follow its
 * unit u (the height, capped for tall boxes so portrait covers stay in scale).
 * `mirror` flips the scene left to right for variety.
 */
function drawScene(s, name, seed, b0, themeIndex, mirror = false) {
  const r = prng(seed);
  const th = THEMES[themeIndex % THEMES.length];
  const b = { ...b0, u: Math.min(b0.h, b0.w * 0.75) };
  const clip = s.clip(rect(b.x, b.y, b.w, b.h, '#000'));
  const flip = mirror ? ` transform="translate(${f(2 * b.x + b.w)} 0) scale(-1 1)"` : '';
  return `<g clip-path="${clip}"><g${flip}>${SCENES[name](s, r, b, th)}</g></g>`;
}

/* ------------------------------------------------------------------ */
/* Photographic kinds                                                   */
/* ------------------------------------------------------------------ */

function artwork(kind, n, w, h, sceneList) {
  const s = new Svg(w, h);
  const name = sceneList[(n - 1) % sceneList.length];
  const round = Math.floor((n - 1) / sceneList.length);
  const theme = (n * 3 + round) % THEMES.length;
  s.add(drawScene(s, name, `${kind}-${n}`, { x: 0, y: 0, w, h }, theme, round % 2 === 1));
  return s;
}

const BLOG_SCENES = TEXTILE;
const NEWS_SCENES = [
  'factory',
  'knit',
  'cones',
  'people',
  'dye',
  'sustain',
  'print',
  'sewing',
  'hoop',
  'swatches',
  'spools',
  'wash',
];
const PHOTO_SCENES = [
  'people',
  'factory',
  'wash',
  'sustain',
  'knit',
  'cones',
  'people',
  'wash',
  'sewing',
  'factory',
  'dye',
  'hoop',
];
const VIDEO_SCENES = [
  'knit',
  'factory',
  'dye',
  'cones',
  'people',
  'sewing',
  'wash',
  'sustain',
  'print',
  'spools',
];

function videoPoster(n) {
  const w = 1280;
  const h = 720;
  const s = artwork('video', n, w, h, VIDEO_SCENES);
  s.add(
    rect(
      0,
      0,
      w,
      h,
      s.lin(
        [
          [0, '#000', 0.15],
          [0.35, '#000', 0],
          [0.7, '#000', 0],
          [1, '#000', 0.45],
        ],
        [0, 0, 0, 1],
      ),
    ),
  );
  s.add(
    rect(
      0,
      0,
      w,
      h,
      s.rad(
        [
          [0.55, '#000', 0],
          [1, '#000', 0.35],
        ],
        0.5,
        0.5,
        0.75,
      ),
    ),
  );
  const m = 28;
  const L = 44;
  const corners = `M${m},${m + L} V${m} H${m + L} M${w - m - L},${m} H${w - m} V${m + L} M${w - m},${h - m - L} V${h - m} H${w - m - L} M${m + L},${h - m} H${m} V${h - m - L}`;
  s.add(
    `<path d="${corners}" stroke="#fff" stroke-width="4" fill="none" opacity="0.75" stroke-linecap="round"/>`,
  );
  s.add(rect(m + 26, m + 24, 134, 40, C.saff, 'rx="20"'));
  s.add(circle(m + 48, m + 44, 6, C.navy));
  s.add(text(m + 62, m + 51, 'VIDEO', { size: 19, weight: 700, fill: C.navy, spacing: 2 }));
  return s;
}

/* ------------------------------------------------------------------ */
/* Client logos (fictional brands)                                      */
/* ------------------------------------------------------------------ */

const INK = C.ink;
const INK2 = '#767C86';

/** Places a mark of width mw left of a text block of width tw, centred in the canvas. */
const rowStart = (W, mw, gap, tw) => (W - (mw + gap + tw)) / 2;

const LOGOS = [
  // 1 NORDLYS: wide bold caps under three aurora arcs
  (s, W) => {
    const sz = fitSize('NORDLYS', 250, 44, 700, 10);
    let o = '';
    for (let k = 0; k < 3; k++)
      o += `<path d="${arcPath(W / 2, 78, 16 + k * 12, -62, 62)}" stroke="${k === 1 ? INK2 : INK}" stroke-width="4.5" fill="none" stroke-linecap="round"/>`;
    return (
      o +
      text(W / 2 + 5, 122, 'NORDLYS', {
        size: sz,
        weight: 700,
        fill: INK,
        anchor: 'middle',
        spacing: 10,
      })
    );
  },
  // 2 Atelier Vale: light, spaced, thin ring monogram
  (s, W, H) => {
    const tw = textWidth('Atelier Vale', 34, 300, 1);
    const x = rowStart(W, 56, 16, tw);
    return (
      circle(x + 28, H / 2, 27, 'none', `stroke="${INK}" stroke-width="2"`) +
      text(x + 28, H / 2 + 9, 'V', { size: 26, weight: 300, fill: INK, anchor: 'middle' }) +
      text(x + 72, H / 2 + 12, 'Atelier Vale', { size: 34, weight: 300, fill: INK, spacing: 1 })
    );
  },
  // 3 KOVA: heavy tight caps with a cut square
  (s, W, H) => {
    const tw = textWidth('KOVA', 64, 800, -2);
    const x = rowStart(W, 54, 18, tw);
    return (
      pathEl(`M${x},${H / 2 - 27} h54 v34 l-20,20 h-34Z`, INK) +
      text(x + 72, H / 2 + 23, 'KOVA', { size: 64, weight: 800, fill: INK, spacing: -2 })
    );
  },
  // 4 Halden & Rowe: two linked rings, mixed case
  (s, W) =>
    circle(W / 2 - 12, 54, 20, 'none', `stroke="${INK}" stroke-width="4"`) +
    circle(W / 2 + 12, 54, 20, 'none', `stroke="${INK2}" stroke-width="4"`) +
    text(W / 2, 128, 'Halden & Rowe', {
      size: fitSize('Halden & Rowe', 290, 34, 600),
      weight: 600,
      fill: INK,
      anchor: 'middle',
    }),
  // 5 MERIDIAN / KNITWEAR: half-disc mark, tagline
  (s, W, H) => {
    const sz = fitSize('MERIDIAN', 220, 40, 700, 4);
    const tw = textWidth('MERIDIAN', sz, 700, 4);
    const x = rowStart(W, 50, 16, tw);
    return (
      pathEl(`M${x},${H / 2 + 8} a25,25 0 0 1 50,0Z`, INK) +
      rect(x, H / 2 + 14, 50, 4, INK) +
      text(x + 66, H / 2 + 4, 'MERIDIAN', { size: sz, weight: 700, fill: INK, spacing: 4 }) +
      text(x + 68, H / 2 + 30, 'KNITWEAR', { size: 15, weight: 400, fill: INK2, spacing: 7 })
    );
  },
  // 6 lumen/wear: lowercase bold with a grey slash
  (s, W, H) => {
    const sz = 46;
    return `<text x="${W / 2}" y="${H / 2 + 16}" font-family="${FONT}" font-size="${sz}" text-anchor="middle" fill="${INK}"><tspan font-weight="700">lumen</tspan><tspan font-weight="300" fill="${INK2}">/</tspan><tspan font-weight="400">wear</tspan></text>`;
  },
  // 7 Oakridge Supply Co.: mountain triangles, two lines
  (s, W, H) => {
    const tw = textWidth('Oakridge', 40, 700);
    const x = rowStart(W, 64, 16, tw);
    return (
      pathEl(`M${x},${H / 2 + 22} l22,-40 l14,24 l8,-12 l20,28Z`, INK) +
      text(x + 80, H / 2 + 4, 'Oakridge', { size: 40, weight: 700, fill: INK }) +
      text(x + 82, H / 2 + 30, 'SUPPLY CO.', { size: 15, weight: 600, fill: INK2, spacing: 5 })
    );
  },
  // 8 FJELL: chevron over heavy spaced caps
  (s, W) =>
    pathEl(
      `M${W / 2 - 34},70 l34,-28 l34,28`,
      'none',
      `stroke="${INK}" stroke-width="7" stroke-linejoin="round" stroke-linecap="round"`,
    ) +
    text(W / 2 + 8, 128, 'FJELL', {
      size: 54,
      weight: 800,
      fill: INK,
      anchor: 'middle',
      spacing: 16,
    }),
  // 9 corvo studio: diamond, light lowercase
  (s, W, H) => {
    const tw = textWidth('corvo studio', 36, 300);
    const x = rowStart(W, 34, 18, tw);
    return (
      pathEl(`M${x + 17},${H / 2 - 20} l17,20 l-17,20 l-17,-20Z`, INK) +
      `<text x="${x + 52}" y="${H / 2 + 12}" font-family="${FONT}" font-size="36" fill="${INK}" xml:space="preserve"><tspan font-weight="700">corvo</tspan><tspan font-weight="300"> studio</tspan></text>`
    );
  },
  // 10 SANDVIK LANE: spaced caps between hairlines
  (s, W, H) => {
    const sz = fitSize('SANDVIK LANE', 300, 30, 400, 6);
    return (
      rect(40, 60, W - 80, 2, INK) +
      text(W / 2 + 3, H / 2 + sz * 0.36, 'SANDVIK LANE', {
        size: sz,
        weight: 400,
        fill: INK,
        anchor: 'middle',
        spacing: 6,
      }) +
      rect(40, 118, W - 80, 2, INK)
    );
  },
  // 11 Petra Mode: italic with a pebble
  (s, W, H) => {
    const tw = textWidth('Petra Mode', 36, 700) * 0.92;
    const x = rowStart(W, 40, 14, tw);
    return (
      `<ellipse cx="${x + 20}" cy="${H / 2 - 2}" rx="20" ry="15" fill="${INK}" transform="rotate(-18 ${x + 20} ${H / 2})"/>` +
      text(x + 54, H / 2 + 12, 'Petra Mode', { size: 36, weight: 700, fill: INK, style: 'italic' })
    );
  },
  // 12 ARVEN: heavy caps beside a thick ring
  (s, W, H) => {
    const tw = textWidth('ARVEN', 56, 800, 2);
    const x = rowStart(W, 52, 16, tw);
    return (
      circle(x + 26, H / 2, 21, 'none', `stroke="${INK}" stroke-width="10"`) +
      text(x + 68, H / 2 + 20, 'ARVEN', { size: 56, weight: 800, fill: INK, spacing: 2 })
    );
  },
  // 13 Tidewell: waves mark
  (s, W, H) => {
    const tw = textWidth('Tidewell', 46, 600);
    const x = rowStart(W, 52, 14, tw);
    let o = '';
    for (let k = 0; k < 3; k++)
      o += `<path d="M${x},${H / 2 - 12 + k * 12} q13,-10 26,0 t26,0" stroke="${k === 1 ? INK2 : INK}" stroke-width="5" fill="none" stroke-linecap="round"/>`;
    return o + text(x + 66, H / 2 + 16, 'Tidewell', { size: 46, weight: 600, fill: INK });
  },
  // 14 BRAMBLE & CO.: boxed two-line stamp
  (s, W, H) =>
    rect(70, 38, W - 140, H - 76, 'none', `stroke="${INK}" stroke-width="3"`) +
    rect(78, 46, W - 156, H - 92, 'none', `stroke="${INK}" stroke-width="1"`) +
    text(W / 2 + 3, H / 2 + 2, 'BRAMBLE', {
      size: 30,
      weight: 700,
      fill: INK,
      anchor: 'middle',
      spacing: 5,
    }) +
    text(W / 2 + 2, H / 2 + 28, '& CO. · 1987', {
      size: 15,
      weight: 400,
      fill: INK2,
      anchor: 'middle',
      spacing: 4,
    }),
  // 15 KESTREL ACTIVE: italic heavy with speed slashes
  (s, W, H) => {
    const sz = fitSize('KESTREL', 220, 50, 800, 1);
    const tw = textWidth('KESTREL', sz, 800, 1);
    const x = rowStart(W, 48, 12, tw);
    return (
      pathEl(
        `M${x + 16},${H / 2 - 22} h32 l-10,14 h-32Z M${x + 8},${H / 2 - 2} h32 l-10,14 h-32Z`,
        INK,
      ) +
      text(x + 62, H / 2 + 8, 'KESTREL', {
        size: sz,
        weight: 800,
        fill: INK,
        style: 'italic',
        spacing: 1,
      }) +
      text(x + 64, H / 2 + 32, 'ACTIVE', {
        size: 15,
        weight: 700,
        fill: INK2,
        style: 'italic',
        spacing: 8,
      })
    );
  },
  // 16 fernhill kids: leaf and rounded lowercase
  (s, W, H) => {
    const tw = textWidth('fernhill', 44, 700);
    const x = rowStart(W, 40, 12, tw);
    return (
      leaf(x + 20, H / 2 + 24, 52, 30, 18, INK, '#fff') +
      text(x + 52, H / 2 + 10, 'fernhill', { size: 44, weight: 700, fill: INK }) +
      text(x + 54 + tw - textWidth('kids', 16, 700, 3), H / 2 + 36, 'kids', {
        size: 16,
        weight: 700,
        fill: INK2,
        spacing: 3,
      })
    );
  },
];

function clientLogo(n) {
  const W = 360;
  const H = 180;
  const s = new Svg(W, H);
  s.add(rect(0, 0, W, H, '#FFFFFF'));
  s.add(LOGOS[(n - 1) % LOGOS.length](s, W, H));
  return s;
}

/* ------------------------------------------------------------------ */
/* Awards                                                               */
/* ------------------------------------------------------------------ */

// The same awards as the seed's titles (lib/store/seed/collections.ts), shortened.
const AWARDS = [
  ['Export Trophy Gold', '2019-20', 'cup'],
  ['Green Factory Award', '2020', 'plaque'],
  ['Export Trophy Silver', '2016-17', 'medal'],
  ['Best Compliant Factory', '2018', 'crystal'],
  ['Knitwear Export Excellence', '2022', 'cup'],
  ['Safety and Health', '2023', 'plaque'],
  ['Export Trophy Bronze', '2012-13', 'crystal'],
  ['Best Employer for Women', '2024', 'medal'],
];

function award(n) {
  const W = 358;
  const H = 460;
  const [title, year, kind] = AWARDS[(n - 1) % AWARDS.length];
  const r = prng(`award-${n}`);
  const s = new Svg(W, H);
  const bgPairs = [
    [C.navy, C.navy3],
    [C.teal, '#0B4F4A'],
    [C.navy2, C.navy],
    ['#1B4C6B', C.navy],
  ];
  const [b0, b1] = bgPairs[(n - 1) % bgPairs.length];
  s.add(
    rect(
      0,
      0,
      W,
      H,
      s.lin(
        [
          [0, b1],
          [1, b0],
        ],
        [0, 0, 0.3, 1],
      ),
    ),
  );
  s.add(
    circle(
      W / 2,
      170,
      170,
      s.rad([
        [0, '#fff', 0.22],
        [1, '#fff', 0],
      ]),
    ),
  );
  // rays
  let rays = '';
  for (let k = 0; k < 16; k++) {
    const a = k * 22.5;
    const [x1, y1] = polar(W / 2, 170, 60, a - 4);
    const [x2, y2] = polar(W / 2, 170, 230, a);
    const [x3, y3] = polar(W / 2, 170, 60, a + 4);
    rays += `M${f(x1)},${f(y1)} L${f(x2)},${f(y2)} L${f(x3)},${f(y3)}Z `;
  }
  s.add(pathEl(rays, '#fff', 'opacity="0.05"'));
  const gold = s.lin(
    [
      [0, '#FFE2A8'],
      [0.45, C.saff],
      [1, '#B8731A'],
    ],
    [0, 0, 1, 1],
  );
  const goldV = s.lin(
    [
      [0, '#FFE7B8'],
      [1, '#C27E22'],
    ],
    [0, 0, 0, 1],
  );
  const cx = W / 2;
  let art = '';
  // plinth
  art += `<ellipse cx="${cx}" cy="300" rx="92" ry="12" fill="#000" opacity="0.3"/>`;
  art += rect(
    cx - 74,
    262,
    148,
    36,
    s.lin(
      [
        [0, '#23272E'],
        [1, '#0F1216'],
      ],
      [0, 0, 0, 1],
    ),
    'rx="3"',
  );
  art += rect(
    cx - 58,
    242,
    116,
    22,
    s.lin(
      [
        [0, '#30353D'],
        [1, '#181B20'],
      ],
      [0, 0, 0, 1],
    ),
    'rx="2"',
  );
  art += rect(cx - 40, 272, 80, 16, goldV, 'rx="2"');
  if (kind === 'cup') {
    art += pathEl(
      `M${cx - 62},70 h124 c0,62 -22,98 -52,108 v24 h-20 v-24 c-30,-10 -52,-46 -52,-108Z`,
      gold,
    );
    art += pathEl(
      `M${cx - 62},84 c-40,0 -40,58 6,70 M${cx + 62},84 c40,0 40,58 -6,70`,
      'none',
      `stroke="${C.saff}" stroke-width="9" stroke-linecap="round"`,
    );
    art +=
      rect(cx - 40, 210, 80, 14, goldV, 'rx="3"') + rect(cx - 50, 224, 100, 18, gold, 'rx="3"');
    art += `<ellipse cx="${cx}" cy="70" rx="62" ry="10" fill="#FFE9BF"/>`;
    art += pathEl(
      `M${cx - 44},92 c2,40 10,62 26,76`,
      'none',
      'stroke="#fff" stroke-width="6" opacity="0.45" stroke-linecap="round"',
    );
    const [sx, sy] = [cx, 128];
    let star = '';
    for (let k = 0; k < 10; k++) {
      const [px, py] = polar(sx, sy, k % 2 ? 10 : 24, k * 36);
      star += `${k ? 'L' : 'M'}${f(px)},${f(py)} `;
    }
    art += pathEl(`${star}Z`, '#fff', 'opacity="0.85"');
  } else if (kind === 'plaque') {
    art = '';
    art += rect(cx - 108, 52, 216, 252, '#000', 'rx="10" opacity="0.3" transform="translate(6 8)"');
    art += rect(
      cx - 108,
      52,
      216,
      252,
      s.lin(
        [
          [0, '#3A2A1C'],
          [1, '#20160E'],
        ],
        [0, 0, 1, 1],
      ),
      'rx="10"',
    );
    art += rect(cx - 88, 72, 176, 212, gold, 'rx="4"');
    art += rect(
      cx - 80,
      80,
      160,
      196,
      'none',
      `stroke="#8A5A12" stroke-width="1.5" opacity="0.6" rx="2"`,
    );
    art += circle(cx, 150, 42, 'none', `stroke="#8A5A12" stroke-width="3"`);
    art += leaf(cx, 178, 62, 36, 0, '#8A5A12', '#FFE2A8');
    for (let k = 0; k < 3; k++)
      art += rect(
        cx - 56 + k * 6,
        218 + k * 16,
        112 - k * 12,
        6,
        '#8A5A12',
        'rx="3" opacity="0.55"',
      );
    for (const [x, y] of [
      [cx - 96, 62],
      [cx + 96, 62],
      [cx - 96, 294],
      [cx + 96, 294],
    ])
      art += circle(x, y, 4, '#C9A15A');
  } else if (kind === 'medal') {
    art = '';
    art += pathEl(`M${cx - 54},40 L${cx - 16},40 L${cx + 16},150 L${cx - 18},150Z`, C.teal);
    art += pathEl(`M${cx + 54},40 L${cx + 16},40 L${cx - 16},150 L${cx + 18},150Z`, C.saff);
    art += pathEl(`M${cx - 30},40 L${cx - 22},40 L${cx + 8},150 h-8Z`, '#fff', 'opacity="0.35"');
    art += circle(cx + 5, 213, 80, '#000', 'opacity="0.25"');
    art += circle(cx, 206, 80, gold);
    art += circle(cx, 206, 64, 'none', `stroke="#FFF1D2" stroke-width="3" opacity="0.8"`);
    let laurel = '';
    for (let k = 0; k < 7; k++) {
      const a = 200 + k * 18;
      const [lx, ly] = polar(cx, 206, 50, a);
      laurel += leaf(lx, ly, 22, 11, a - 120, '#9A6418', '#FFE2A8');
      const [rx2, ry2] = polar(cx, 206, 50, 160 - k * 18);
      laurel += leaf(rx2, ry2, 22, 11, 160 - k * 18 + 120, '#9A6418', '#FFE2A8');
    }
    art += laurel;
    art += text(cx, 222, '1', { size: 46, weight: 700, fill: '#8A5A12', anchor: 'middle' });
  } else {
    // crystal star trophy
    art += rect(
      cx - 10,
      200,
      20,
      44,
      s.lin(
        [
          [0, '#DDE8F0'],
          [1, '#8FA3B6'],
        ],
        [0, 0, 1, 0],
      ),
    );
    let star = '';
    for (let k = 0; k < 10; k++) {
      const [px, py] = polar(cx, 128, k % 2 ? 40 : 92, k * 36);
      star += `${k ? 'L' : 'M'}${f(px)},${f(py)} `;
    }
    art += pathEl(
      `${star}Z`,
      s.lin(
        [
          [0, '#FFFFFF', 0.95],
          [0.5, '#BFE3DE', 0.85],
          [1, '#6FB8AE', 0.9],
        ],
        [0, 0, 1, 1],
      ),
      `stroke="#fff" stroke-width="2"`,
    );
    let facets = '';
    for (let k = 0; k < 10; k += 2) {
      const [px, py] = polar(cx, 128, 92, k * 36);
      facets += `M${cx},128 L${f(px)},${f(py)} `;
    }
    art += `<path d="${facets}" stroke="#fff" stroke-width="2" opacity="0.7"/>`;
    art += circle(cx - 22, 98, 5, '#fff', 'opacity="0.9"');
  }
  s.add(art);
  // title
  const sz = fitSize(title, 300, 26, 700);
  s.add(rect(40, 336, W - 80, 2, C.saff, 'opacity="0.8"'));
  s.add(text(W / 2, 378, title, { size: sz, weight: 700, fill: C.off, anchor: 'middle' }));
  s.add(
    text(W / 2, 414, year, { size: 22, weight: 400, fill: C.saff, anchor: 'middle', spacing: 6 }),
  );
  s.add(
    rect(12, 12, W - 24, H - 24, 'none', `stroke="#fff" stroke-width="1.5" opacity="0.2" rx="4"`),
  );
  r.next();
  return s;
}

/* ------------------------------------------------------------------ */
/* Certificates                                                         */
/* ------------------------------------------------------------------ */

const CERTS = [
  ['OEKO-TEX', 'STANDARD 100'],
  ['GOTS', 'Global Organic Textile Standard'],
  ['ISO 14001', 'Environmental Management'],
  ['amfori BSCI', 'Social Compliance Audit'],
  ['WRAP', 'Worldwide Responsible Accredited Production'],
  ['Higg FEM', 'Facility Environmental Module'],
  ['ZDHC', 'Wastewater Guidelines'],
  ['Bluesign', 'System Partner'],
  ['SEDEX', 'SMETA Four-Pillar Audit'],
  ['LEED Platinum', 'Green Building Certification'],
  ['GRS', 'Global Recycled Standard'],
  ['OCS', 'Organic Content Standard'],
  ['ISO 45001', 'Occupational Health & Safety'],
  ['Better Work', 'Factory Assessment'],
  ['ACCORD', 'Fire & Building Safety'],
  ['SLCP', 'Converged Assessment'],
  ['Fair Trade', 'Certified Factory'],
  ['ISO 9001', 'Quality Management'],
];

function sealPath(cx, cy, R, points) {
  let d = '';
  for (let k = 0; k < points * 2; k++) {
    const [x, y] = polar(cx, cy, k % 2 ? R * 0.9 : R, (k * 180) / points);
    d += `${k ? 'L' : 'M'}${f(x)},${f(y)} `;
  }
  return `${d}Z`;
}

function certificate(n) {
  const W = 600;
  const H = 848;
  const [heading, sub] = CERTS[(n - 1) % CERTS.length];
  const r = prng(`cert-${n}`);
  const accents = [C.navy, C.teal, '#7A5418', C.navy3];
  const acc = accents[(n - 1) % accents.length];
  const s = new Svg(W, H);
  s.add(rect(0, 0, W, H, '#FCFBF7'));
  // guilloche watermark
  let g = '';
  const gk = r.int(9, 14);
  for (let i = 0; i < 7; i++) {
    let d = '';
    for (let k = 0; k <= 180; k++) {
      const t = (k / 180) * Math.PI * 2;
      const rr = 130 + i * 9 + 12 * Math.sin(gk * t + i * 0.6);
      d += `${k ? 'L' : 'M'}${f(W / 2 + rr * Math.cos(t))},${f(480 + rr * Math.sin(t))}`;
    }
    g += `<path d="${d}Z" fill="none" stroke="${acc}" stroke-width="1" opacity="0.07"/>`;
  }
  s.add(g);
  // borders and corner ornaments
  s.add(rect(18, 18, W - 36, H - 36, 'none', `stroke="${acc}" stroke-width="6"`));
  s.add(rect(32, 32, W - 64, H - 64, 'none', `stroke="${C.saff}" stroke-width="1.5"`));
  s.add(rect(38, 38, W - 76, H - 76, 'none', `stroke="${acc}" stroke-width="0.8" opacity="0.5"`));
  for (const [x, y] of [
    [32, 32],
    [W - 32, 32],
    [32, H - 32],
    [W - 32, H - 32],
  ])
    s.add(pathEl(`M${x},${y - 12} l12,12 l-12,12 l-12,-12Z`, acc));
  // emblem
  const ey = 128;
  s.add(pathEl(sealPath(W / 2, ey, 54, 24), acc));
  s.add(circle(W / 2, ey, 42, 'none', `stroke="#fff" stroke-width="2"`));
  const icon = (n - 1) % 4;
  if (icon === 0)
    s.add(
      `<path d="M${W / 2 - 18},${ey} l12,13 l24,-26" stroke="#fff" stroke-width="7" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  else if (icon === 1) s.add(leaf(W / 2, ey + 24, 48, 28, 0, '#fff', acc));
  else if (icon === 2)
    s.add(
      circle(W / 2, ey, 22, 'none', 'stroke="#fff" stroke-width="3"') +
        `<ellipse cx="${W / 2}" cy="${ey}" rx="10" ry="22" fill="none" stroke="#fff" stroke-width="3"/>` +
        rect(W / 2 - 22, ey - 1.5, 44, 3, '#fff'),
    );
  else {
    let st = '';
    for (let k = 0; k < 10; k++) {
      const [px, py] = polar(W / 2, ey, k % 2 ? 9 : 22, k * 36);
      st += `${k ? 'L' : 'M'}${f(px)},${f(py)} `;
    }
    s.add(pathEl(`${st}Z`, '#fff'));
  }
  s.add(
    text(W / 2 + 4, 230, 'CERTIFICATE', {
      size: 17,
      weight: 400,
      fill: C.slate,
      anchor: 'middle',
      spacing: 8,
    }),
  );
  const hs = fitSize(heading, 440, 58, 700);
  s.add(text(W / 2, 302, heading, { size: hs, weight: 700, fill: C.navy, anchor: 'middle' }));
  const ss = fitSize(sub, 440, 22, 400);
  s.add(
    text(W / 2, 340, sub, {
      size: ss,
      weight: 400,
      fill: acc === C.navy ? C.teal : acc,
      anchor: 'middle',
    }),
  );
  s.add(rect(W / 2 - 50, 364, 100, 3, C.saff));
  s.add(
    text(W / 2, 416, 'This is to certify that', {
      size: 17,
      style: 'italic',
      fill: C.slate,
      anchor: 'middle',
    }),
  );
  s.add(
    text(W / 2 + 3, 462, 'MASCO GROUP', {
      size: 32,
      weight: 700,
      fill: C.navy,
      anchor: 'middle',
      spacing: 3,
    }),
  );
  // faint body lines
  const widths = [420, 380, 400, 300];
  widths.forEach((w, i) =>
    s.add(
      rect(W / 2 - w / 2 + r.range(-6, 6), 500 + i * 24, w, 8, C.slate2, 'rx="4" opacity="0.45"'),
    ),
  );
  s.add(
    text(W / 2, 628, `No. MG-${2015 + ((n * 7) % 10)}-${String(100 + n * 37).padStart(4, '0')}`, {
      size: 14,
      fill: C.slate,
      anchor: 'middle',
      spacing: 2,
    }),
  );
  // signatures
  for (const x0 of [90, 270]) {
    let sig = `M${x0},${722}`;
    for (let k = 0; k < 4; k++)
      sig += ` q${f(r.range(5, 10))},${f(-r.range(14, 28))} ${f(r.range(12, 18))},0 t${f(r.range(6, 12))},${f(r.range(-5, 5))}`;
    s.add(
      `<path d="${sig}" stroke="${C.navy}" stroke-width="2" fill="none" opacity="0.75" stroke-linecap="round"/>`,
    );
    s.add(rect(x0 - 10, 738, 140, 1.5, C.slate2));
    s.add(rect(x0 + 10, 750, 100, 6, C.slate2, 'rx="3" opacity="0.6"'));
  }
  // gold seal with ribbons
  const sx = 480;
  const sy = 722;
  s.add(pathEl(`M${sx - 24},${sy + 20} l-12,62 l18,-12 l12,18 l10,-60Z`, C.teal));
  s.add(pathEl(`M${sx + 24},${sy + 20} l12,62 l-18,-12 l-12,18 l-10,-60Z`, C.navy));
  s.add(
    pathEl(
      sealPath(sx, sy, 50, 30),
      s.lin(
        [
          [0, '#FFE2A8'],
          [0.5, C.saff],
          [1, '#B8731A'],
        ],
        [0, 0, 1, 1],
      ),
    ),
  );
  s.add(circle(sx, sy, 38, 'none', 'stroke="#FFF1D2" stroke-width="2"'));
  s.add(circle(sx, sy, 32, 'none', 'stroke="#A86A1A" stroke-width="1" opacity="0.7"'));
  s.add(
    text(sx, sy + 7, 'MG', {
      size: 20,
      weight: 700,
      fill: '#7A4E12',
      anchor: 'middle',
      spacing: 1,
    }),
  );
  return s;
}

/* ------------------------------------------------------------------ */
/* Covers                                                               */
/* ------------------------------------------------------------------ */

const HEADLINES = [
  'Knitting a greener future',
  'Inside our dye house',
  'People of Masco',
  'Every drop, reused',
  'The art of the stitch',
  'Cotton, traced to the field',
  'Sunlight on every roof',
  'Colour without compromise',
  'Made to last',
  'Skills for tomorrow',
  'From yarn to garment',
  'Twenty-five years of export',
];
const TOPICS = [
  'Sustainability',
  'Dyeing',
  'Our people',
  'Water',
  'Craft',
  'Materials',
  'Energy',
  'Colour',
  'Quality',
  'Training',
  'Process',
  'Export',
];
const COVER_SCENES = [
  'sustain',
  'dye',
  'people',
  'wash',
  'sewing',
  'swatches',
  'factory',
  'print',
  'knit',
  'hoop',
  'cones',
  'spools',
];

/** Issue label shared by covers and PDFs: quarterly publications, half-yearly magazines. */
function issueLabel(kind, n) {
  const year =
    kind === 'publication' ? 2023 + Math.floor((n - 1) / 4) : 2023 + Math.floor((n - 1) / 2);
  return `Issue ${pad(n)} · ${year}`;
}

function cover(kind, n) {
  const W = 600;
  const H = 800;
  const s = new Svg(W, H);
  const idx = kind === 'publication' ? n - 1 : (n * 5 + 3) % HEADLINES.length;
  const headline = HEADLINES[idx];
  const scene = COVER_SCENES[idx];
  const word = kind === 'publication' ? 'QUARTERLY' : 'MAGAZINE';
  if (kind === 'publication') {
    // corporate quarterly: masthead on paper, framed artwork
    const acc = [C.teal, C.saff, C.navy3][(n - 1) % 3];
    s.add(rect(0, 0, W, H, C.off));
    s.add(rect(0, 0, W, 14, acc));
    s.add(text(40, 132, 'MASCO', { size: 118, weight: 800, fill: C.navy, spacing: -3 }));
    s.add(text(44, 176, word, { size: 26, weight: 400, fill: C.slate, spacing: 14.5 }));
    s.add(rect(40, 198, W - 80, 2, C.navy));
    s.add(text(40, 226, issueLabel(kind, n), { size: 17, weight: 700, fill: C.navy }));
    s.add(text(W - 40, 226, TOPICS[idx], { size: 17, weight: 400, fill: C.slate, anchor: 'end' }));
    const box = { x: 40, y: 248, w: W - 80, h: 420 };
    s.add(drawScene(s, scene, `cover-${kind}-${n}`, box, n));
    s.add(rect(box.x, box.y + box.h - 6, box.w, 6, acc));
    const hs = fitSize(headline, W - 80, 34, 700);
    s.add(text(40, 722, headline, { size: hs, weight: 700, fill: C.navy }));
    s.add(text(40, 758, 'Knit composite garments since 1999', { size: 16, fill: C.slate }));
  } else {
    // magazine: full-bleed artwork, masthead over it
    const box = { x: 0, y: 0, w: W, h: H };
    s.add(drawScene(s, scene, `cover-${kind}-${n}`, box, n + 1));
    s.add(
      rect(
        0,
        0,
        W,
        H,
        s.lin(
          [
            [0, C.navy, 0.92],
            [0.3, C.navy, 0.55],
            [0.5, C.navy, 0],
            [0.72, C.navy, 0],
            [1, C.navy, 0.9],
          ],
          [0, 0, 0, 1],
        ),
      ),
    );
    s.add(
      text(W / 2, 128, 'MASCO', {
        size: 124,
        weight: 800,
        fill: C.off,
        anchor: 'middle',
        spacing: -2,
      }),
    );
    s.add(
      text(W / 2 + 9, 172, word, {
        size: 24,
        weight: 700,
        fill: C.saff,
        anchor: 'middle',
        spacing: 18,
      }),
    );
    s.add(rect(W / 2 - 110, 196, 220, 34, C.saff, 'rx="17"'));
    s.add(
      text(W / 2, 219, issueLabel(kind, n), {
        size: 16,
        weight: 700,
        fill: C.navy,
        anchor: 'middle',
        spacing: 1,
      }),
    );
    const words = headline.split(' ');
    let mid = 1;
    for (let k = 1; k < words.length; k++) {
      const longest = (i) =>
        Math.max(words.slice(0, i).join(' ').length, words.slice(i).join(' ').length);
      if (longest(k) < longest(mid)) mid = k;
    }
    const lines =
      headline.length > 14
        ? [words.slice(0, mid).join(' '), words.slice(mid).join(' ')]
        : [headline];
    const hs = Math.min(...lines.map((l) => fitSize(l, W - 100, 50, 800)));
    lines.forEach((l, i) =>
      s.add(
        text(48, H - 60 - (lines.length - 1 - i) * (hs * 1.12), l, {
          size: hs,
          weight: 800,
          fill: C.off,
        }),
      ),
    );
    s.add(rect(48, H - 60 - (lines.length - 1) * hs * 1.12 - hs * 0.75 - 24, 60, 5, C.saff));
  }
  return s;
}

/* ------------------------------------------------------------------ */
/* Authors                                                              */
/* ------------------------------------------------------------------ */

const AUTHORS = [
  ['AR', C.navy, C.off],
  ['NH', C.teal, C.off],
  ['SK', C.saff, C.navy],
  ['TM', C.slate, C.off],
];

function author(n) {
  const [ini, bg, fg] = AUTHORS[(n - 1) % AUTHORS.length];
  const s = new Svg(256, 256);
  s.add(rect(0, 0, 256, 256, tint(bg, 0.82)));
  s.add(
    circle(
      128,
      128,
      128,
      s.lin(
        [
          [0, tint(bg, 0.12)],
          [1, shade(bg, 0.12)],
        ],
        [0, 0, 1, 1],
      ),
    ),
  );
  const clip = s.clip(circle(128, 128, 128, '#000'));
  const deco = [
    circle(228, 236, 110, '#fff', 'opacity="0.1"'),
    circle(20, 30, 70, '#fff', 'opacity="0.08"'),
    circle(128, 128, 128, tint(bg, 0.6), 'opacity="0.12"'),
  ];
  s.add(`<g clip-path="${clip}">${deco[n % 2]}${deco[2 - (n % 2)]}</g>`);
  s.add(
    text(129, 128 + 30, ini, { size: 82, weight: 700, fill: fg, anchor: 'middle', spacing: 2 }),
  );
  return s;
}

/* ------------------------------------------------------------------ */
/* Charts                                                               */
/* ------------------------------------------------------------------ */

function chartFrame(title, subtitle) {
  const s = new Svg(1400, 800);
  s.add(rect(0, 0, 1400, 800, '#FBFAF7'));
  s.add(rect(0, 0, 12, 800, C.navy));
  s.add(text(80, 92, title, { size: 40, weight: 700, fill: C.navy }));
  s.add(text(80, 132, subtitle, { size: 22, fill: C.slate }));
  s.add(
    text(1320, 758, 'MASCO GROUP', {
      size: 16,
      weight: 700,
      fill: C.slate2,
      anchor: 'end',
      spacing: 4,
    }),
  );
  return s;
}

const CHART_DRAW = {
  'business-overview': () => {
    const s = chartFrame('Business overview', 'Export turnover, USD million, 2009–2021');
    const vals = [118, 131, 149, 166, 188, 209, 231, 252, 274, 301, 329, 347, 386];
    const x0 = 170;
    const x1 = 1320;
    const y0 = 680;
    const y1 = 220;
    const max = 400;
    for (let v = 0; v <= max; v += 100) {
      const y = y0 - ((y0 - y1) * v) / max;
      s.add(rect(x0, y, x1 - x0, v ? 1 : 2, v ? C.slateT : C.slate2));
      s.add(text(x0 - 18, y + 7, `${v}`, { size: 18, fill: C.slate, anchor: 'end' }));
    }
    const slot = (x1 - x0) / vals.length;
    const grad = s.lin(
      [
        [0, C.navy3],
        [1, C.navy],
      ],
      [0, 0, 0, 1],
    );
    vals.forEach((v, i) => {
      const h = ((y0 - y1) * v) / max;
      const x = x0 + slot * i + slot * 0.18;
      const bw = slot * 0.64;
      s.add(rect(x, y0 - h, bw, h, i === vals.length - 1 ? C.saff : grad, 'rx="4"'));
      s.add(
        text(x + bw / 2, y0 - h - 12, String(v), {
          size: 17,
          weight: 700,
          fill: C.navy,
          anchor: 'middle',
        }),
      );
      s.add(
        text(x + bw / 2, y0 + 32, String(2009 + i), { size: 18, fill: C.slate, anchor: 'middle' }),
      );
    });
    s.add(rect(1060, 60, 260, 84, C.tealT, 'rx="12"'));
    s.add(text(1084, 112, '3.3×', { size: 40, weight: 700, fill: C.teal }));
    s.add(text(1194, 98, 'growth', { size: 18, fill: C.navy }));
    s.add(text(1194, 122, 'since 2009', { size: 18, fill: C.navy }));
    s.add(text(80, 758, 'Figures rounded. Source: Masco Group.', { size: 16, fill: C.slate2 }));
    return s;
  },
  'export-countries': () => {
    const s = chartFrame('Export destinations', 'Share of export value by region, 2021');
    const data = [
      ['Europe', 62, C.navy],
      ['North America', 18, C.teal],
      ['Asia', 9, C.saff],
      ['Australia', 6, C.slate],
      ['Others', 5, C.slate2],
    ];
    const cx = 400;
    const cy = 450;
    const R = 250;
    const r0 = 150;
    let a = 0;
    for (const [, p, col] of data) {
      const a1 = a + p * 3.6;
      const g = 0.6;
      const [ox0, oy0] = polar(cx, cy, R, a + g);
      const [ox1, oy1] = polar(cx, cy, R, a1 - g);
      const [ix1, iy1] = polar(cx, cy, r0, a1 - g);
      const [ix0, iy0] = polar(cx, cy, r0, a + g);
      const large = a1 - a > 180 ? 1 : 0;
      s.add(
        pathEl(
          `M${f(ox0)},${f(oy0)} A${R},${R} 0 ${large} 1 ${f(ox1)},${f(oy1)} L${f(ix1)},${f(iy1)} A${r0},${r0} 0 ${large} 0 ${f(ix0)},${f(iy0)}Z`,
          col,
        ),
      );
      if (p >= 9) {
        const [lx, ly] = polar(cx, cy, (R + r0) / 2, (a + a1) / 2);
        s.add(
          text(lx, ly + 9, `${p}%`, {
            size: 26,
            weight: 700,
            fill: col === C.saff ? C.navy : '#fff',
            anchor: 'middle',
          }),
        );
      }
      a = a1;
    }
    s.add(text(cx, cy - 8, '62%', { size: 64, weight: 700, fill: C.navy, anchor: 'middle' }));
    s.add(text(cx, cy + 32, 'to Europe', { size: 22, fill: C.slate, anchor: 'middle' }));
    data.forEach(([name, p, col], i) => {
      const y = 250 + i * 96;
      s.add(rect(800, y - 26, 30, 30, col, 'rx="6"'));
      s.add(text(852, y, name, { size: 30, fill: C.navy }));
      s.add(text(1320, y, `${p}%`, { size: 32, weight: 700, fill: C.navy, anchor: 'end' }));
      s.add(rect(852, y + 22, 468, 8, C.slateT, 'rx="4"'));
      s.add(rect(852, y + 22, (468 * p) / 62, 8, col, 'rx="4"'));
    });
    return s;
  },
  'sustainable-clock': () => {
    const s = chartFrame('Sustainability clock', 'Milestones on our way to net zero');
    const cx = 700;
    const cy = 440;
    const R = 220;
    s.add(circle(cx + 6, cy + 10, R + 12, '#000', 'opacity="0.08"'));
    s.add(circle(cx, cy, R + 12, C.navy));
    s.add(
      circle(
        cx,
        cy,
        R,
        s.rad([
          [0, '#FFFFFF'],
          [1, C.off],
        ]),
      ),
    );
    s.add(circle(cx, cy, R * 0.62, C.tealT, 'opacity="0.6"'));
    let ticks = '';
    for (let k = 0; k < 60; k++) {
      const [x0, y0] = polar(cx, cy, R - (k % 5 ? 12 : 26), k * 6);
      const [x1, y1] = polar(cx, cy, R - 6, k * 6);
      ticks += `M${f(x0)},${f(y0)} L${f(x1)},${f(y1)} `;
    }
    s.add(
      `<path d="${ticks}" stroke="${C.navy}" stroke-width="3" stroke-linecap="round" opacity="0.8"/>`,
    );
    const ms = [
      ['2009', 'Effluent treatment plant'],
      ['2011', 'Rainwater harvesting'],
      ['2013', 'LED & energy retrofit'],
      ['2015', 'Rooftop solar'],
      ['2017', 'Organic cotton programme'],
      ['2019', 'Higg FEM verified'],
      ['2021', 'ZDHC wastewater'],
      ['2030', 'Net-zero target'],
    ];
    ms.forEach(([yr, label], i) => {
      const a = i * 45;
      const col = i === ms.length - 1 ? C.saff : C.teal;
      const [dx, dy] = polar(cx, cy, R + 6, a);
      const [lx, ly] = polar(cx, cy, R + 54, a);
      s.add(
        `<path d="M${f(dx)},${f(dy)} L${f(lx)},${f(ly)}" stroke="${C.slate2}" stroke-width="2"/>`,
      );
      s.add(circle(dx, dy, 11, col, 'stroke="#fff" stroke-width="3"'));
      let anchor = 'start';
      let tx = lx + 12;
      let ty = ly;
      if (a === 0) [anchor, tx, ty] = ['middle', lx, ly - 40];
      else if (a === 180) [anchor, tx, ty] = ['middle', lx, ly + 22];
      else if (a > 180) [anchor, tx] = ['end', lx - 12];
      if (a !== 0 && a !== 180) ty = ly - 6;
      s.add(
        text(tx, ty, yr, {
          size: 24,
          weight: 700,
          fill: col === C.saff ? '#C97F14' : C.teal,
          anchor,
        }),
      );
      s.add(text(tx, ty + 26, label, { size: 20, fill: C.navy, anchor }));
    });
    const hand = (deg, len, w, col) => {
      const [x, y] = polar(cx, cy, len, deg);
      return `<path d="M${cx},${cy} L${f(x)},${f(y)}" stroke="${col}" stroke-width="${w}" stroke-linecap="round"/>`;
    };
    s.add(
      text(cx + 2, cy + 66, 'SUSTAINABILITY', {
        size: 15,
        weight: 700,
        fill: C.teal,
        anchor: 'middle',
        spacing: 4,
      }),
    );
    s.add(text(cx, cy + 96, '2009 → 2030', { size: 20, fill: C.slate, anchor: 'middle' }));
    s.add(hand(305, R * 0.5, 12, C.navy));
    s.add(hand(60, R * 0.72, 8, C.navy));
    s.add(circle(cx, cy, 16, C.saff, `stroke="${C.navy}" stroke-width="4"`));
    return s;
  },
  'material-chart': () => {
    const s = chartFrame('Material mix', 'Share of fibre purchased by type, %');
    const series = [
      ['Conventional cotton', C.slate2, [70, 62, 54, 45, 36, 28]],
      ['BCI cotton', C.navy, [18, 21, 24, 26, 28, 29]],
      ['Organic cotton', C.teal, [8, 11, 14, 18, 22, 26]],
      ['Recycled polyester', C.saff, [4, 6, 8, 11, 14, 17]],
    ];
    const x0 = 160;
    const x1 = 900;
    const y0 = 680;
    const y1 = 200;
    for (let v = 0; v <= 100; v += 25) {
      const y = y0 - ((y0 - y1) * v) / 100;
      s.add(rect(x0, y, x1 - x0, v ? 1 : 2, v ? C.slateT : C.slate2));
      s.add(text(x0 - 16, y + 7, `${v}%`, { size: 18, fill: C.slate, anchor: 'end' }));
    }
    const years = [2018, 2019, 2020, 2021, 2022, 2023];
    const slot = (x1 - x0) / years.length;
    years.forEach((yr, i) => {
      let acc = 0;
      const x = x0 + slot * i + slot * 0.16;
      const bw = slot * 0.68;
      for (const [, col, vals] of series) {
        const v = vals[i];
        const yTop = y0 - ((y0 - y1) * (acc + v)) / 100;
        const h = ((y0 - y1) * v) / 100;
        s.add(rect(x, yTop, bw, h - 2, col));
        if (v >= 8)
          s.add(
            text(x + bw / 2, yTop + h / 2 + 7, `${v}`, {
              size: 18,
              weight: 700,
              fill: col === C.saff || col === C.slate2 ? C.navy : '#fff',
              anchor: 'middle',
            }),
          );
        acc += v;
      }
      s.add(text(x + bw / 2, y0 + 34, String(yr), { size: 20, fill: C.slate, anchor: 'middle' }));
    });
    s.add(text(990, 220, '2023', { size: 20, weight: 700, fill: C.slate, spacing: 2 }));
    series.forEach(([name, col, vals], i) => {
      const y = 290 + i * 96;
      s.add(rect(990, y - 24, 28, 28, col, 'rx="6"'));
      s.add(text(1036, y, name, { size: 26, fill: C.navy }));
      s.add(
        text(1036, y + 38, `${vals[vals.length - 1]}%`, { size: 28, weight: 700, fill: C.navy }),
      );
    });
    return s;
  },
  'recognition-question': () =>
    hbar(
      'What matters most to our workers',
      'Share of workers rating each driver as important, %',
      [
        ['Fair and timely wages', 92],
        ['Safe workplace', 88],
        ['Respect from supervisors', 81],
        ['Training and growth', 74],
        ['Health care', 71],
        ['Childcare and day-care', 63],
        ['Transport support', 55],
      ],
      C.teal,
    ),
  'recognition-worker': () =>
    hbar(
      'How workers feel recognised',
      'Share of workers who name each form of recognition, %',
      [
        ['Peer appreciation', 86],
        ['Supervisor feedback', 79],
        ['Monthly awards', 72],
        ['Skill certificates', 66],
        ['Career progression', 61],
        ['Family day events', 48],
      ],
      C.navy,
    ),
  'air-emission': () => {
    const s = chartFrame(
      'Air emissions · Higg FEM',
      'Facility Environmental Module, verified results 2023',
    );
    const cx = 420;
    const cy = 560;
    const R = 250;
    const seg = (v0, v1, col) => {
      const a0 = -90 + (180 * v0) / 100;
      const a1 = -90 + (180 * v1) / 100;
      return `<path d="${arcPath(cx, cy, R, a0, a1)}" stroke="${col}" stroke-width="56" fill="none"/>`;
    };
    s.add(seg(0, 39.6, C.slateT) + seg(40.4, 69.6, C.saff2) + seg(70.4, 100, C.teal));
    const score = 86;
    const [nx, ny] = polar(cx, cy, R - 46, -90 + 1.8 * score);
    s.add(
      `<path d="M${cx},${cy} L${f(nx)},${f(ny)}" stroke="${C.navy}" stroke-width="8" stroke-linecap="round"/>`,
    );
    s.add(circle(cx, cy, 16, C.navy));
    for (const [v, lbl] of [
      [0, '0'],
      [50, '50'],
      [100, '100'],
    ]) {
      const [tx, ty] = polar(cx, cy, R + 52, -90 + 1.8 * v);
      s.add(text(tx, ty + 8, lbl, { size: 18, fill: C.slate, anchor: 'middle' }));
    }
    s.add(
      text(cx, cy + 80, `${score} / 100`, {
        size: 48,
        weight: 700,
        fill: C.navy,
        anchor: 'middle',
      }),
    );
    s.add(
      text(cx, cy + 114, 'Air emissions score · Level 3', {
        size: 20,
        fill: C.slate,
        anchor: 'middle',
      }),
    );
    s.add(text(860, 230, 'Reduction since 2019', { size: 24, weight: 700, fill: C.navy }));
    const bars = [
      ['Boilers', 32],
      ['Generators', 41],
      ['Refrigerants', 58],
    ];
    const base = 640;
    bars.forEach(([lbl, v], i) => {
      const x = 880 + i * 150;
      const h = v * 5.4;
      s.add(rect(x, base - 313, 80, 313, C.slateT, 'rx="8"'));
      s.add(rect(x, base - h, 80, h, i === 2 ? C.saff : C.teal, 'rx="8"'));
      s.add(
        text(x + 40, base - h - 14, `−${v}%`, {
          size: 26,
          weight: 700,
          fill: C.navy,
          anchor: 'middle',
        }),
      );
      s.add(text(x + 40, base + 34, lbl, { size: 19, fill: C.slate, anchor: 'middle' }));
    });
    return s;
  },
};

function hbar(title, subtitle, rows, col) {
  const s = chartFrame(title, subtitle);
  const x0 = 520;
  const max = 720;
  const step = Math.min(78, 500 / rows.length);
  rows.forEach(([lbl, v], i) => {
    const y = 210 + i * step;
    s.add(text(80, y + 30, lbl, { size: 24, fill: C.navy }));
    s.add(rect(x0, y + 8, max, 30, C.slateT, 'rx="15"'));
    s.add(rect(x0, y + 8, (max * v) / 100, 30, i === 0 ? C.saff : col, 'rx="15"'));
    s.add(
      text(x0 + (max * v) / 100 - 16, y + 31, `${v}%`, {
        size: 19,
        weight: 700,
        fill: i === 0 ? C.navy : '#fff',
        anchor: 'end',
      }),
    );
  });
  s.add(text(80, 758, 'Worker survey, 2023. Source: Masco Group.', { size: 16, fill: C.slate2 }));
  return s;
}

/* ------------------------------------------------------------------ */
/* PDF documents                                                        */
/* ------------------------------------------------------------------ */

/** A one-page PDF with a navy header band, a title line and a few lines of text. */
function pdf(title, subtitle, lines) {
  const win = (str) =>
    str
      .replace(/—/g, '\x97')
      .replace(/–/g, '\x96')
      .replace(/[\\()]/g, (m) => `\\${m}`);
  const hex16 = (str) =>
    `<FEFF${[...str]
      .map((c) => c.charCodeAt(0).toString(16).padStart(4, '0'))
      .join('')
      .toUpperCase()}>`;
  let body = '';
  body += '0.043 0.145 0.271 rg 0 742 595 100 re f\n';
  body += '0.949 0.647 0.255 rg 0 738 595 4 re f\n';
  body += 'BT /F2 11 Tf 3 Tc 1 1 1 rg 56 790 Td (MASCO GROUP) Tj ET\n';
  body += `BT /F1 9 Tf 1 Tc 0.83 0.87 0.92 rg 56 770 Td (${win('KNIT COMPOSITE GARMENTS · SINCE 1999')}) Tj ET\n`;
  body += `BT /F2 22 Tf 0 Tc 0.043 0.145 0.271 rg 56 680 Td (${win(title)}) Tj ET\n`;
  body += `BT /F1 12 Tf 0.357 0.42 0.498 rg 56 654 Td (${win(subtitle)}) Tj ET\n`;
  body += '0.075 0.514 0.478 rg 56 630 60 3 re f\n';
  body += `BT /F1 11 Tf 0.17 0.18 0.21 rg 14 TL 56 600 Td ${lines.map((l) => `(${win(l)}) '`).join(' ')} ET\n`;
  body += `BT /F1 8 Tf 0.66 0.7 0.76 rg 56 40 Td (${win('© Masco Group. Demonstration document for the website.')}) Tj ET\n`;
  const objs = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(body, 'latin1')} >>\nstream\n${body}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title ${hex16(title)} /Author (Masco Group) /Producer (make-demo-assets) >>`,
  ];
  let out = '%PDF-1.4\n%\xE2\xE3\xCF\xD3\n';
  const offsets = [];
  objs.forEach((o, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) out += `${String(off).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

function pdfFor(name) {
  if (name === 'masco-group-brochure')
    return pdf(
      'Masco Group — Company Brochure',
      'Knitting, dyeing, printing, embroidery, washing and sewing under one roof',
      [
        'Founded in 1999, Masco Group is a knit composite garment manufacturer',
        'in Bangladesh with about 18,000 members.',
        '',
        'Beyond apparel, the group runs a cricket academy, a school, a dairy farm,',
        'property and motors businesses.',
      ],
    );
  const [kind, num] = name.split('-');
  const n = Number(num);
  const label = kind === 'publication' ? 'Masco Quarterly' : 'Masco Magazine';
  const idx = kind === 'publication' ? n - 1 : (n * 5 + 3) % HEADLINES.length;
  return pdf(`${label} — ${issueLabel(kind, n)}`, HEADLINES[idx], [
    'News and stories from the people, factories and programmes of Masco Group.',
    '',
    'This file stands in for the full issue on the demonstration website.',
  ]);
}

/* ------------------------------------------------------------------ */
/* Jobs                                                                 */
/* ------------------------------------------------------------------ */

const webp = (svgFn) => async () =>
  sharp(Buffer.from(String(svgFn())))
    .webp(WEBP)
    .toBuffer();
const png = (svgFn) => async () =>
  sharp(Buffer.from(String(svgFn())))
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
const range = (k) => Array.from({ length: COUNTS[k] }, (_, i) => i + 1);

function jobs() {
  const list = [];
  const add = (rel, make) => list.push({ rel, make });
  for (const n of range('blog'))
    add(
      DEMO.blog(n),
      webp(() => artwork('blog', n, ...MANIFEST.series.blog.size, BLOG_SCENES)),
    );
  for (const n of range('news'))
    add(
      DEMO.news(n),
      webp(() => artwork('news', n, ...MANIFEST.series.news.size, NEWS_SCENES)),
    );
  for (const n of range('video'))
    add(
      DEMO.video(n),
      webp(() => videoPoster(n)),
    );
  for (const n of range('photo'))
    add(
      DEMO.photo(n),
      webp(() => artwork('photo', n, ...MANIFEST.series.photo.size, PHOTO_SCENES)),
    );
  for (const n of range('clientLogo'))
    add(
      DEMO.clientLogo(n),
      png(() => clientLogo(n)),
    );
  for (const n of range('award'))
    add(
      DEMO.award(n),
      webp(() => award(n)),
    );
  for (const n of range('certificate'))
    add(
      DEMO.certificate(n),
      webp(() => certificate(n)),
    );
  for (const n of range('publication'))
    add(
      DEMO.publication(n),
      webp(() => cover('publication', n)),
    );
  for (const n of range('magazine'))
    add(
      DEMO.magazine(n),
      webp(() => cover('magazine', n)),
    );
  for (const n of range('author'))
    add(
      DEMO.author(n),
      webp(() => author(n)),
    );
  for (const name of CHARTS) add(DEMO.chart(name), webp(CHART_DRAW[name]));
  for (const name of FILES) add(DEMO.file(name), async () => pdfFor(name));
  return list;
}

async function runPool(items, limit, fn) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++];
      await fn(item);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
}

async function main() {
  const t0 = Date.now();
  sharp.concurrency(1);
  sharp.cache(false);
  const list = jobs();
  let written = 0;
  let skipped = 0;
  let bytesWritten = 0;
  let bytesTotal = 0;
  await runPool(list, 2, async ({ rel, make }) => {
    const file = path.join(PUBLIC, rel);
    if (!FORCE && existsSync(file)) {
      const { size } = await stat(file);
      skipped += 1;
      bytesTotal += size;
      return;
    }
    const buf = await make();
    await mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.tmp`;
    await writeFile(tmp, buf);
    await rename(tmp, file);
    written += 1;
    bytesWritten += buf.length;
    bytesTotal += buf.length;
  });
  const mb = (b) => `${(b / 1048576).toFixed(2)} MB`;
  console.log(
    `demo assets: ${written} written (${mb(bytesWritten)}), ${skipped} skipped, ${list.length} files, ${mb(bytesTotal)} in public/demo, ${(
      (Date.now() - t0) /
      1000
    ).toFixed(1)} s`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
