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
  display: 'swap',
  // Its own fallback face names local(Arial) only, which Linux, ChromeOS and Android
  // do not have: the page then shows an unadjusted system font until Inter arrives, and
  // the text moves (CLS 0.033 on /sustainability). app/globals.css declares the face
  // with Arial's metric twins as well; tailwind.config.ts puts it after Inter.
  adjustFontFallback: false,
});
