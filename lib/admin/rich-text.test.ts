import { describe, expect, it } from 'vitest';
import { cleanRichText, richTextProblem } from './rich-text';

describe('a body as the editing area stores it', () => {
  it('goes through the pages’ sanitiser: scripts, styles and handlers are gone, structure stays', () =>
    expect(
      cleanRichText(
        '<h2 style="color:red">Title</h2><p onclick="x()">Text <b>bold</b></p><script>alert(1)</script><table><tbody><tr><td>1</td></tr></tbody></table>',
      ),
    ).toBe(
      '<h2>Title</h2><p>Text <b>bold</b></p><table><tbody><tr><td>1</td></tr></tbody></table>',
    ));

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
