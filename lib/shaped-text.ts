import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { inflateSync } from 'node:zlib';

/**
 * Text in Bengali script for the share cards. Satori, which next/og uses, draws
 * each character on its own, so conjuncts and vowel signs come apart
 * (vercel/satori#538). Here HarfBuzz shapes the text with Noto Sans Bengali and
 * the card receives the glyphs' outlines as an SVG picture.
 */

const BENGALI_SCRIPT = /[\u0980-\u09FF]/u;
/** Characters shaped with the Bengali face: the script, its dandas and the joiners. */
const BENGALI_RUN = /[\u0980-\u09FF\u0964\u0965\u200C\u200D]/u;

export const hasBengali = (text: string) => BENGALI_SCRIPT.test(text);

type HarfBuzz = typeof import('harfbuzzjs');
type Face = { font: InstanceType<HarfBuzz['Font']>; upem: number };
type Faces = {
  hb: HarfBuzz;
  bengali: Face;
  latin: Face;
  ascender: number;
  descender: number;
  /** The space between words, from the Latin face (the Bengali subset has none), per 1,000 em. */
  space: number;
};

const fontFile = (subset: 'bengali' | 'latin') =>
  createRequire(path.join(process.cwd(), 'package.json')).resolve(
    `@fontsource/noto-sans-bengali/files/noto-sans-bengali-${subset}-700-normal.woff`,
  );

/** A WOFF 1 file back to the OpenType font it wraps: its tables, each zlib-compressed. */
export function woffToSfnt(woff: Buffer): Buffer {
  const tableCount = woff.readUInt16BE(12);
  const tables = Array.from({ length: tableCount }, (_, index) => {
    const entry = 44 + index * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const stored = woff.readUInt32BE(entry + 8);
    const original = woff.readUInt32BE(entry + 12);
    const raw = woff.subarray(offset, offset + stored);
    return {
      tag: woff.readUInt32BE(entry),
      checksum: woff.readUInt32BE(entry + 16),
      data: stored < original ? inflateSync(raw) : raw,
    };
  });
  const directory = 12 + 16 * tableCount;
  const sfnt = Buffer.alloc(
    tables.reduce((size, t) => size + ((t.data.length + 3) & ~3), directory),
  );
  const searchRange = 2 ** Math.floor(Math.log2(tableCount)) * 16;
  sfnt.writeUInt32BE(woff.readUInt32BE(4), 0);
  sfnt.writeUInt16BE(tableCount, 4);
  sfnt.writeUInt16BE(searchRange, 6);
  sfnt.writeUInt16BE(Math.log2(searchRange / 16), 8);
  sfnt.writeUInt16BE(tableCount * 16 - searchRange, 10);
  let offset = directory;
  tables.forEach((table, index) => {
    const entry = 12 + 16 * index;
    sfnt.writeUInt32BE(table.tag, entry);
    sfnt.writeUInt32BE(table.checksum, entry + 4);
    sfnt.writeUInt32BE(offset, entry + 8);
    sfnt.writeUInt32BE(table.data.length, entry + 12);
    table.data.copy(sfnt, offset);
    offset += (table.data.length + 3) & ~3;
  });
  return sfnt;
}

let loading: Promise<Faces> | undefined;

function faces(): Promise<Faces> {
  loading ??= (async () => {
    const hb = await import('harfbuzzjs');
    const open = async (subset: 'bengali' | 'latin'): Promise<Face> => {
      const face = new hb.Face(new hb.Blob(woffToSfnt(await readFile(fontFile(subset)))));
      return { font: new hb.Font(face), upem: face.upem };
    };
    const [bengali, latin] = await Promise.all([open('bengali'), open('latin')]);
    const extents = bengali.font.hExtents();
    const space = (latin.font.glyphHAdvance(latin.font.nominalGlyph(32) ?? 0) * 1000) / latin.upem;
    return { hb, bengali, latin, ascender: extents.ascender, descender: extents.descender, space };
  })();
  loading.catch(() => (loading = undefined));
  return loading;
}

type Glyph = { path: string; x: number; y: number; scale: number };
type Word = { glyphs: Glyph[]; width: number };

