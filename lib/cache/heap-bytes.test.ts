import { describe, expect, it } from 'vitest';
import { stringBytes } from './heap-bytes.mjs';

describe("a string's bytes in the heap", () => {
  it('one a character when all are Latin-1, two when one is not', () => {
    expect(stringBytes('')).toBe(0);
    expect(stringBytes('<p>Knitting</p>')).toBe(15);
    expect(stringBytes('café ÿ')).toBe(6);
    expect(stringBytes('নিট')).toBe(6);
    expect(stringBytes(`${'a'.repeat(1000)}’`)).toBe(2002);
  });
});
