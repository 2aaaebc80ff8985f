import { describe, expect, it } from 'vitest';
import { decodeAttribute, decodeEntities, htmlText } from './html-text';

describe('htmlText', () => {
  it('makes every tag a space and decodes the text between', () => {
    expect(htmlText('<p>Fish &amp; chips</p><ul><li>a</li><li>b</li></ul>')).toBe(
      ' Fish & chips   a  b  ',
    );
  });

  it('reads a stray < as text and drops a tag left open at the end', () => {
    expect(htmlText('1 < 2 <b')).toBe('1 < 2 ');
    expect(htmlText('a<!-- note -->b')).toBe('ab');
  });

  it('keeps the words of markup nested far deeper than any page', () => {
    const depth = 5_000;
    expect(htmlText(`${'<div>'.repeat(depth)}deep${'</div>'.repeat(depth)}`).trim()).toBe('deep');
  });
});

describe('decodeEntities', () => {
  it('decodes every named and numeric reference, as a browser does', () => {
    expect(decodeEntities('Caf&#233; &#x2014; &hellip; &rsquo;&ldquo;&nbsp;&lt;&unknown;')).toBe(
      'Café — … ’“\u00a0<&unknown;',
    );
  });

  it('leaves an address in an attribute as written', () => {
    expect(decodeAttribute('/a.jpg?w=1&amp;copy=2&copy=3')).toBe('/a.jpg?w=1&copy=2&copy=3');
  });
});
