// @ts-check
/**
 * The first paint before Next's JavaScript (issue 48). A page kept in the page cache
 * names its scripts in a few lines at the end of its body, which add them once the
 * browser has painted the page's first content, in place of the `<script async>`
 * tags and the script preloads Next puts in the head.
 *
 * As Next sends a page, its ten or so chunks (React and the router, about 120 kB in
 * gzip) download beside the stylesheet, the font and the pictures, and run before
 * the first frame: on a slow phone the first paint of a page with a stylesheet waits
 * for them (a trace of /knitting: parsing done at 59 ms, the first frame at 1,293
 * ms, after React DOM's chunk). Added after the first paint, they download and run
 * while the visitor already reads; hydration starts a frame or two later.
 * Everything works without JavaScript meanwhile (forms post, the menu is a
 * `<details>`, tabs are links).
 *
 * A tab opened in the background paints nothing, so there the scripts are added at
 * once, or as soon as the tab is hidden.
 *
 * Done once per version of a page, as the cache keeps it (cache-handler.mjs), never
 * per request, unless SCRIPTS_AFTER_FIRST_PAINT=0 (below), where pages go out as
 * Next renders them.
 */

/** A chunk of the build's, as Next writes it: `<script src="/_next/static/…js" async="">`. */
const ASYNC_SCRIPT = /<script src="(\/_next\/static\/[^"<>]+\.js)" async=""><\/script>/g;
/** Next's low-priority preloads of the same chunks. */
const SCRIPT_PRELOAD =
  /<link rel="preload" as="script"[^<>]*?href="\/_next\/static\/[^"<>]+\.js"[^<>]*\/>/g;

/**
 * The loader: adds each script (async, as Next's were) once the browser reports the
 * first contentful paint, or, where it does not report paints, in the task after
 * the first animation frame; at once in a hidden tab. The report, not the frame:
 * a paint's time is when the frame reached the screen, after the frame's own tasks
 * (the scripts began 0 to 13 ms before it in Chromium when added after the frame).
 * @param {string[]} sources
 */
export const loaderScript = (sources) =>
  `<script>(function(d,u){var n=0;function go(){if(n++)return;u.forEach(function(s){var e=d.createElement("script");e.src=s;e.async=true;d.head.appendChild(e)})}` +
  `if(d.visibilityState==="hidden")return go();d.addEventListener("visibilitychange",go);var P=self.PerformanceObserver;` +
  `if(P&&(P.supportedEntryTypes||[]).indexOf("paint")>=0)new P(function(l){l.getEntriesByName("first-contentful-paint").length&&go()}).observe({type:"paint",buffered:true});` +
  `else requestAnimationFrame(function(){setTimeout(go,0)})})` +
  `(document,${JSON.stringify(sources)})</script>`;

/** The scripts a page's loader adds (the page weight counts them: scripts/page-weight.mjs). */
const LOADER_SOURCES = /\(document,(\["\/_next\/static\/[^\]<>]*\])\)<\/script>/;
/** @param {string} html @returns {string[]} */
export const scriptsAddedAfterFirstPaint = (html) => {
  const list = LOADER_SOURCES.exec(html)?.[1];
  return list ? JSON.parse(list) : [];
};

/**
 * On unless SCRIPTS_AFTER_FIRST_PAINT=0. Until the scripts have run, a control that
 * needs them does what it does without JavaScript (a link loads its page, a
 * `<details>` opens), and the header's language link must be the server's own, not
 * one React replaces as it hydrates (language-switch.tsx): a tap then was lost.
 */
export const scriptsAfterFirstPaintOn = () => process.env.SCRIPTS_AFTER_FIRST_PAINT !== '0';

/**
 * A page's HTML with its chunk scripts added after the first frame; the HTML as it
 * was when it has none or no end of body.
 * @param {string} html
 * @returns {string}
 */
export function scriptsAfterFirstPaint(html) {
  const end = html.lastIndexOf('</body>');
  if (end === -1) return html;
  /** @type {string[]} */
  const sources = [];
  for (const match of html.matchAll(ASYNC_SCRIPT))
    if (match[1] && !sources.includes(match[1])) sources.push(match[1]);
  if (sources.length === 0) return html;
  const bodyEnd = html.length - end;
  const out = html.replace(ASYNC_SCRIPT, '').replace(SCRIPT_PRELOAD, '');
  const at = out.length - bodyEnd;
  return out.slice(0, at) + loaderScript(sources) + out.slice(at);
}

/**
 * A cache entry whose page adds its scripts after the first frame (a copy; other
 * kinds as they are).
 * @template {{ kind?: string, html?: unknown }} T
 * @param {T} data
 * @returns {T}
 */
export function withScriptsAfterFirstPaint(data) {
  if (!scriptsAfterFirstPaintOn() || data?.kind !== 'APP_PAGE' || typeof data.html !== 'string')
    return data;
  const html = scriptsAfterFirstPaint(data.html);
  return html === data.html ? data : { ...data, html };
}
