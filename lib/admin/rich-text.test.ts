import { describe, expect, it } from 'vitest';
import { costRatio } from '@/test/timing';
import { blogPostInput } from './blog-posts';
import { cleanRichText, paragraphsOfPlainText, richTextProblem } from './rich-text';

describe('a body as the editing area stores it', () => {
  it('goes through the pages’ sanitiser: scripts, styles and handlers are gone, structure stays', () =>
    expect(
      cleanRichText(
        '<h2 style="color:red">Title</h2><p onclick="x()">Text <b>bold</b></p><script>alert(1)</script><table><tbody><tr><td>1</td></tr></tbody></table>',
      ),
    ).toBe(
      '<h2>Title</h2><p>Text <b>bold</b></p><table><tbody><tr><td>1</td></tr></tbody></table>',
    ));

  it('typed as plain text (without JavaScript), keeps its paragraphs and line breaks', () => {
    expect(
      cleanRichText(
        'We installed rooftop solar.\r\nIt covers a fifth of daytime power.\n\n  \nNext year: a second roof & more.\n',
      ),
    ).toBe(
      '<p>We installed rooftop solar.<br />It covers a fifth of daytime power.</p><p>Next year: a second roof &amp; more.</p>',
    );
    // HTML (the editor's, or typed as HTML) is left to the sanitiser as it is.
    const html = '<p>One</p>\n\n<p>Two</p>';
    expect(paragraphsOfPlainText(html)).toBe(html);
    expect(paragraphsOfPlainText('a <b>bold</b> word\n\nnext')).toBe('a <b>bold</b> word\n\nnext');
    expect(paragraphsOfPlainText('')).toBe('');
    expect(richTextProblem('\n\n  \n')).toBe('Write the body.');
  });

  it('typed as plain text, costs about what a text as long without spaces does', () => {
    const spaces = `a${' '.repeat(100_000)}b`;
    const words = `a${'x'.repeat(100_000)}b`;
    expect(costRatio(paragraphsOfPlainText, spaces, words)).toBeLessThan(10);
  });

  it('is refused empty, or with a picture nobody described', () => {
    expect(richTextProblem('<p></p>')).toBe('Write the body.');
    expect(richTextProblem('<script>alert(1)</script>')).toBe('Write the body.');
    expect(richTextProblem('<p>Text</p><img src="/files/a/b.webp">')).toBe(
      'Every picture in the body needs a description (its alt text).',
    );
    expect(richTextProblem('<p>Text</p><img src="/files/a/b.webp" alt=" ">')).toBe(
      'Every picture in the body needs a description (its alt text).',
    );
  });

  it('takes text, a described picture or a video alone', () => {
    expect(richTextProblem('<p>Text</p>')).toBeNull();
    expect(richTextProblem('<img src="/files/a/b.webp" alt="A loom">')).toBeNull();
    expect(
      richTextProblem(
        '<div data-youtube-video><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe></div>',
      ),
    ).toBeNull();
  });
});

describe('a body nested deep', () => {
  const TOO_DEEP =
    'The body nests more than 32 elements inside one another (lists in lists, quotes in quotes): flatten it to save.';
  /** A paragraph with `marks` bold tags inside it: `marks + 1` elements deep. */
  const nested = (marks: number) => `<p>${'<b>'.repeat(marks)}deep${'</b>'.repeat(marks)}</p>`;
  /** The 66,000 unclosed tags that fit under the 200,000-character cap. */
  const attack = `${'<b>'.repeat(66_000)}words`;

  it('is refused past 32 elements, with a sentence for the editor', () => {
    expect(richTextProblem(nested(31))).toBeNull();
    expect(richTextProblem(nested(32))).toBe(TOO_DEEP);
    expect(richTextProblem(attack)).toBe(TOO_DEEP);
  });

  it('still takes what the editor makes: ten levels of lists, a table in a quote, marks', () => {
    const list = (level: number): string =>
      level === 0
        ? '<p><strong><em><a href="/x">end</a></em></strong></p>'
        : `<ul><li><p>level ${level}</p>${list(level - 1)}</li></ul>`;
    const table =
      '<blockquote><table><tbody><tr><td><p><strong>cell</strong></p></td></tr></tbody></table></blockquote>';
    expect(richTextProblem(`${list(10)}${table}`)).toBeNull();
  });

  it('is sanitised to its words alone, in about the time of a flat body as long', () => {
    expect(cleanRichText(attack)).toBe('<p>words</p>');
    const flat = `${'<b></b>'.repeat(28_285)}words`;
    expect(costRatio(cleanRichText, attack, flat)).toBeLessThan(10);
  });

  it('keeps its markup up to the limit', () => expect(cleanRichText(nested(31))).toBe(nested(31)));
});

describe('an article whose body nests too deep', () => {
  it('is refused by the article form on its body field', () => {
    const parsed = blogPostInput.safeParse({
      title: 'Deep',
      slug: 'deep',
      categorySlug: 'news',
      authorId: '1',
      tags: '',
      featured: false,
      headline: false,
      publishedAt: '2025-01-01T10:00+06:00',
      thumbnail: '',
      featuredImage: '',
      shortDescription: '',
      description: `<p>${'<em>'.repeat(40)}deep</p>`,
    });
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['description', expect.stringContaining('flatten it to save')],
    ]);
  });
});