/** One word, split into runs by script, each shaped with its own face (units of 1,000 per em). */
function shapeWord(all: Faces, word: string): Word {
  const runs =
    word.match(
      /[\u0980-\u09FF\u0964\u0965\u200C\u200D]+|[^\u0980-\u09FF\u0964\u0965\u200C\u200D]+/gu,
    ) ?? [];
  const glyphs: Glyph[] = [];
  let width = 0;
  for (const run of runs) {
    const { font, upem } = BENGALI_RUN.test(run) ? all.bengali : all.latin;
    const scale = 1000 / upem;
    const buffer = new all.hb.Buffer();
    buffer.addText(run);
    buffer.guessSegmentProperties();
    all.hb.shape(font, buffer);
    for (const glyph of buffer.getGlyphInfosAndPositions()) {
      glyphs.push({
        path: font.glyphToPath(glyph.codepoint),
        x: width + (glyph.xOffset ?? 0) * scale,
        y: (glyph.yOffset ?? 0) * scale,
        scale,
      });
      width += (glyph.xAdvance ?? 0) * scale;
    }
  }
  return { glyphs, width };
}

/** Words into lines no wider than the measure; past the last line, an ellipsis. */
function breakLines(all: Faces, text: string, measure: number, maxLines: number) {
  const words = text.split(/\s+/u).filter(Boolean);
  const lines: string[][] = [[]];
  let width = 0;
  for (const word of words) {
    const line = lines.at(-1)!;
    const next = shapeWord(all, word).width + (line.length ? all.space : 0);
    if (line.length && width + next > measure) {
      if (lines.length === maxLines) {
        line.push('…');
        while (line.length > 1 && lineWidth(all, line) > measure) line.splice(-2, 1);
        return lines;
      }
      lines.push([word]);
      width = next - all.space;
    } else {
      line.push(word);
      width += next;
    }
  }
  return lines;
}

const lineWidth = (all: Faces, words: string[]) =>
  words.reduce((sum, word, i) => sum + shapeWord(all, word).width + (i ? all.space : 0), 0);

export type ShapedText = { src: string; width: number; height: number };

/**
 * The text drawn as an SVG picture of shaped glyphs, wrapped at `maxWidth` pixels,
 * at most `maxLines` lines, in the card's white bold.
 */
export async function shapedText(
  text: string,
  {
    fontSize,
    lineHeight = 1.2,
    maxWidth,
    maxLines = 3,
    color = '#ffffff',
  }: { fontSize: number; lineHeight?: number; maxWidth: number; maxLines?: number; color?: string },
): Promise<ShapedText> {
  const all = await faces();
  const measure = (maxWidth / fontSize) * 1000;
  const lines = breakLines(all, text.replace(/\s+/gu, ' ').trim(), measure, maxLines);
  const lineBox = lineHeight * 1000;
  const inkHeight = ((all.ascender - all.descender) * 1000) / all.bengali.upem;
  const baseline = (lineBox - inkHeight) / 2 + (all.ascender * 1000) / all.bengali.upem;
  let widest = 0;
  const drawn = lines.map((words, index) => {
    let x = 0;
    const paths = words.flatMap((word, i) => {
      x += i ? all.space : 0;
      const shaped = shapeWord(all, word);
      const left = x;
      x += shaped.width;
      return shaped.glyphs.map(
        (g) =>
          `<path transform="translate(${round(left + g.x)} ${round(g.y)})${g.scale === 1 ? '' : ` scale(${g.scale})`}" d="${g.path}"/>`,
      );
    });
    widest = Math.max(widest, x);
    return `<g transform="translate(0 ${round(index * lineBox + baseline)}) scale(1 -1)">${paths.join('')}</g>`;
  });
  const width = Math.ceil((widest / 1000) * fontSize);
  const height = Math.ceil((lines.length * lineBox * fontSize) / 1000);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${round(widest)} ${lines.length * lineBox}"><g fill="${color}">${drawn.join('')}</g></svg>`;
  return { src: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, width, height };
}

const round = (n: number) => Math.round(n * 10) / 10;
