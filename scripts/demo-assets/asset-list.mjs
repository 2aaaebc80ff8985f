/**
 * The one list of demo assets, lib/store/seed/demo-assets.json, shared with
 * lib/store/seed/media.ts: which files exist and where they go under public/.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const pad = (n) => String(n).padStart(2, '0');

export const MANIFEST = JSON.parse(
  readFileSync(path.join(ROOT, 'lib/store/seed/demo-assets.json'), 'utf8'),
);

export const COUNTS = Object.fromEntries(
  Object.entries(MANIFEST.series).map(([key, series]) => [key, series.count]),
);

export const DEMO = {
  ...Object.fromEntries(
    Object.entries(MANIFEST.series).map(([key, { dir, name, ext }]) => [
      key,
      (n) => `/demo/${dir}/${name}-${pad(n)}.${ext}`,
    ]),
  ),
  chart: (name) => `/demo/charts/${name}.webp`,
  file: (name) => `/demo/files/${name}.pdf`,
};

export const CHARTS = MANIFEST.charts;

export const FILES = [
  MANIFEST.brochure,
  ...Array.from({ length: COUNTS.publication }, (_, i) => `publication-${pad(i + 1)}`),
  ...Array.from({ length: COUNTS.magazine }, (_, i) => `magazine-${pad(i + 1)}`),
];
