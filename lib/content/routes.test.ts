import { describe, expect, it } from 'vitest';
import { MAX_PER_PAGE, matchRead, normalizePaging, readPath } from './routes';

const query = (s: string) => new URLSearchParams(s);

describe('matchRead', () => {
  it('matches literal contract paths before patterns', () => {
    expect(matchRead('/api/posts/get-blogs')).toEqual({ name: 'blogs', params: {} });
    expect(matchRead('/api/posts/recent')).toEqual({ name: 'recentBlogs', params: {} });
  });
  it('extracts and decodes parameters', () => {
    expect(matchRead('/api/posts/sustainability/blogs')).toEqual({
      name: 'categoryBlogs',
      params: { category_slug: 'sustainability' },
    });
    expect(matchRead('/api/posts/blog/a%20b/details')).toEqual({
      name: 'blogDetails',
      params: { slug: 'a b' },
    });
    expect(matchRead('/api/posts/author/blogs/3')).toEqual({
      name: 'authorBlogs',
      params: { author_id: '3' },
    });
    expect(matchRead('/api/media/details/new-plant')).toEqual({
      name: 'mediaDetails',
      params: { slug: 'new-plant' },
    });
  });
  it('rejects anything outside the contract', () => {
    expect(matchRead('/api/nope')).toBeNull();
    expect(matchRead('/api/posts/blog/%E0%A4%A/details')).toBeNull();
    expect(matchRead('/api/apparel/knitting/extra')).toBeNull();
  });
  it('fills path patterns with encoded values', () => {
    expect(readPath('blogDetails', { slug: 'a/b' })).toBe('/api/posts/blog/a%2Fb/details');
  });
});

describe('normalizePaging', () => {
  it.each([
    ['', 1, 8],
    ['page=3&per_page=6', 3, 6],
    ['page=abc', 1, 8],
    ['page=-1', 1, 8],
    ['page=0&per_page=0', 1, 8],
    ['page=1.5', 1, 8],
    [`per_page=100000`, 1, MAX_PER_PAGE],
    ['page=99999999999999999999', 1, 8],
  ])('"%s" gives page %i, per_page %i', (q, page, perPage) => {
    expect(normalizePaging(query(q))).toEqual({ page, per_page: perPage });
  });
});
