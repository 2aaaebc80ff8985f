import { describe, expect, it } from 'vitest';
import { inLanguage, pageMetadata, titleFor } from './metadata';

describe('the page title rule', () => {
  it.each([
    ['/', 'Masco Group || Home'],
    ['/masco-at-a-glance', 'Masco Group || MASCO AT A GLANCE'],
    ['/fabric-r&d', 'Masco Group || FABRIC R&D'],
    ['/masco-share%26security', 'Masco Group || MASCO SHARE&SECURITY'],
    ['/blogs/video', 'Masco Group || BLOGS/VIDEO'],
  ])('%s → %s', (path, title) => {
    expect(titleFor(path)).toBe(title);
  });
});

describe('the metadata of the two languages (issue 49)', () => {
  it('keeps an English page’s canonical and adds hreflang en, bn and x-default', () => {
    const meta = pageMetadata('/knitting', 'Knitting.');
    expect(meta.alternates?.canonical).toBe('/knitting');
    expect(meta.alternates?.languages).toEqual({
      en: '/knitting',
      bn: '/bn/knitting',
      'x-default': '/knitting',
    });
    expect(meta.openGraph?.url).toBe('/knitting');
  });

  it('gives the Bangla twin its own canonical and Open Graph URL, with the same alternates', () => {
    const meta = pageMetadata('/', 'Home.', { lang: 'bn' });
    expect(meta.alternates?.canonical).toBe('/bn');
    expect(meta.alternates?.languages).toEqual({ en: '/', bn: '/bn', 'x-default': '/' });
    expect(meta.openGraph?.url).toBe('/bn');
  });

  it('carries a paged list’s query and its feed into both languages', () => {
    const meta = inLanguage(
      {
        alternates: {
          canonical: '/blogs?page=2',
          types: { 'application/rss+xml': '/blogs/feed.xml' },
        },
      },
      'bn',
    );
    expect(meta.alternates?.canonical).toBe('/bn/blogs?page=2');
    expect(meta.alternates?.languages).toMatchObject({
      bn: '/bn/blogs?page=2',
      en: '/blogs?page=2',
    });
    expect(meta.alternates?.types).toEqual({ 'application/rss+xml': '/blogs/feed.xml' });
  });

  it('leaves metadata with no canonical (a not-found article) as it is', () => {
    const meta = { title: 'x', robots: { index: false } };
    expect(inLanguage(meta, 'bn')).toBe(meta);
  });
});
