import { describe, expect, it } from 'vitest';
import { formatInDhaka, formatInTimeZone, wallTimeInWords } from './dates';

describe('dates in the editing area are Bangladesh time, named', () => {
  it('prints a moment six hours ahead of UTC, across midnight too', () => {
    expect(formatInDhaka(new Date('2026-11-25T20:30:00Z'))).toBe(
      '26 Nov 2026, 02:30 Bangladesh time',
    );
    expect(formatInDhaka(new Date('2026-11-25T08:05:09Z'), 'HH:mm:ss')).toBe(
      '14:05:09 Bangladesh time',
    );
  });

  it('gives a datetime-local input its Bangladesh wall time', () => {
    expect(formatInTimeZone(new Date('2026-11-25T20:30:00Z'))).toBe('2026-11-26T02:30');
  });
});

describe('a date field read out day before month', () => {
  it('words a datetime-local and a date value, and nothing else', () => {
    expect(wallTimeInWords('2026-11-26T07:24')).toBe('Thursday, 26 November 2026, 07:24');
    expect(wallTimeInWords('2027-01-05')).toBe('Tuesday, 5 January 2027');
    for (const bad of ['', '26/11/2026', '2026-02-30', '2026-11-26T7:24', 'x2026-11-26'])
      expect(wallTimeInWords(bad), bad).toBe('');
  });
});
