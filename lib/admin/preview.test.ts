import { describe, expect, it } from 'vitest';
import { previewHref, previewPath } from './preview';

describe('the page a preview opens', () => {
  it('is a page of this site, with its query', () => {
    expect(previewPath('/blogs/details/knit-trials')).toBe('/blogs/details/knit-trials');
    expect(previewPath('/blogs?page=2')).toBe('/blogs?page=2');
    expect(previewHref('/media-details/open-day')).toBe(
      '/admin/preview?path=%2Fmedia-details%2Fopen-day',
    );
  });

  it.each([
    null,
    '',
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example/',
    'javascript:alert(1)',
    '/admin/accounts',
    '/api/revalidate',
    '/admin',
  ])('is the home page for anything else: %s', (value) => expect(previewPath(value)).toBe('/'));
});
