import { describe, expect, it } from 'vitest';
import { formatInDhaka, formatInTimeZone } from './dates';

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
