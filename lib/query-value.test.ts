import { describe, expect, it } from 'vitest';
import { one, pageNumber, searchText } from './admin/query';
import { pageFrom } from './pagination';
import { firstValue } from './query-value';

describe('the first of a repeated query value', () => {
  it('reads ?a=1&a=2 as 1, and none as none', () => {
    expect(firstValue(['1', '2'])).toBe('1');
    expect(firstValue('x')).toBe('x');
    expect(firstValue([])).toBeUndefined();
    expect(firstValue(null)).toBeUndefined();
    expect(firstValue(undefined)).toBeUndefined();
  });

  it('is what the list pages, the inbox and the article pages read', () => {
    expect(one(['news', 'video'])).toBe('news');
    expect(one(undefined)).toBe('');
    expect(pageNumber({ page: ['3', '9'] })).toBe(3);
    expect(searchText({ q: ['  knit ', 'x'] })).toBe('knit');
    expect(pageFrom(['4', '2'])).toBe(4);
  });
});
