import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import bn from '@/messages/bn.json';
import en from '@/messages/en.json';
import { fillIn } from './fill-in';

const html = (node: React.ReactNode) => renderToStaticMarkup(<>{node}</>);

describe('fillIn', () => {
  it('puts text and elements where each language writes them', () => {
    const parts = { count: '3', searched: 'knit', kind: '' };
    expect(html(fillIn(en.search.resultMany, parts))).toBe('3 results for “knit”.');
    expect(html(fillIn(bn.search.resultMany, { ...parts, count: '৩', searched: 'নিট' }))).toBe(
      '“নিট” লিখে ৩টি ফল।',
    );
    expect(html(fillIn(en.search.didYouMean, { text: <a href="/x">dairy</a> }))).toBe(
      'Did you mean <a href="/x">dairy</a>?',
    );
  });

  it('renders a filled part as text, and leaves a slot it has no part for as written', () => {
    expect(html(fillIn('No results for “{query}”.', { query: '<b>x</b>' }))).toBe(
      'No results for “&lt;b&gt;x&lt;/b&gt;”.',
    );
    expect(html(fillIn('{a} and {b}', { a: 'one' }))).toBe('one and {b}');
  });
});
