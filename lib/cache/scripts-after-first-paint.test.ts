import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  loaderScript,
  scriptsAfterFirstPaint,
  withScriptsAfterFirstPaint,
} from './scripts-after-first-paint.mjs';

// A page as Next 16 (Turbopack) writes it: the chunks' low-priority preload and
// async scripts in the head, the polyfills for old browsers, one more chunk in the
// body after the runtime's list, and the RSC payload.
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/1suuqv2lah_-y.css" data-precedence="next"/>',
  '<link rel="preload" href="/_next/static/media/inter.woff2" as="font" crossorigin="" type="font/woff2"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/3e_fzwjzeck3j.js"/>',
  '<script src="/_next/static/chunks/2cx3_9zch-4ux.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack-077hmtqrhcoji.js" async=""></script>',
  '<script src="/_next/static/chunks/421c_el12128q.js" async=""></script>',
  '<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule=""></script></head>',
  '<body><main><h1>Knitting</h1><p>&lt;script src=&quot;/_next/static/x.js&quot; async=&quot;&quot;&gt;</p></main>',
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/3e_fzwjzeck3j.js"]});</script>',
  '<script src="/_next/static/chunks/3e_fzwjzeck3j.js" async=""></script>',
  '<script src="/_next/static/chunks/2cx3_9zch-4ux.js" async=""></script>',
  '<script>self.__next_f.push([1,"2:\\"/_next/static/chunks/421c_el12128q.js\\""])</script>',
  '</body></html>',
].join('');

const chunks = [
  '/_next/static/chunks/2cx3_9zch-4ux.js',
  '/_next/static/chunks/turbopack-077hmtqrhcoji.js',
  '/_next/static/chunks/421c_el12128q.js',
  '/_next/static/chunks/3e_fzwjzeck3j.js',
];

describe("Next's scripts added after the first paint (issue 48)", () => {
  afterEach(() => vi.unstubAllEnvs());

  it('takes every chunk script and its preload out of the page and names each once at the end of the body', () => {
    const html = scriptsAfterFirstPaint(page);
    expect(html).not.toMatch(/<script src="[^"]+" async="">/);
    expect(html).not.toContain('as="script"');
    expect(html.endsWith(`${loaderScript(chunks)}</body></html>`)).toBe(true);
    // What stays: the stylesheet, the font's preload, the polyfills (never run by a
    // current browser), the runtime's list, the payload, and text that only looks
    // like a script.
    for (const kept of [
      'rel="stylesheet"',
      'as="font"',
      '<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule=""></script>',
      '<script id="_R_">',
      'self.__next_f.push',
      '&lt;script src=&quot;/_next/static/x.js&quot;',
    ])
      expect(html).toContain(kept);
  });

  it('leaves a page alone that has no chunk scripts or no end of body', () => {
    const plain = '<html><body><p>Hello</p></body></html>';
    expect(scriptsAfterFirstPaint(plain)).toBe(plain);
    const cut = page.slice(0, page.indexOf('</body>'));
    expect(scriptsAfterFirstPaint(cut)).toBe(cut);
    // Another origin's script is not Next's to move.
    const foreign =
      '<html><head><script src="https://example.com/a.js" async=""></script></head><body></body></html>';
    expect(scriptsAfterFirstPaint(foreign)).toBe(foreign);
  });

  it('changes kept pages only, and not with SCRIPTS_AFTER_FIRST_PAINT=0', () => {
    const entry = { kind: 'APP_PAGE', html: page, status: 200 };
    vi.stubEnv('SCRIPTS_AFTER_FIRST_PAINT', '0');
    expect(withScriptsAfterFirstPaint(entry)).toBe(entry);
    for (const on of [undefined, '', '1']) {
      vi.stubEnv('SCRIPTS_AFTER_FIRST_PAINT', on);
      expect(withScriptsAfterFirstPaint(entry).html).toBe(scriptsAfterFirstPaint(page));
    }
    expect(entry.html).toBe(page);
    const route = { kind: 'APP_ROUTE', body: page };
    expect(withScriptsAfterFirstPaint(route)).toBe(route);
  });
});

/**
 * Runs the loader in a document of its own, with the frames, tasks and paint
 * reports under the test's hand; `paintReports: false` is a browser without them.
 */
function browserWith(visibility: 'visible' | 'hidden', { paintReports = true } = {}) {
  const added: { src: string; async: boolean }[] = [];
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  const observers: ((list: { getEntriesByName: (name: string) => unknown[] }) => void)[] = [];
  const listeners: Record<string, () => void> = {};
  const document = {
    visibilityState: visibility,
    createElement: () => ({ src: '', async: false }),
    head: { appendChild: (script: { src: string; async: boolean }) => added.push(script) },
    addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
  };
  class PerformanceObserver {
    static supportedEntryTypes = paintReports ? ['mark', 'paint', 'resource'] : ['mark'];
    constructor(private callback: (typeof observers)[number]) {}
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true });
      observers.push(this.callback);
    }
  }
  const code = loaderScript(chunks).replace(/^<script>|<\/script>$/g, '');
  const self = { PerformanceObserver };
  runInNewContext(code, {
    self,
    document,
    requestAnimationFrame: (frame: () => void) => frames.push(frame),
    setTimeout: (task: () => void) => tasks.push(task),
  });
  const run = (queue: (() => void)[]) => queue.splice(0).forEach((f) => f());
  const report = (...names: string[]) =>
    observers.forEach((observer) =>
      observer({ getEntriesByName: (name) => (names.includes(name) ? [{ name }] : []) }),
    );
  return {
    added,
    frame: () => run(frames),
    task: () => run(tasks),
    report,
    becomeHidden: () => {
      document.visibilityState = 'hidden';
      listeners.visibilitychange?.();
    },
  };
}

describe('the loader in the browser', () => {
  it('adds the scripts, async and in order, once the first contentful paint is reported', () => {
    const browser = browserWith('visible');
    browser.frame();
    browser.task();
    browser.report('first-paint');
    expect(browser.added).toEqual([]);
    browser.report('first-paint', 'first-contentful-paint');
    expect(browser.added).toEqual(chunks.map((src) => ({ src, async: true })));
  });

  it('adds them in the task after the first frame where paints are not reported', () => {
    const browser = browserWith('visible', { paintReports: false });
    expect(browser.added).toEqual([]);
    browser.frame();
    expect(browser.added).toEqual([]);
    browser.task();
    expect(browser.added.map((script) => script.src)).toEqual(chunks);
  });

  it('adds them at once in a tab opened in the background, which paints nothing', () => {
    const browser = browserWith('hidden');
    expect(browser.added.map((script) => script.src)).toEqual(chunks);
  });

  it('adds them when the tab is hidden before its first paint, and never twice', () => {
    const browser = browserWith('visible');
    browser.becomeHidden();
    expect(browser.added).toHaveLength(chunks.length);
    browser.report('first-contentful-paint');
    browser.becomeHidden();
    expect(browser.added).toHaveLength(chunks.length);
  });
});
