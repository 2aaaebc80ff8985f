// `node scripts/make-font-subset.mjs`: writes app/fonts/inter-latin-400-700.woff2, the
// site's only web font: Inter's variable Latin file (@fontsource-variable/inter, same
// characters and OpenType features) cut to the weights the design uses, 400 to 700.
// About 30 kB instead of 48 kB, which every first visit downloads. The result is
// committed (Inter is under the SIL Open Font License); run this again only to change
// the weight range.
import { readFileSync, writeFileSync } from 'node:fs';
import subsetFont from 'subset-font';

const range = (from, to) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');

// The unicode-range of @fontsource-variable/inter's latin file.
const LATIN =
  range(0x20, 0x7e) +
  range(0xa0, 0xff) +
  '\u0131\u0152\u0153\u02bb\u02bc\u02c6\u02da\u02dc\u0304\u0308\u0329' +
  range(0x2000, 0x206f) +
  '\u20ac\u2122\u2191\u2193\u2212\u2215\ufeff\ufffd';

const source = readFileSync(
  'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
);
const subset = await subsetFont(source, LATIN, {
  targetFormat: 'woff2',
  variationAxes: { wght: { min: 400, max: 700 } },
});
const target = 'app/fonts/inter-latin-400-700.woff2';
writeFileSync(target, subset);
console.log(`${target}: ${subset.length} bytes (from ${source.length})`);
