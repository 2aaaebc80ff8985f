import { describe, expect, it, vi } from 'vitest';

vi.mock('./db', () => ({
  getStore: () => {
    throw new Error('the store was asked');
  },
}));

const { readFromStore } = await import('./api');

describe('a store read with a control character in its address', () => {
  it.each([
    ['blogDetails', { slug: 'a\u0000b' }],
    ['mediaDetails', { slug: '\u0000' }],
    ['categoryBlogs', { category_slug: 'knit\nwear' }],
    ['authorBlogs', { author_id: '3\u007f' }],
  ] as const)('%s %j is not found, and the store is not asked', async (name, params) => {
    const answer = await readFromStore(name, params, { page: 1, per_page: 8 });
    expect(answer.status).toBe(404);
  });

  it('asks the store for an ordinary address', async () => {
    await expect(
      readFromStore('blogDetails', { slug: 'knit-trials' }, { page: 1, per_page: 8 }),
    ).rejects.toThrow('the store was asked');
  });
});
