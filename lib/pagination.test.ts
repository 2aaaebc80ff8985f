import { describe, expect, it } from 'vitest';
import { listHref, pageFrom, pageWindow } from './pagination';

describe('pageWindow (spec part 2 section 9)', () => {
  it.each([
    // [current, last, expected]
    [1, 1, []],
    [1, 2, [1, 2]],
    [1, 3, [1, 2, 3]],
    [1, 5, [1, 2, 3, 'ellipsis-end', 5]],
    [3, 5, [1, 2, 3, 4, 5]],
    [4, 10, [1, 2, 3, 4, 5, 6, 'ellipsis-end', 10]],
    [5, 10, [1, 'ellipsis-start', 3, 4, 5, 6, 7, 'ellipsis-end', 10]],
    [6, 10, [1, 'ellipsis-start', 4, 5, 6, 7, 8, 'ellipsis-end', 10]],
    [7, 10, [1, 'ellipsis-start', 5, 6, 7, 8, 9, 10]],
    [10, 10, [1, 'ellipsis-start', 8, 9, 10]],
    [1, 10, [1, 2, 3, 'ellipsis-end', 10]],
    [2, 10, [1, 2, 3, 4, 'ellipsis-end', 10]],
    [5, 8, [1, 'ellipsis-start', 3, 4, 5, 6, 7, 8]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
  ] as const)('page %i of %i', (current, last, expected) => {
    expect(pageWindow(current, last)).toEqual(expected);
  });

  it('shows no gap ellipsis where no page is hidden', () => {
    for (let last = 2; last <= 12; last++)
      for (let current = 1; current <= last; current++) {
        const numbers = pageWindow(current, last).filter((i): i is number => typeof i === 'number');
        const items = pageWindow(current, last);
        items.forEach((item, i) => {
          if (typeof item === 'number') return;
          const before = items[i - 1] as number;
          const after = items[i + 1] as number;
          expect(after - before, `${current}/${last}`).toBeGreaterThan(1);
        });
        expect(numbers).toContain(current);
        expect(numbers[0]).toBe(1);
        expect(numbers.at(-1)).toBe(last);
      }
  });

  it('clamps a current page outside 1..last', () => {
    expect(pageWindow(0, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(99, 10)).toEqual(pageWindow(10, 10));
  });
});

describe('pageFrom', () => {
  it.each([
    [undefined, 1],
    [null, 1],
    ['', 1],
    ['abc', 1],
    ['-2', 1],
    ['0', 1],
    ['1.5', 1],
    ['2e3', 1],
    ['3', 3],
    [' 4 ', 4],
    [['5', '6'], 5],
    ['99999999999999999999', 1],
  ] as const)('%j gives page %i', (value, page) => {
    expect(pageFrom(value as string | string[] | undefined | null)).toBe(page);
  });

  it('never goes past the last page', () => {
    expect(pageFrom('9', 3)).toBe(3);
    expect(pageFrom('9', 0)).toBe(1);
  });
});

describe('listHref', () => {
  it('is the bare path for page one of the unfiltered list', () => {
    expect(listHref('/blogs', { page: 1, filter: null })).toBe('/blogs');
  });
  it('puts the filter before the page, and the page only past the first', () => {
    expect(listHref('/blogs', { page: 2, filter: null })).toBe('/blogs?page=2');
    expect(listHref('/blogs', { page: 1, filter: 'knitwear' })).toBe('/blogs?category=knitwear');
    expect(listHref('/blogs', { page: 3, filter: 'knitwear' })).toBe(
      '/blogs?category=knitwear&page=3',
    );
    expect(listHref('/blogs/knitwear', { page: 2, filter: null })).toBe('/blogs/knitwear?page=2');
  });
});
