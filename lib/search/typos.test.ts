import { describe, expect, it } from 'vitest';
import { withinOneTypo } from './typos';

describe('withinOneTypo', () => {
  it.each([
    ['kniting', 'knitting'],
    ['sustainabilty', 'sustainability'],
    ['knitting', 'knitting'],
    ['dieing', 'dyeing'],
    ['kntiting', 'knitting'],
    ['washign', 'washing'],
    ['xwashing', 'washing'],
    ['washingx', 'washing'],
  ])('forgives %s for %s', (typed, word) => {
    expect(withinOneTypo(typed, word)).toBe(true);
    expect(withinOneTypo(word, typed)).toBe(true);
  });

  it.each([
    ['knting', 'knitting'],
    ['sustainbilty', 'sustainability'],
    ['dyng', 'dyeing'],
    ['wahsign', 'washing'],
    ['abc', 'abcde'],
    ['gazipur', 'gazipxx'],
  ])('does not forgive %s for %s', (typed, word) => {
    expect(withinOneTypo(typed, word)).toBe(false);
    expect(withinOneTypo(word, typed)).toBe(false);
  });
});
