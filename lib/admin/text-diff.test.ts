import { describe, expect, it } from 'vitest';
import { diffWords, textDiff } from './text-diff';

describe('textDiff', () => {
  it('marks the words a change removes and adds, with a few words of context around', () => {
    const from = '<p>Our knitting unit runs 120 circular machines in Gazipur.</p>';
    const to = '<p>Our knitting unit runs 140 circular machines in Gazipur.</p>';
    expect(textDiff(from, to)).toEqual([
      { kind: 'same', text: 'Our knitting unit runs' },
      { kind: 'removed', text: '120' },
      { kind: 'added', text: '140' },
      { kind: 'same', text: 'circular machines in Gazipur.' },
    ]);
  });

  it('finds a change past the first 160 characters, and shortens what is the same', () => {
    const opening = 'The same long opening paragraph of the article, '.repeat(6);
    const from = `<p>${opening}</p><p>The dyeing unit was expanded in 2019.</p>`;
    const to = `<p>${opening}</p><p>The dyeing unit was expanded in 2021, with new jets.</p>`;
    const runs = textDiff(from, to);
    expect(runs[0]).toMatchObject({ kind: 'same' });
    expect(runs[0]!.text.startsWith('…')).toBe(true);
    expect(runs[0]!.text).toContain('\nThe dyeing unit was expanded in');
    expect(runs.slice(1)).toEqual([
      { kind: 'removed', text: '2019.' },
      { kind: 'added', text: '2021, with new jets.' },
    ]);
  });

  it('keeps paragraphs apart, and shows pictures and videos as words', () => {
    expect(
      diffWords(
        '<h2>Title</h2><p>One &amp; two<br>three</p><img src="/a.webp" alt="Yarn"><div data-youtube-video=""><iframe src="https://www.youtube-nocookie.com/embed/x"></iframe></div>',
      ),
    ).toEqual([
      'Title',
      '\n',
      'One',
      '&',
      'two',
      '\n',
      'three',
      '\n',
      '[picture:',
      'Yarn]',
      '[video:',
      'https://www.youtube-nocookie.com/embed/x]',
    ]);
  });

  it('sees no change in a video nobody changed: the editor’s frame and the stored one name it alike', () => {
    // As TipTap writes it (its player options in the address), and as the store keeps it.
    const editor =
      '<p>Our dyeing floor.</p><div data-youtube-video=""><iframe width="640" height="480" allowfullscreen="true" src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?modestbranding=1&amp;start=62"></iframe></div>';
    const stored =
      '<p>Our dyeing floor, 2026.</p><div data-youtube-video><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=62"></iframe></div>';
    expect(textDiff(editor, stored)).toEqual([
      { kind: 'same', text: 'Our dyeing' },
      { kind: 'removed', text: 'floor.' },
      { kind: 'added', text: 'floor, 2026.' },
      { kind: 'same', text: '\n[video: https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=62s]' },
    ]);
    // Another start time is a change.
    expect(
      textDiff(stored, stored.replace('start=62', 'start=90')).filter((run) => run.kind !== 'same'),
    ).toEqual([
      { kind: 'removed', text: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=62s]' },
      { kind: 'added', text: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=90s]' },
    ]);
  });

  it('says nothing when only the markup differs', () => {
    expect(textDiff('<p>Knit <b>wear</b></p>', '<p>Knit wear</p>')).toEqual([]);
  });

  it('stays quick on long bodies changed all over', () => {
    const from = Array.from({ length: 5000 }, (_, i) => `a${i}`).join(' ');
    const to = Array.from({ length: 5000 }, (_, i) => `b${i}`).join(' ');
    const runs = textDiff(from, to);
    expect(runs.map((run) => run.kind)).toEqual(['removed', 'added']);
  });
});
