import { describe, expect, it } from 'vitest';
import { formText } from './form-state';

describe('a text field of an editing form', () => {
  it('is read without control characters, tabs and line breaks kept', () => {
    const form = new FormData();
    form.append('title', 'Knit\u0001ting\u000B\tnews\r\n\u007F\u009F\uFFFF');
    expect(formText(form, 'title')).toBe('Knitting\tnews\r\n');
  });

  it('is empty when absent or a file', () => {
    const form = new FormData();
    form.append('picture', new Blob(['x']), 'x.png');
    expect(formText(form, 'title')).toBe('');
    expect(formText(form, 'picture')).toBe('');
  });
});
