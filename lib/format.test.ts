import { describe, expect, it } from 'vitest';
import { cardDate, figure, longDate, truncate } from './format';
import { CUT } from './copy/blog';

describe('truncate', () => {
  it('keeps text at or under the limit', () =>
    expect(truncate('a'.repeat(82), 82)).toBe('a'.repeat(82)));
  it("cuts longer text and adds '...'", () =>
    expect(truncate('a'.repeat(83), 82)).toBe(`${'a'.repeat(82)}...`));
});

describe('dates', () => {
  it('formats card dates as DD-MM-YYYY', () => {
    expect(cardDate('2024-01-01')).toBe('01-01-2024');
    expect(cardDate('2024-03-09T23:30:00Z')).toBe('09-03-2024');
  });
  it("formats detail dates like '1st January 2024, 3:04:05 pm'", () => {
    expect(longDate('2024-01-01T15:04:05Z')).toBe('1st January 2024, 3:04:05 pm');
    expect(longDate('2024-02-22T09:00:00Z')).toBe('22nd February 2024, 9:00:00 am');
  });
  it('gives an empty string for missing or invalid dates', () => {
    expect(cardDate(null)).toBe('');
    expect(longDate('not a date')).toBe('');
  });
});

describe('figure', () => {
  it('groups thousands', () => expect(figure(1850)).toBe('1,850'));
});

describe('truncate at every cut length of the blog section', () => {
  it.each(Object.entries(CUT))('%s cuts at %i', (_, length) => {
    const exact = 'x'.repeat(length);
    expect(truncate(exact, length)).toBe(exact);
    expect(truncate(`${exact}y`, length)).toBe(`${exact}...`);
    expect(truncate('', length)).toBe('');
  });

  it('uses the spec’s lengths', () => {
    expect(Object.values(CUT).sort((a, b) => a - b)).toEqual([
      50, 58, 62, 68, 82, 95, 120, 120, 130,
    ]);
  });
});
