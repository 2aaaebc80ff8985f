import { describe, expect, it } from 'vitest';
// Next's own hash, to hold ours to it (an internal module: this test says when it moves).
import { djb2Hash } from 'next/dist/shared/lib/hash';
import { cardSuffix, englishCardAddress, shareCardRewrites } from './share-cards';

describe('the English share cards keep their addresses (issue 49)', () => {
  it('names the cards as the build before the move did', () => {
    // The suffixes in that build's og:image (e.g. /career/opengraph-image-1e5xp1?212aab63da094aa9).
    expect(cardSuffix('/(site)/career')).toBe('1e5xp1');
    expect(cardSuffix('/(site)/sustainability')).toBe('hwsb32');
    expect(cardSuffix('/(site)/blogs/(shell)')).toBe('1u6js7');
    expect(cardSuffix('/(site)/blogs/details/[slug]')).toBe('1qs48r');
    expect(cardSuffix('/(site)/media-details/[slug]')).toBe('16ulud');
    for (const folder of ['/[lang]/(site)/career', '/a/(b)/[c]'])
      expect(cardSuffix(folder)).toBe(djb2Hash(folder).toString(36).slice(0, 6));
  });

  it('rewrites each old address to the card under /en', () => {
    expect(shareCardRewrites).toContainEqual({
      source: '/career/opengraph-image-1e5xp1/:id*',
      destination: `/en/career/opengraph-image-${cardSuffix('/[lang]/(site)/career')}/:id*`,
    });
    expect(shareCardRewrites).toContainEqual({
      source: '/blogs/details/:slug/opengraph-image-1qs48r/:id*',
      destination: `/en/blogs/details/:slug/opengraph-image-${cardSuffix('/[lang]/(site)/blogs/details/[slug]')}/:id*`,
    });
    expect(shareCardRewrites).toHaveLength(5);
  });

  it('names the card an English page had from its folder, and no card for other pages', () => {
    expect(englishCardAddress('/career')).toEqual({
      url: '/career/opengraph-image-1e5xp1',
      item: false,
    });
    expect(englishCardAddress('/sustainability')?.url).toBe(
      '/sustainability/opengraph-image-hwsb32',
    );
    expect(englishCardAddress('/blogs')?.url).toBe('/blogs/opengraph-image-1u6js7');
    expect(englishCardAddress('/blogs/details/a-post')).toEqual({
      url: '/blogs/details/a-post/opengraph-image-1qs48r',
      item: true,
    });
    expect(englishCardAddress('/media-details/an-item')?.url).toBe(
      '/media-details/an-item/opengraph-image-16ulud',
    );
    for (const path of ['/', '/knitting', '/blogs/video', '/blogs/details/a/b', '/careers'])
      expect(englishCardAddress(path), path).toBeNull();
  });
});
