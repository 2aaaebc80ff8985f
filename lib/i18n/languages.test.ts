import { describe, expect, it } from 'vitest';
import {
  isLanguage,
  languageOf,
  localizeHref,
  otherLanguage,
  pathIn,
  splitPath,
  twinRoutePaths,
} from './languages';

describe('the addresses of the two languages (issue 49)', () => {
  it('puts a Bangla twin at /bn + the English path, and leaves English where it is', () => {
    expect(pathIn('bn', '/')).toBe('/bn');
    expect(pathIn('bn', '/knitting')).toBe('/bn/knitting');
    expect(pathIn('bn', '/blogs/details/a-post')).toBe('/bn/blogs/details/a-post');
    expect(pathIn('en', '/knitting')).toBe('/knitting');
    expect(pathIn('en', '/')).toBe('/');
  });

  it('reads a path’s language and English path back', () => {
    expect(splitPath('/bn')).toEqual({ lang: 'bn', path: '/' });
    expect(splitPath('/bn/knitting')).toEqual({ lang: 'bn', path: '/knitting' });
    expect(splitPath('/en/knitting')).toEqual({ lang: 'en', path: '/knitting' });
    expect(splitPath('/knitting')).toEqual({ lang: 'en', path: '/knitting' });
    expect(splitPath('/bnx')).toEqual({ lang: 'en', path: '/bnx' });
    expect(splitPath('/')).toEqual({ lang: 'en', path: '/' });
  });

  it('points an internal link at the same page in Bangla, query and fragment kept', () => {
    expect(localizeHref('/contact-us', 'bn')).toBe('/bn/contact-us');
    expect(localizeHref('/', 'bn')).toBe('/bn');
    expect(localizeHref('/blogs?page=2', 'bn')).toBe('/bn/blogs?page=2');
    expect(localizeHref('/#top', 'bn')).toBe('/bn#top');
    expect(localizeHref('/contact-us', 'en')).toBe('/contact-us');
  });

  it('leaves what is the same in every language alone', () => {
    for (const href of [
      '/api/store/contact-us',
      '/admin',
      '/admin/inbox',
      '/files/abc/x.pdf',
      '/bn/knitting',
      'https://example.com/x',
      '//example.com/x',
      '#main',
      'mailto:a@b.c',
    ])
      expect(localizeHref(href, 'bn'), href).toBe(href);
  });

  it('names both twins’ route paths for any address of a page, so revalidating one refreshes both', () => {
    expect(twinRoutePaths('/dyeing')).toEqual(['/en/dyeing', '/bn/dyeing']);
    expect(twinRoutePaths('/bn/dyeing')).toEqual(['/en/dyeing', '/bn/dyeing']);
    expect(twinRoutePaths('/')).toEqual(['/en', '/bn']);
    expect(twinRoutePaths('/bn')).toEqual(['/en', '/bn']);
  });

  it('knows its two languages and which is the other', () => {
    expect(languageOf('bn')).toBe('bn');
    expect(languageOf('fr')).toBe('en');
    expect(languageOf(undefined)).toBe('en');
    expect(isLanguage('bn')).toBe(true);
    expect(isLanguage('en')).toBe(true);
    expect(isLanguage('fr')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
    expect(otherLanguage('en')).toBe('bn');
    expect(otherLanguage('bn')).toBe('en');
  });
});
