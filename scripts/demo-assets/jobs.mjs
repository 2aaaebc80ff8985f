/** Every demo file: where it goes, its format, and the drawing it is made from. */
import sharp from 'sharp';
import { CHARTS, COUNTS, DEMO, FILES, MANIFEST } from './asset-list.mjs';
import { author } from './authors.mjs';
import { award } from './awards.mjs';
import { certificate } from './certificates.mjs';
import { CHART_DRAW } from './charts.mjs';
import { cover } from './covers.mjs';
import { clientLogo } from './logos.mjs';
import { pdfFor } from './pdf.mjs';
import { artwork, BLOG_SCENES, NEWS_SCENES, PHOTO_SCENES, videoPoster } from './photos.mjs';

const WEBP = { quality: 72, effort: 4 };

const range = (k) => Array.from({ length: COUNTS[k] }, (_, i) => i + 1);

/**
 * The list of files, in the order they are made: `rel` is the path under
 * public/, `source()` draws the SVG text (or the PDF's bytes) it is made from.
 */
export function demoJobs() {
  const list = [];
  const add = (rel, format, source) => list.push({ rel, format, source });
  const webp = (rel, drawing) => add(rel, 'webp', () => String(drawing()));
  const png = (rel, drawing) => add(rel, 'png', () => String(drawing()));
  const { series } = MANIFEST;
  for (const n of range('blog'))
    webp(DEMO.blog(n), () => artwork('blog', n, ...series.blog.size, BLOG_SCENES));
  for (const n of range('news'))
    webp(DEMO.news(n), () => artwork('news', n, ...series.news.size, NEWS_SCENES));
  for (const n of range('video')) webp(DEMO.video(n), () => videoPoster(n));
  for (const n of range('photo'))
    webp(DEMO.photo(n), () => artwork('photo', n, ...series.photo.size, PHOTO_SCENES));
  for (const n of range('clientLogo')) png(DEMO.clientLogo(n), () => clientLogo(n));
  for (const n of range('award')) webp(DEMO.award(n), () => award(n));
  for (const n of range('certificate')) webp(DEMO.certificate(n), () => certificate(n));
  for (const n of range('publication')) webp(DEMO.publication(n), () => cover('publication', n));
  for (const n of range('magazine')) webp(DEMO.magazine(n), () => cover('magazine', n));
  for (const n of range('author')) webp(DEMO.author(n), () => author(n));
  for (const name of CHARTS) webp(DEMO.chart(name), CHART_DRAW[name]);
  for (const name of FILES) add(DEMO.file(name), 'pdf', () => pdfFor(name));
  return list;
}

/** A file's bytes from its source: the SVG rasterised as WebP or PNG, or the PDF as it is. */
export async function encode(format, source) {
  if (format === 'pdf') return source;
  const image = sharp(Buffer.from(source));
  return format === 'png'
    ? image.png({ compressionLevel: 9, palette: true }).toBuffer()
    : image.webp(WEBP).toBuffer();
}
