import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { makeAccount, publishNewArticle, signIn } from '../support/editing';
import { expectShareCard } from '../support/share-image';

/**
 * A share card whose title is in Bengali script (issue 49): Satori, which next/og
 * uses, cannot shape it, so lib/shaped-text.ts does. An article is published with
 * such a title, and its card's title is held against Chromium's own rendering of
 * the same string in the same face.
 */

const TITLE = 'বাংলাদেশের পোশাক শিল্পে ক্ষুদ্র উদ্যোক্তাদের টেকসই উৎপাদন: GOTS ও সনদের গুরুত্ব';
const INK = 140;

const fontData = (subset: string) =>
  readFileSync(
    createRequire(path.join(process.cwd(), 'package.json')).resolve(
      `@fontsource/noto-sans-bengali/files/noto-sans-bengali-${subset}-700-normal.woff`,
    ),
  ).toString('base64');

/** Chromium's rendering of the text, in the card's face, size, measure and colours. */
async function chromiumTitle(
  page: Page,
  text: string,
  { size = 54, colour = '#fff', lineHeight = 1.3, width = 1060 } = {},
) {
  const face = (subset: string, range: string) =>
    `@font-face{font-family:Card;font-weight:700;unicode-range:${range};src:url(data:font/woff;base64,${fontData(subset)}) format('woff')}`;
  await page.setContent(
    `<style>${face('bengali', 'U+0964-0965,U+0980-09FE,U+200C-200D')}${face('latin', 'U+0000-00FF,U+2000-206F')}
     body{margin:0;background:#0B2545}
     p{margin:0;width:${width}px;font:700 ${size}px/${lineHeight} Card;color:${colour}}</style><p>${text}</p>`,
  );
  await page.evaluate(async (size) => {
    await document.fonts.load(`700 ${size}px Card`, 'ক');
    await document.fonts.load(`700 ${size}px Card`, 'A');
  }, size);
  return page.locator('p').screenshot();
}

/** Light and grey, as the white title is: the section's orange name above it is not ink. */
function isInk(data: Buffer, at: number) {
  const channels = [data[at]!, data[at + 1]!, data[at + 2]!];
  return Math.min(...channels) > INK && Math.max(...channels) - Math.min(...channels) < 60;
}

/** The section name's orange (#F2A541), as a JPEG leaves it: the title's white is not. */
function isOrange(data: Buffer, at: number) {
  const [r, g, b] = [data[at]!, data[at + 1]!, data[at + 2]!];
  return r > 170 && g > 100 && g < 210 && r - b > 90;
}

type Ink = { ink: Uint8Array; width: number; height: number };
type Box = { left: number; top: number; width: number; height: number };

async function readInk(png: Buffer, inked = isInk): Promise<Ink> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const ink = new Uint8Array(info.width * info.height);
  for (let i = 0; i < ink.length; i++) ink[i] = inked(data, i * 3) ? 255 : 0;
  return { ink, width: info.width, height: info.height };
}

/** The runs of `has` longer than nothing, split where it is false for `gap` or more. */
function runs(count: number, has: (i: number) => boolean, gap: number) {
  const found: [number, number][] = [];
  let blank = gap;
  for (let i = 0; i < count; i++) {
    if (!has(i)) blank++;
    else {
      if (blank >= gap || !found.length) found.push([i, i]);
      else found.at(-1)![1] = i;
      blank = 0;
    }
  }
  return found;
}

/**
 * The words of a block of text, line by line: a line is a band of rows with ink,
 * a word a band of columns within it, apart from the next by more than a letter's
 * gap. Bengali letters hang from one headline, so a word is one band. Specks a
 * JPEG leaves around the section's name are not words.
 */
function wordBoxes({ ink, width, height }: Ink, least = 20): Box[] {
  const inkAt = (x: number, y: number) => ink[y * width + x]! > 0;
  const lines = runs(
    height,
    (y) => Array.from({ length: width }, (_, x) => x).some((x) => inkAt(x, y)),
    3,
  );
  return lines
    .flatMap(([top, bottom]) =>
      runs(
        width,
        (x) => Array.from({ length: bottom - top + 1 }, (_, i) => top + i).some((y) => inkAt(x, y)),
        9,
      ).map(([left, right]) => ({ left, top, width: right - left + 1, height: bottom - top + 1 })),
    )
    .filter((word) => word.height >= least);
}

/** A word's ink scaled to a common size and softened a little: a stroke one pixel aside is the same letter. */
const wordInk = async (page: Ink, box: Box, size: { width: number; height: number }) =>
  Array.from(
    await sharp(page.ink, { raw: { width: page.width, height: page.height, channels: 1 } })
      .extract(box)
      .resize(size.width, size.height, { fit: 'fill' })
      .blur(1.2)
      .raw()
      .toBuffer(),
    (v) => v > 96,
  );

/**
 * How alike two renderings of the same text are: word by word, in order, how much
 * of the two inks overlaps (intersection over union), averaged over the words of
 * the one with more. Word by word, since Chromium rounds each advance to a pixel
 * and a line's width drifts by a few per cent.
 */
async function likeness(a: Ink, b: Ink, least = 20) {
  const [wordsA, wordsB] = [wordBoxes(a, least), wordBoxes(b, least)];
  let sum = 0;
  for (let i = 0; i < Math.min(wordsA.length, wordsB.length); i++) {
    const size = { width: wordsB[i]!.width, height: wordsB[i]!.height };
    const [inkA, inkB] = await Promise.all([
      wordInk(a, wordsA[i]!, size),
      wordInk(b, wordsB[i]!, size),
    ]);
    let both = 0;
    let either = 0;
    inkA.forEach((inked, j) => {
      if (inked && inkB[j]) both++;
      if (inked || inkB[j]) either++;
    });
    sum += both / either;
  }
  return {
    score: sum / Math.max(wordsA.length, wordsB.length),
    words: [wordsA.length, wordsB.length],
  };
}

