// A page's weight as a first visit downloads it: HTML bytes, and first-load
// JavaScript as gzip bytes of the module scripts the HTML loads or preloads (the
// noModule polyfill excluded, as modern browsers skip it). Used by `npm run bench`
// and `npm run audit`.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { scriptsAddedAfterFirstPaint } from '../lib/cache/scripts-after-first-paint.mjs';

/**
 * First-load JavaScript of a bare Next.js 16.4 App Router page (one heading, no
 * client components), measured this way on `next start`: the floor every route
 * stands on. Budgets are set above it (issue 7).
 */
export const BARE_NEXT_JS_GZIP = 134_904;

/** Above the bare page: 70 kB for the home and blog pages, 40 kB for the rest. */
export const jsBudget = (path) => {
  // A Bangla twin has its English page's budget.
  const english = path.replace(/^\/bn(?=\/|$)/, '') || '/';
  return BARE_NEXT_JS_GZIP + (english === '/' || english.startsWith('/blogs') ? 70_000 : 40_000);
};

export const gz = (buffer) => gzipSync(buffer).length;
/** Brotli at the level the server's copies use. */
export const br = (buffer) =>
  brotliCompressSync(buffer, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
  }).length;

/**
 * The module scripts a first visit runs: those the HTML loads or preloads, or adds
 * after the first frame (lib/cache/scripts-after-first-paint.mjs).
 */
export function firstLoadScripts(html) {
  return new Set([
    ...scriptsAddedAfterFirstPaint(html),
    ...[...html.matchAll(/<script src="([^"]+\.js)"(?![^>]*noModule)[^>]*>/g)].map((m) => m[1]),
    ...[...html.matchAll(/<link rel="preload" as="script"[^>]*href="([^"]+\.js)"/g)].map(
      (m) => m[1],
    ),
  ]);
}

/**
 * The ids of the modules a Turbopack browser chunk defines. A chunk is
 * `(globalThis.TURBOPACK||=[]).push([document.currentScript, id, factory, id,
 * factory, ...])`, each factory an arrow function; an id is the number after the
 * chunk's script argument or after the previous factory's closing brace.
 */
export function chunkModuleIds(source) {
  return [...source.matchAll(/(?:void 0|\}),(\d+),(?=\((?:[a-z],?)*\)=>|[a-z]=>)/g)].map(
    (m) => m[1],
  );
}

/** Module ids defined by more than one of the given chunks, with those chunks. */
export function duplicateModules(chunks) {
  const where = new Map();
  for (const [src, source] of chunks)
    for (const id of new Set(chunkModuleIds(source)))
      where.set(id, [...(where.get(id) ?? []), src]);
  return [...where].filter(([, srcs]) => srcs.length > 1).map(([id, srcs]) => ({ id, srcs }));
}

/** `; modules shipped twice: id, id` for a report line, or nothing. */
export const duplicatesNote = (weight) =>
  weight.modulesOk
    ? ''
    : `; modules shipped twice: ${weight.duplicateModules.map((d) => d.id).join(', ')}`;

/**
 * The audited routes' HTML on the demo content, in bytes: raw, gzipped, and the
 * RSC payload within it. Each is what the route weighed on 2026-11-26 plus 5 %,
 * so that a page does not grow back unnoticed (issue 28 means to bring them down;
 * lower these as it does). `/blogs/details/*` is the newest article. Raised on
 * 2026-11-27 to the measured weight plus 3 % for issue 51: the phone menu is in the
 * server's HTML (it opens without scripts; about 13 kB raw, 0.5 to 1.6 kB gzipped
 * per page), the footer lists the apparel units and the brochure, and the
 * not-found view, in every page's payload, has a search box and two links. Their
 * gzip raised again the same day, to the fresh-clone run's weight plus 3 %, once
 * Settings fed the header and footer and the editing work landed beside them
 * (0.6 to 1.4 kB gzipped more per page; raw and RSC stayed within budget).
 * Raised again on 2026-11-27, where over, to the measured weight plus 3 %, for the
 * Bangla edition (issue 49): three hreflang alternates in the head and the payload,
 * the language switch in the header and the menu, and Next's own not-found view at
 * the top of every payload now that the root layout is app/[lang] (0.3 to 0.7 kB
 * gzipped). Before raising, the payload lost a second copy of the not-found view
 * and the footer's form carries only its own words (2.9 to 3.3 kB raw less).
 * The home's payload raised on 2026-11-27 by 400 B (measured over by 204 B): each of
 * its content pictures names its own aspect and fit, so a file staff upload in another
 * shape moves nothing below it (e2e/embedded/image-boxes.spec.ts).
 * /blogs' payload raised by 300 bytes: the article list's and the tab bar's words come
 * from messages/*.json and travel to the browser as props (318 bytes measured), since
 * the browser renders later pages and the filter in the page's language.
 * An article's HTML raised by 200 B (measured over by 71 B): its byline, reading time
 * and breadcrumb words now come from messages/*.json in the page's language.
 */
