// @ts-check
/**
 * The first paint without waiting for the stylesheet (issue 48): a page kept in the
 * page cache carries the rules its own markup uses in a `<style>` of its head, and
 * the whole stylesheet loads without blocking (`media="print"` until it is in), with
 * a `<noscript>` link for a browser without JavaScript. Done by beasties once per
 * version of a page, as the cache keeps it (cache-handler.mjs), never per request.
 *
 * Lighthouse's simulated phone counts every request and script that came before the
 * first paint of the real load: with a linked stylesheet the page paints only when
 * it is in, by when Next's scripts have arrived and run too.
 *
 * CRITICAL_CSS=0 keeps the pages as Next renders them (a control for a measurement).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Beasties from 'beasties';

/** Next's stylesheets in the head: `/_next/static/…css`, read from the build. */
const STYLESHEET = /<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)"/;
const STYLESHEETS = new RegExp(STYLESHEET.source, 'g');

/** One inliner per build folder. */
const inliners = new Map();
/** @param {string} buildDir */
const inliner = (buildDir) => {
  let beasties = inliners.get(buildDir);
  if (!beasties) inliners.set(buildDir, (beasties = makeInliner(buildDir)));
  return beasties;
};
/** @param {string} buildDir */
const makeInliner = (buildDir) =>
  new Beasties({
    path: buildDir,
    publicPath: '/_next/',
    // The sheet as `media="print"` with an onload that sets it to all (script-src
    // allows inline handlers: lib/security/headers.ts), and a <noscript> link.
    preload: 'media',
    noscriptFallback: true,
    // Fonts: below (fontFaces). The font keeps its own preload (app/fonts).
    fonts: false,
    // Next's own inline styles stay as they are; the sheet stays whole (a browser
    // caches it once for every page).
    reduceInlineStyles: false,
    pruneSource: false,
    mergeStylesheets: false,
    compress: true,
    logLevel: 'silent',
  });

export const criticalCssOn = () => process.env.CRITICAL_CSS !== '0';

/**
 * Every `@font-face` of a sheet, its addresses made absolute: beasties keeps a face
 * only where a rule names its family, which Inter's (named through a custom
 * property) and the metric-matched fallbacks' are not. Without them the first
 * paint set the text in another face, and the sheet's arrival moved it (CLS 0.07
 * on the home page).
 * @param {string} buildDir @param {string} href
 */
async function fontFaces(buildDir, href) {
  const css = await readFile(path.join(buildDir, href.replace(/^\/_next\//, '')), 'utf8');
  return (css.match(/@font-face\{[^}]*\}/g) ?? [])
    .map((face) =>
      face.replace(
        /url\((["']?)([^)"']+)\1\)/g,
        (_, quote, url) => `url(${quote}${new URL(url, `http://site${href}`).pathname}${quote})`,
      ),
    )
    .join('');
}

/**
 * A page's HTML with the rules its markup uses inlined and the stylesheet loaded
 * without blocking; the HTML as it was when it links no stylesheet of the build or
 * the stylesheet cannot be read.
 * @param {string} html
 * @param {string} [buildDir] the build (`.next`), whose `static/` holds the sheets
 * @returns {Promise<string>}
 */
export async function inlineCriticalCss(html, buildDir = path.join(process.cwd(), '.next')) {
  if (!STYLESHEET.test(html)) return html;
  try {
    const hrefs = [...html.matchAll(STYLESHEETS)].map((match) => match[1] ?? '');
    const faces = (await Promise.all(hrefs.map((href) => fontFaces(buildDir, href)))).join('');
    const out = (await inliner(buildDir).process(html))
      // beasties marks the document as the part whose rules count; the page needs no mark.
      .replace(/^([\s\S]*?<html\b[^>]*?) data-beasties-container(?:="")?/, '$1');
    // The faces first in beasties' <style> (just before the first sheet's link).
    const link = out.indexOf(`<link rel="stylesheet" href="${hrefs[0]}"`);
    const at = out.lastIndexOf('<style>', link) + '<style>'.length;
    if (link === -1 || at < '<style>'.length) return html;
    return out.slice(0, at) + faces + out.slice(at);
  } catch {
    return html;
  }
}

/**
 * A cache entry whose page has its critical CSS inlined (a copy; other kinds as
 * they are).
 * @template {{ kind?: string, html?: unknown }} T
 * @param {T} data
 * @param {string} [buildDir]
 * @returns {Promise<T>}
 */
export async function withCriticalCss(data, buildDir) {
  if (!criticalCssOn() || data?.kind !== 'APP_PAGE' || typeof data.html !== 'string') return data;
  const html = await inlineCriticalCss(data.html, buildDir);
  return html === data.html ? data : { ...data, html };
}
