// A page's weight as a first visit downloads it: HTML bytes, and first-load
// JavaScript as gzip bytes of the module scripts the HTML loads or preloads (the
// noModule polyfill excluded, as modern browsers skip it). Used by `npm run bench`
// and `npm run audit`.
import { gzipSync } from 'node:zlib';

/**
 * First-load JavaScript of a bare Next.js 16.4 App Router page (one heading, no
 * client components), measured this way on `next start`: the floor every route
 * stands on. Budgets are set above it (issue 7).
 */
export const BARE_NEXT_JS_GZIP = 134_904;

/** Above the bare page: 70 kB for the home and blog pages, 40 kB for the rest. */
export const jsBudget = (path) =>
  BARE_NEXT_JS_GZIP + (path === '/' || path.startsWith('/blogs') ? 70_000 : 40_000);

const gz = (buffer) => gzipSync(buffer).length;

export async function pageWeight(base, path) {
  const html = Buffer.from(await (await fetch(base + path)).arrayBuffer());
  const text = html.toString('utf8');
  const scripts = new Set([
    ...[...text.matchAll(/<script src="([^"]+\.js)"(?![^>]*noModule)[^>]*>/g)].map((m) => m[1]),
    ...[...text.matchAll(/<link rel="preload" as="script"[^>]*href="([^"]+\.js)"/g)].map(
      (m) => m[1],
    ),
  ]);
  let jsGzip = 0;
  for (const src of scripts)
    jsGzip += gz(Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer()));
  const budget = jsBudget(path);
  return {
    path,
    htmlBytes: html.length,
    htmlGzip: gz(html),
    jsGzip,
    scripts: scripts.size,
    jsBudget: budget,
    jsOk: jsGzip <= budget,
  };
}