export const HTML_BUDGETS = {
  // 2026-11-28: '/' +1,000 and '/blogs' +500 bytes of HTML: the ticker's pause control
  // (WCAG 2.2.2, 531 bytes over) and the phone category filter's links, which work
  // before the scripts run (210 bytes over); gzip and the payload stayed within.
  // 2026-11-28 (visitor12): '/' +300 B of HTML and +100 B of payload for the contact
  // form's required marks (required, aria-required, the asterisks and the legend: 261 and
  // 89 over); '/blogs' +800 / +700, an article +550 and '/career' +400 / +600 because
  // every date is now one <time> with its dateTime, the same in every context (the jobs'
  // last days had none; 729 / 666, 505 and 376 / 572 over), the article's date in the
  // detail form with its time, and the newsletter's required mark on every page.
  '/': { html: 199_300, gzip: 30_000, rsc: 89_900 },
  '/masco-at-a-glance': { html: 94_600, gzip: 18_800, rsc: 44_400 },
  '/sustainability': { html: 317_000, gzip: 40_400, rsc: 149_400 },
  '/blogs': { html: 182_300, gzip: 26_000, rsc: 85_700 },
  '/blogs/details/*': { html: 112_550, gzip: 22_300, rsc: 53_000 },
  '/career': { html: 115_100, gzip: 18_500, rsc: 53_900 },
  '/contact-us': { html: 89_000, gzip: 16_300, rsc: 37_800 },
};

/**
 * Bytes of the RSC payload inlined in a page's HTML (the `self.__next_f.push`
 * scripts the browser hydrates from): the markup's second copy, as data.
 */
export function rscPayloadBytes(html) {
  let bytes = 0;
  for (const [, args] of html.matchAll(/self\.__next_f\.push\((\[.*?\])\)<\/script>/gs)) {
    const [, chunk] = JSON.parse(args);
    if (typeof chunk === 'string') bytes += Buffer.byteLength(chunk);
  }
  return bytes;
}

/**
 * The page's markup without its RSC payload, as a brotli copy (the server's level):
 * what the page would weigh if the framework did not send the markup a second time
 * as data to hydrate from.
 */
export function markupAloneBrotli(html) {
  return br(Buffer.from(html.replace(/<script>self\.__next_f\.push\(\[.*?\]\)<\/script>/gs, '')));
}

/** A page's HTML as it travels: raw, gzipped, and the RSC payload within it. */
export function htmlWeight(html) {
  const buffer = Buffer.from(html);
  return {
    htmlBytes: buffer.length,
    htmlGzip: gz(buffer),
    rscBytes: rscPayloadBytes(html),
  };
}

export async function pageWeight(base, path, { status = 200 } = {}) {
  const page = await fetch(base + path);
  if (page.status !== status) throw new Error(`${path} answered ${page.status}`);
  const html = Buffer.from(await page.arrayBuffer());
  const chunks = new Map();
  let jsGzip = 0;
  for (const src of firstLoadScripts(html.toString('utf8'))) {
    const response = await fetch(new URL(src, base));
    // A chunk the server does not have (a build swapped under a running server) is
    // not a light page.
    if (!response.ok) throw new Error(`${path}: ${src} answered ${response.status}`);
    const chunk = Buffer.from(await response.arrayBuffer());
    chunks.set(src, chunk.toString('utf8'));
    jsGzip += gz(chunk);
  }
  const budget = jsBudget(path);
  const duplicates = duplicateModules(chunks);
  return {
    path,
    htmlBytes: html.length,
    htmlGzip: gz(html),
    rscBytes: rscPayloadBytes(html.toString('utf8')),
    markupBrotli: markupAloneBrotli(html.toString('utf8')),
    jsGzip,
    scripts: chunks.size,
    jsBudget: budget,
    jsOk: jsGzip <= budget,
    // A module shipped in two chunks of one page is downloaded and parsed twice.
    duplicateModules: duplicates,
    modulesOk: duplicates.length === 0,
  };
}