test('an article titled in Bengali shares a card whose title is shaped as Chromium shapes it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const slug = `bangla-card-${Date.now().toString(36)}`;
  await signIn(page, await makeAccount(request, 'editor'), '/admin/blog-posts/new');
  await page.getByLabel('Title', { exact: true }).fill(TITLE);
  await page.getByLabel('Address', { exact: true }).fill(slug);
  await publishNewArticle(page);

  const card = await expectShareCard(request, `/blogs/details/${slug}`, TITLE);
  // A blank page of its own: the site's Content-Security-Policy would refuse the data: fonts.
  const sheet = await page.context().newPage();
  const reference = await readInk(await chromiumTitle(sheet, TITLE));
  // The title's block sits on the card's bottom margin of 64 px; the section's
  // name is above it, orange, and not counted as ink.
  const block = await readInk(
    await sharp(card).extract({ left: 64, top: 300, width: 1072, height: 266 }).png().toBuffer(),
  );
  const shaped = await likeness(block, reference);
  // Unshaped, as Satori draws it: a zero-width non-joiner between every letter
  // keeps conjuncts and vowel signs apart. The measure must tell that apart.
  const unshaped = await likeness(
    await readInk(await chromiumTitle(sheet, [...TITLE].join('\u200C'))),
    reference,
  );
  const figures = `shaped ${JSON.stringify(shaped)}, unshaped ${JSON.stringify(unshaped)}`;
  expect(shaped.words[0], figures).toBe(shaped.words[1]);
  expect(shaped.score, figures).toBeGreaterThan(0.75);
  expect(unshaped.score, figures).toBeLessThan(shaped.score - 0.15);
});

test('a Bangla article’s card names its section in Bangla, shaped as Chromium shapes it', async ({
  page,
  request,
}) => {
  const card = await expectShareCard(
    request,
    '/bn/blogs/details/knit-fabric-trends-spring-summer-2027',
    'বসন্ত-গ্রীষ্ম ২০২৭-এর নিট কাপড়: ক্রেতারা মিলের কাছে কী চাইছেন',
  );
  const section = JSON.parse(readFileSync('messages/bn.json', 'utf8')).shareCards.blog;
  expect(section).toBe('ব্লগ');
  const sheet = await page.context().newPage();
  const orange = { size: 26, colour: '#F2A541', lineHeight: 1.2 };
  const reference = await readInk(await chromiumTitle(sheet, section, orange), isOrange);
  // Below the masthead, above the bottom margin: the section's orange name is the only orange.
  const drawn = await readInk(
    await sharp(card).extract({ left: 64, top: 150, width: 1072, height: 416 }).png().toBuffer(),
    isOrange,
  );
  const shaped = await likeness(drawn, reference, 10);
  const english = await likeness(
    await readInk(await chromiumTitle(sheet, 'BLOG', orange), isOrange),
    reference,
    10,
  );
  const figures = `shaped ${JSON.stringify(shaped)}, English ${JSON.stringify(english)}`;
  expect(shaped.words, figures).toEqual([1, 1]);
  expect(shaped.score, figures).toBeGreaterThan(0.6);
  expect(english.score, figures).toBeLessThan(shaped.score - 0.15);
});

test('the Bangla career page’s brand card has its section and line in Bangla, shaped', async ({
  page,
  request,
}) => {
  const words = JSON.parse(readFileSync('messages/bn.json', 'utf8')).shareCards;
  const html = await (await request.get('/bn/career')).text();
  const image = html.match(/<meta property="og:image" content="([^"]+)"/)![1]!;
  const { pathname } = new URL(image.replace(/&amp;/g, '&'));
  expect(pathname).toMatch(/^\/bn\/career\/opengraph-image-\w+$/);
  const answer = await request.get(pathname);
  expect(answer.headers()['content-type']).toBe('image/png');
  const card = await answer.body();
  const sheet = await page.context().newPage();
  // The block sits on the card's bottom margin of 72 px, below the masthead.
  const block = await sharp(card)
    .extract({ left: 72, top: 150, width: 1056, height: 408 })
    .png()
    .toBuffer();
  const line = { size: 60, lineHeight: 1.25, width: 1000 };
  const reference = await readInk(await chromiumTitle(sheet, words.careerLine, line));
  const shaped = await likeness(await readInk(block), reference);
  const unshaped = await likeness(
    await readInk(await chromiumTitle(sheet, [...words.careerLine].join('\u200C'), line)),
    reference,
  );
  const figures = `shaped ${JSON.stringify(shaped)}, unshaped ${JSON.stringify(unshaped)}`;
  expect(shaped.words[0], figures).toBe(shaped.words[1]);
  expect(shaped.score, figures).toBeGreaterThan(0.75);
  expect(unshaped.score, figures).toBeLessThan(shaped.score - 0.15);
  const orange = { size: 28, colour: '#F2A541', lineHeight: 1.2 };
  const section = await likeness(
    await readInk(block, isOrange),
    await readInk(await chromiumTitle(sheet, words.career, orange), isOrange),
    10,
  );
  expect(section.words, JSON.stringify(section)).toEqual([1, 1]);
  expect(section.score, JSON.stringify(section)).toBeGreaterThan(0.6);
});
