import { describe, expect, it } from 'vitest';
import { hasBengali, shapedText } from './shaped-text';

const svgOf = (src: string) => Buffer.from(src.split(',')[1]!, 'base64').toString();
const lineCount = (src: string) => svgOf(src).match(/<g transform="translate\(0 /g)?.length ?? 0;

describe('shaped text for share cards', () => {
  it('knows Bengali script from Latin', () => {
    expect(hasBengali('পোশাক শিল্প')).toBe(true);
    expect(hasBengali('Knitting 2026 — Masco')).toBe(false);
  });

  it('shapes a conjunct into fewer glyphs than its letters', async () => {
    // ক্ষ is three code points (ka, virama, ssa) and one glyph once shaped.
    const { src } = await shapedText('ক্ষ', { fontSize: 54, maxWidth: 1000 });
    expect(svgOf(src).match(/<path /g)).toHaveLength(1);
  });

  it('wraps within the measure, at most the lines asked for, and ends a cut title in an ellipsis', async () => {
    const title = 'বাংলাদেশের পোশাক শিল্পে ক্ষুদ্র উদ্যোক্তাদের জন্য টেকসই উৎপাদনের নতুন পথ '.repeat(3);
    const picture = await shapedText(title, {
      fontSize: 54,
      lineHeight: 1.3,
      maxWidth: 1060,
      maxLines: 3,
    });
    expect(picture.width).toBeLessThanOrEqual(1060);
    expect(lineCount(picture.src)).toBe(3);
    expect(picture.height).toBe(Math.ceil(3 * 1.3 * 54));
    const short = await shapedText('পোশাক শিল্প', { fontSize: 54, maxWidth: 1060 });
    expect(lineCount(short.src)).toBe(1);
    expect(short.width).toBeLessThan(400);
  });

  it('draws Latin words in a Bengali title with the Latin face, spaced as Chromium spaces them', async () => {
    const mixed = await shapedText('GOTS ও OEKO-TEX', { fontSize: 54, maxWidth: 1060 });
    expect(svgOf(mixed.src).match(/<path /g)!.length).toBe('GOTSওOEKO-TEX'.length);
    const [one, two] = await Promise.all([
      shapedText('ও', { fontSize: 100, maxWidth: 1000 }),
      shapedText('ও ও', { fontSize: 100, maxWidth: 1000 }),
    ]);
    // Noto Sans's space is 0.26 em.
    expect(two.width - 2 * one.width).toBeGreaterThanOrEqual(25);
    expect(two.width - 2 * one.width).toBeLessThanOrEqual(27);
  });
});
