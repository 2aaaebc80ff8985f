import { site } from './site';
import { describe, expect, it } from 'vitest';
import { costRatio } from '@/test/timing';
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

describe('embedded videos', () => {
  const editorVideo =
    '<div data-youtube-video=""><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ?start=3" width="640" onload="x()" allow="autoplay"></iframe></div>';

  it('keeps a YouTube frame in the editor form, on the privacy-enhanced host only', () =>
    expect(sanitizeContent(`${editorVideo}<p>after</p>`, 'editor')).toBe(
      // The start time is kept (issue 45).
      '<div data-youtube-video><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=3"></iframe></div><p>after</p>',
    ));

  it('turns it into a marked link on pages: no third-party frame loads with the page', () =>
    expect(sanitizeContent(`${editorVideo}<p>after</p>`)).toBe(
      '<a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ&amp;t=3s" target="_blank" rel="noopener noreferrer" data-video="dQw4w9WgXcQ" data-start="3">Watch the video on YouTube</a><p>after</p>',
    ));

  it.each([
    '<iframe src="https://evil.example/embed/dQw4w9WgXcQ"></iframe>',
    '<iframe src="javascript:alert(1)"></iframe>',
    '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
    '<iframe src="//www.youtube.com/embed/dQw4w9WgXcQ"></iframe>',
    '<iframe src="https://www.youtube.com.evil.example/embed/dQw4w9WgXcQ"></iframe>',
  ])('drops any other frame: %s', (html) => {
    expect(sanitizeContent(html, 'editor')).toBe('');
    expect(sanitizeContent(html)).toBe('');
  });

  it('never lets a source mark its own link as a video', () =>
    expect(sanitizeContent('<a data-video="x" href="javascript:alert(1)">x</a>')).toBe('x'));

  it.each([
    [
      '<p>See <a href="javascript:alert(1)">the <b>report</b></a>.</p>',
      '<p>See the <b>report</b>.</p>',
    ],
    ['<p><a title="t">no address</a></p>', '<p>no address</p>'],
    ['<p><a href="/knitting">kept</a></p>', '<p><a href="/knitting">kept</a></p>'],
  ])('keeps a link that lost its address as its plain words: %s', (html, clean) =>
    expect(sanitizeContent(html)).toBe(clean),
  );

  it.each([
    '<p>a<img src="javascript:alert(1)" alt="x">b</p>',
    '<p>a<img alt="no source">b</p>',
    '<p>a<img src="data:image/png;base64,AAAA" alt="x">b</p>',
  ])('drops a picture that lost its source, not leave it broken: %s', (html) =>
    expect(sanitizeContent(html)).toBe('<p>ab</p>'),
  );

  it('shows nothing a frame holds', () =>
    expect(
      sanitizeContent(
        '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ">inner <b>text</b></iframe>',
      ),
    ).not.toContain('inner'));
});

describe('HTML nested deeper than the parser should follow', () => {
  const deep = (tail: string) => `${'<a>'.repeat(66_000)}${tail}`;

  // As many tags, side by side instead of inside one another.
  const flat = (tail: string) => `${'<a></a>'.repeat(28_285)}${tail}`;

  it('is rendered as escaped words alone, in about the time of flat HTML as long', () => {
    const tail = 'Fish &amp; chips > peas <script>alert(1)</script>';
    expect(sanitizeContent(deep(tail))).toBe('<p>Fish &amp; chips &gt; peas alert(1)</p>');
    // The parser's own stack made it about a hundred times slower.
    expect(costRatio(sanitizeContent, deep(tail), flat(tail))).toBeLessThan(10);
  });

  it('gives its text in about the time of flat HTML as long', () => {
    expect(htmlToText(deep('<p>Fish &amp; chips</p>'))).toBe('Fish & chips');
    expect(costRatio(htmlToText, deep('<p>x</p>'), flat('<p>x</p>'))).toBeLessThan(10);
  });
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

describe('links and videos of a body (issue 45)', () => {
  it("opens only links that leave the site in a new tab; the site's own, relative or on SITE_URL, stay in the tab, with no rel", () => {
    const html = sanitizeContent(
      `<p><a href="/blogs" target="_blank" rel="nofollow">a</a> <a href="${site.url}/career" target="_blank" rel="noopener noreferrer nofollow">b</a> <a href="https://example.org/x">c</a></p>`,
    );
    expect(html).toBe(
      `<p><a href="/blogs">a</a> <a href="${site.url}/career">b</a> <a href="https://example.org/x" target="_blank" rel="noopener noreferrer">c</a></p>`,
    );
  });

  it('keeps a YouTube start time in the embed and in the link that stands for it', () => {
    const frame =
      '<div data-youtube-video><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?controls=1&start=62"></iframe></div>';
    expect(sanitizeContent(frame, 'editor')).toBe(
      '<div data-youtube-video><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=62"></iframe></div>',
    );
    expect(sanitizeContent(frame)).toContain(
      'href="https://www.youtube.com/watch?v=dQw4w9WgXcQ&amp;t=62s"',
    );
    expect(sanitizeContent(frame)).toContain('data-start="62"');
  });
});

describe('empty paragraphs (Enter pressed twice, or last, in the body’s editor)', () => {
  it('are neither stored nor shown, wherever they are', () => {
    for (const form of ['editor', 'page'] as const)
      expect(
        sanitizeContent(
          '<p></p><p>One</p><p></p><p><br></p><p>Two</p><p> &nbsp; </p><p><br/></p>',
          form,
        ),
      ).toBe('<p>One</p><p>Two</p>');
  });

  it('a paragraph with a picture, a link or a line break between words stays', () => {
    const kept =
      '<p><img src="/files/a/b.webp" alt="A loom" loading="lazy" decoding="async" /></p><p><a href="/blogs">x</a></p><p>a<br />b</p>';
    expect(sanitizeContent(kept, 'editor')).toBe(kept);
  });
});
