import { describe, expect, it } from 'vitest';
import { htmlExcerpt, htmlToText, sanitizeContent } from './html';

describe('sanitizeContent', () => {
  it('drops scripts and event handlers and keeps the text markup', () => {
    const html = sanitizeContent(
      '<p onclick="x()">Hi <strong>there</strong></p><script>alert(1)</script>',
    );
    expect(html).toBe('<p>Hi <strong>there</strong></p>');
  });

  it('opens outside links in a new tab and keeps internal links in this one', () =>
    expect(
      sanitizeContent(
        '<a href="https://x.example/a" target="_self">out</a> <a href="/in" target="_blank" rel="opener">in</a>',
      ),
    ).toBe(
      '<a href="https://x.example/a" target="_blank" rel="noopener noreferrer">out</a> <a href="/in">in</a>',
    ));

  it('loads content images lazily', () =>
    expect(sanitizeContent('<img src="https://x.example/a.png" alt="A" onerror="x()">')).toBe(
      '<img src="https://x.example/a.png" alt="A" loading="lazy" decoding="async" />',
    ));
});

describe('htmlToText', () => {
  it('keeps paragraphs apart, decodes entities and drops script text', () =>
    expect(
      htmlToText(
        '<p>Fish &amp; chips</p><p>Caf&#233; &#x2014; &quot;open&quot;</p><script>alert(1)</script>',
      ),
    ).toBe('Fish & chips Café — "open"'));
});

describe('htmlExcerpt', () => {
  it('keeps short text whole', () =>
    expect(htmlExcerpt('<p>Short text.</p>', 160)).toBe('Short text.'));
  it('cuts long text at a word and marks the cut', () => {
    const excerpt = htmlExcerpt(`<p>${'word '.repeat(60)}</p>`, 50);
    expect(excerpt.length).toBeLessThanOrEqual(50);
    expect(excerpt).toMatch(/word…$/);
  });
});
