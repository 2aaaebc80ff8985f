import { describe, expect, it, vi } from 'vitest';
import { readPage } from './paged';

describe('one page of an editing-area list', () => {
  it('reads the page’s window and counts the pages', async () => {
    const rows = vi.fn(async () => ['u', 'v']);
    const paged = await readPage(3, 20, rows, Promise.resolve([{ total: 45 }]));
    expect(rows).toHaveBeenCalledWith({ limit: 20, offset: 40 });
    expect(paged).toEqual({ rows: ['u', 'v'], total: 45, pages: 3 });
  });

  it('has one page, and a total of 0, when there is nothing', async () => {
    expect(await readPage(1, 25, async () => [], Promise.resolve([]))).toEqual({
      rows: [],
      total: 0,
      pages: 1,
    });
  });
});
