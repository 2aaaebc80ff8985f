import { describe, expect, it } from 'vitest';
import { withoutControlChars } from './text';

describe('withoutControlChars', () => {
  it.each([
    ['C0 controls', 'a\u0000b\u0001c\u0008d\u000Be\u000Cf\u000Eg\u001Fh', 'abcdefgh'],
    ['DEL and C1 controls', 'a\u007Fb\u0080c\u0085d\u009Fe', 'abcde'],
    ['lone surrogates', 'a\uD800b\uDFFFc', 'abc'],
    ['U+FFFE and U+FFFF', 'a\uFFFEb\uFFFFc', 'abc'],
  ])('drops %s', (_, text, clean) => expect(withoutControlChars(text)).toBe(clean));

  it('keeps tabs, line breaks and every other character, paired surrogates too', () => {
    const text =
      'Knit\tand\r\npurl\n — café, 編み物, 🧶 U+FFFD \uFFFD, U+1FFFE \u{1FFFE}, NBSP\u00A0.';
    expect(withoutControlChars(text)).toBe(text);
  });
});
