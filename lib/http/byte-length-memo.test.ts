import { describe, expect, it, vi } from 'vitest';
import { BYTE_LENGTH_MEMO_MIN_CHARS, memoizedByteLength } from './byte-length-memo';

const page = (fill: string) => `<p>${fill.repeat(BYTE_LENGTH_MEMO_MIN_CHARS)}</p>`;

describe("the memo of long strings' byte lengths", () => {
  it('answers what Buffer.byteLength answers, multi-byte characters included', () => {
    const byteLength = memoizedByteLength(Buffer.byteLength.bind(Buffer));
    for (const text of [page('a'), page('é'), page('—'), page('😀'), 'short é', ''])
      expect(byteLength(text)).toBe(Buffer.byteLength(text));
    expect(byteLength(Buffer.from('abc'))).toBe(3);
    expect(byteLength(page('a'), 'latin1')).toBe(Buffer.byteLength(page('a'), 'latin1'));
  });

  it('measures a long string once, a short one or another encoding every time', () => {
    const measure = vi.fn(Buffer.byteLength.bind(Buffer)) as unknown as typeof Buffer.byteLength;
    const byteLength = memoizedByteLength(measure);
    const long = page('é');
    for (let i = 0; i < 5; i++) byteLength(long);
    expect(measure).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 3; i++) byteLength('short');
    for (let i = 0; i < 3; i++) byteLength(long, 'utf16le');
    expect(measure).toHaveBeenCalledTimes(7);
  });

  it('remembers within its bytes, the least recently used going first', () => {
    const measure = vi.fn(Buffer.byteLength.bind(Buffer)) as unknown as typeof Buffer.byteLength;
    const [a, b, c] = [page('a'), page('b'), page('c')];
    const byteLength = memoizedByteLength(measure, Math.floor(2.5 * a.length));
    byteLength(a);
    byteLength(b);
    byteLength(a);
    byteLength(c); // b goes
    expect(byteLength.remembered.size).toBe(2);
    expect(measure).toHaveBeenCalledTimes(3);
    byteLength(a);
    expect(measure).toHaveBeenCalledTimes(3);
    byteLength(b);
    expect(measure).toHaveBeenCalledTimes(4);
  });

  it('weighs a string as the heap holds it: a Bangla page two bytes a character', () => {
    const measure = vi.fn(Buffer.byteLength.bind(Buffer)) as unknown as typeof Buffer.byteLength;
    const [a, b] = [page('ক'), page('খ')];
    // Room for 2.5 × a's characters: two Latin pages would fit, not two Bangla ones.
    const byteLength = memoizedByteLength(measure, Math.floor(2.5 * a.length));
    byteLength(a);
    byteLength(b);
    expect(byteLength.remembered.size).toBe(1);
    expect(byteLength.remembered.calculatedSize).toBe(2 * b.length);
  });
});
