import { describe, expect, it } from 'vitest';
import { scriptsAfterFirstPaint } from '../lib/cache/scripts-after-first-paint.mjs';
import { chunkModuleIds, duplicateModules, firstLoadScripts } from '../scripts/page-weight.mjs';

// The shape of a Turbopack browser chunk of Next 16.4 (trimmed from a real build):
// the chunk's script, then module id and factory pairs. `"Name",0,function` is an
// export entry inside a factory, not a module.
const chunk = (ids: number[]) =>
  `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["object"==typeof document?document.currentScript:void 0,` +
  ids
    .map((id, i) =>
      i % 2
        ? `${id},(e,t,r)=>{"use strict";Object.defineProperty(r,"__esModule",{value:!0})}`
        : `${id},e=>{"use strict";var t=e.i(843476);e.s(["HeaderNav",0,function({items:e}){return{a:[1,2]}}],${id})}`,
    )
    .join(',') +
  `]);`;

describe('first-load JavaScript of a page', () => {
  it('reads the module ids a chunk defines, not the numbers inside its factories', () => {
    expect(chunkModuleIds(chunk([309408, 522016, 18576]))).toEqual(['309408', '522016', '18576']);
    expect(chunkModuleIds('console.log([1,2,3])')).toEqual([]);
  });

  it('finds a module two chunks of one page both define, and only that one', () => {
    const chunks = new Map([
      ['/_next/static/chunks/layout.js', chunk([589334, 522016, 818581])],
      ['/_next/static/chunks/forbidden.js', chunk([522016, 27201])],
      ['/_next/static/chunks/page.js', chunk([480802])],
    ]);
    expect(duplicateModules(chunks)).toEqual([
      {
        id: '522016',
        srcs: ['/_next/static/chunks/layout.js', '/_next/static/chunks/forbidden.js'],
      },
    ]);
    expect(
      duplicateModules(
        new Map([
          ['/a.js', chunk([1, 2])],
          ['/b.js', chunk([3])],
        ]),
      ),
    ).toEqual([]);
  });

  it('counts the scripts a page loads or preloads, once each, without the noModule polyfill', () => {
    const html = `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>
      <script src="/_next/static/chunks/a.js" async=""></script>
      <script src="/_next/static/chunks/b.js" async=""></script>
      <script src="/_next/static/chunks/polyfills.js" noModule=""></script>`;
    expect([...firstLoadScripts(html)]).toEqual([
      '/_next/static/chunks/a.js',
      '/_next/static/chunks/b.js',
    ]);
  });

  it('counts the scripts a kept page adds after its first frame, as it would have loaded them (issue 48)', () => {
    const html = `<html><head><script src="/_next/static/chunks/a.js" async=""></script>
      <script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>
      <body><script src="/_next/static/chunks/b.js" async=""></script></body></html>`;
    const kept = scriptsAfterFirstPaint(html);
    expect(kept).not.toContain('async=""');
    expect([...firstLoadScripts(kept)]).toEqual([...firstLoadScripts(html)]);
    expect(firstLoadScripts(kept).size).toBe(2);
  });
});
