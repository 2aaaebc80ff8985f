import { describe, expect, it } from 'vitest';
import bn from '@/messages/bn.json';
import en from '@/messages/en.json';
import { blogText } from './copy/blog';
import { inLanguage, pageMetadata, titleFor, withEnglishCard } from './metadata';
import { site } from './site';

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
    expect(meta.alternates?.types).toEqual({ 'application/rss+xml': '/bn/blogs/feed.xml' });
  });

  it('links each language’s pages to its own feed, named in its language', () => {
    const feed = { 'application/rss+xml': [{ url: '/blogs/feed.xml', title: en.feed.title }] };
    const english = { alternates: { canonical: '/blogs', types: feed } };
    expect(inLanguage(english, 'en').alternates?.types).toEqual(feed);
    expect(inLanguage(english, 'bn').alternates?.types).toEqual({
      'application/rss+xml': [{ url: '/bn/blogs/feed.xml', title: 'মাসকো গ্রুপের ব্লগ' }],
    });
    expect(bn.feed.title).toBe('মাসকো গ্রুপের ব্লগ');
    // The English feed's words are the ones it had.
    expect(en.feed.title).toBe(`${site.name} blog`);
    expect(en.feed.description).toBe(blogText.description);
  });

  it('names an English page’s own share card by its address of before the move (no /en)', () => {
    const career = withEnglishCard(pageMetadata('/career', 'Jobs.', { ownCard: true }), 'en');
    const card = {
      url: '/career/opengraph-image-1e5xp1',
      width: 1200,
      height: 630,
      alt: 'Masco Group — Career',
      type: 'image/png',
    };
    expect(career.openGraph?.images).toEqual([card]);
    expect(career.twitter?.images).toEqual([card]);
    const article = withEnglishCard(
      {
        alternates: { canonical: '/blogs/details/a-post' },
        openGraph: { type: 'article', title: 'A post', url: '/blogs/details/a-post' },
      },
      'en',
    );
    expect(article.openGraph?.images).toEqual([
      {
        url: '/blogs/details/a-post/opengraph-image-1qs48r/card',
        width: 1200,
        height: 630,
        alt: 'A post',
        type: 'image/jpeg',
      },
    ]);
  });

  it('leaves the Bangla twin’s card, the brand card and pages without a card to Next', () => {
    const bangla = pageMetadata('/career', 'Jobs.', { ownCard: true, lang: 'bn' });
    expect(withEnglishCard(bangla, 'bn')).toBe(bangla);
    const brand = pageMetadata('/knitting', 'Knitting.');
    expect(withEnglishCard(brand, 'en')).toBe(brand);
    const noCard = pageMetadata('/knitting', 'Knitting.', { ownCard: true });
    expect(withEnglishCard(noCard, 'en')).toBe(noCard);
  });

  it('leaves metadata with no canonical (a not-found article) as it is', () => {
    const meta = { title: 'x', robots: { index: false } };
    expect(inLanguage(meta, 'bn')).toBe(meta);
  });
});
