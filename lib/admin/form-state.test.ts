import { describe, expect, it } from 'vitest';
import { formText } from './form-state';

describe('a text field of an editing form', () => {
  it('is read without control characters, tabs and line breaks kept', () => {
    const form = new FormData();
    form.append('title', 'Knit\u0001ting\u000B\tnews\r\n\u007F\u009F\uFFFF');
    expect(formText(form, 'title')).toBe('Knitting\tnews\n');
  });

  it('has its line breaks as the page gave them, not as the browser posts a textarea’s', () => {
    // Opened with LF between the paragraphs, posted with CR LF: unchanged all the same.
    const form = new FormData();
    form.append('description', '<p>One</p>\r\n<p>Two</p>\r<p>Three</p>');
    expect(formText(form, 'description')).toBe('<p>One</p>\n<p>Two</p>\n<p>Three</p>');
  });

  it('is empty when absent or a file', () => {
    const form = new FormData();
    form.append('picture', new Blob(['x']), 'x.png');
    expect(formText(form, 'title')).toBe('');
    expect(formText(form, 'picture')).toBe('');
  });
});
