import localFont from 'next/font/local';

/**
 * Inter (variable, weights 400 to 700), self-hosted: no font is fetched at build or
 * run time. The file is Inter's Latin subset cut to the weights the design uses
 * (scripts/make-font-subset.mjs): about 30 kB instead of 48 kB on every first visit.
 */
export const inter = localFont({
  src: './inter-latin-400-700.woff2',
  variable: '--font-inter',
  weight: '400 700',
  // Preloaded and optional: the first paint waits a moment for it, and a page painted
  // before it came keeps the fallback. A swap rewraps lines, so a word at a line's end
  // moves whatever the fallback's metrics: /search's marked words did (CLS 0.034 in
  // Lighthouse at 412 px, issue 48). A later page finds it in the cache.
  display: 'optional',
  // Its own fallback face names local(Arial) only, which Linux, ChromeOS and Android
  // do not have: the page then shows an unadjusted system font until Inter arrives, and
  // the text moves (CLS 0.033 on /sustainability). app/globals.css declares the face
  // with Arial's metric twins as well; tailwind.config.ts puts it after Inter.
  adjustFontFallback: false,
});

/**
 * Noto Sans Bengali (fontsource, its Bengali subset: 44 kB at 400, 48 kB at 700),
 * on the Bangla pages only: app/[lang]/layout.tsx sets its variable there, and
 * app/globals.css puts it after Inter in their font stack, so Latin text stays in
 * Inter and Bengali script takes this face. Not preloaded: a preload would reach
 * every English page too (the layout is shared). Its fallback face ('Bengali
 * Fallback', app/globals.css) is a system Bengali font with this face's vertical
 * metrics, so the swap moves no line.
 */
export const bengali = localFont({
  src: [
    {
      path: '../../node_modules/@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2',
      weight: '400',
    },
    {
      path: '../../node_modules/@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-700-normal.woff2',
      weight: '700',
    },
  ],
  variable: '--font-bengali',
  // Used only if it arrives before the first paint, else the system's Bengali face for
  // that view: a swap moved Bangla lines (CLS 0.02 to 0.2 in the audit's Chromium).
  display: 'optional',
  preload: false,
  adjustFontFallback: false,
});
