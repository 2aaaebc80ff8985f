import { describe, expect, it } from 'vitest';
import {
  cardDate,
  formatInDhaka,
  fromGroupWallTime,
  groupClock,
  groupDay,
  groupInputValue,
  isOnOrAfterToday,
  listDate,
  longDate,
  parseContentDate,
  rssDate,
  wallTimeInWords,
} from './dates';

/** 27 November 2026, 05:33 in Dhaka: still the 26th in UTC. */
const AFTER_DHAKA_MIDNIGHT = new Date('2026-11-26T23:33:00Z');
/** 26 November 2026, 23:59 in Dhaka: the last minute of the 26th there. */
const BEFORE_DHAKA_MIDNIGHT = new Date('2026-11-26T17:59:00Z');

describe('the public dates are Bangladesh dates', () => {
  it('an article published at 05:33 on 27 November in Dhaka shows the 27th', () => {
    expect(cardDate('2026-11-26T23:33:00Z')).toBe('27-11-2026');
    expect(cardDate('2026-11-26T23:33:00.000Z')).toBe('27-11-2026');
    expect(cardDate(AFTER_DHAKA_MIDNIGHT)).toBe('27-11-2026');
    expect(cardDate('2026-11-26T17:59:59Z')).toBe('26-11-2026');
    expect(cardDate('2026-11-26T18:00:00Z')).toBe('27-11-2026');
  });

  it('reads an offset it is given, and a date or time without one as Bangladesh’s', () => {
    expect(cardDate('2026-11-27T05:33:00+06:00')).toBe('27-11-2026');
    expect(cardDate('2026-11-26T20:00:00-0500')).toBe('27-11-2026'); // 01:00Z, 07:00 Dhaka
    expect(cardDate('2026-11-26 23:33:00+00')).toBe('27-11-2026');
    expect(cardDate('2024-01-01')).toBe('01-01-2024');
    expect(cardDate('2026-11-27T00:10:00')).toBe('27-11-2026');
    expect(parseContentDate('2026-11-27T05:33')?.toISOString()).toBe('2026-11-26T23:33:00.000Z');
  });

  it("formats detail dates like '1st January 2024, 3:04:05 pm', in Bangladesh", () => {
    expect(longDate('2024-01-01T09:04:05Z')).toBe('1st January 2024, 3:04:05 pm');
    expect(longDate('2024-01-01T15:04:05Z')).toBe('1st January 2024, 9:04:05 pm');
    expect(longDate('2024-02-22T03:00:00Z')).toBe('22nd February 2024, 9:00:00 am');
    expect(longDate('2024-03-23T06:00:00Z')).toBe('23rd March 2024, 12:00:00 pm');
    expect(longDate('2024-03-10T18:00:00Z')).toBe('11th March 2024, 12:00:00 am');
    expect(longDate(AFTER_DHAKA_MIDNIGHT)).toBe('27th November 2026, 5:33:00 am');
  });

  it('gives an empty string for missing or invalid dates', () => {
    for (const bad of [
      null,
      undefined,
      '',
      'not a date',
      '2026-02-30',
      '2026-11-27T25:00',
      '27-11-2026',
    ])
      expect([cardDate(bad), longDate(bad), listDate(bad)], String(bad)).toEqual(['', '', '']);
    expect(cardDate(new Date(Number.NaN))).toBe('');
  });
});

describe('today, and a last day, in Bangladesh', () => {
  it('turns the day at Dhaka midnight, six hours before UTC does', () => {
    expect(groupDay(BEFORE_DHAKA_MIDNIGHT)).toBe('2026-11-26');
    expect(groupDay(AFTER_DHAKA_MIDNIGHT)).toBe('2026-11-27');
    expect(groupDay(new Date('2026-12-31T18:00:00Z'))).toBe('2027-01-01');
  });

  it('keeps a deadline open through its whole day in Dhaka, then closes it', () => {
    expect(isOnOrAfterToday('2026-11-26', BEFORE_DHAKA_MIDNIGHT)).toBe(true);
    expect(isOnOrAfterToday('2026-11-26', new Date('2026-11-26T18:00:00Z'))).toBe(false);
    expect(isOnOrAfterToday('2026-11-26', AFTER_DHAKA_MIDNIGHT)).toBe(false);
    expect(isOnOrAfterToday('2026-11-27', AFTER_DHAKA_MIDNIGHT)).toBe(true);
    expect(isOnOrAfterToday('2026-11-26T00:00:00Z', AFTER_DHAKA_MIDNIGHT)).toBe(false);
    // 02:00 on the 27th in Dhaka: the day the card shows, so open then.
    expect(isOnOrAfterToday('2026-11-26T20:00:00Z', AFTER_DHAKA_MIDNIGHT)).toBe(true);
  });
});

describe('dates in the editing area are Bangladesh time, named', () => {
  it('prints a moment six hours ahead of UTC, across midnight too', () => {
    expect(formatInDhaka(new Date('2026-11-25T20:30:00Z'))).toBe(
      '26 Nov 2026, 02:30 Bangladesh time',
    );
    expect(formatInDhaka(new Date('2026-09-25T08:05:09Z'), { seconds: true })).toBe(
      '25 Sep 2026, 14:05:09 Bangladesh time',
    );
    expect(listDate(AFTER_DHAKA_MIDNIGHT)).toBe('27 Nov 2026');
    expect(groupClock(AFTER_DHAKA_MIDNIGHT)).toBe('05:33');
  });

  it('gives a datetime-local input its Bangladesh wall time, and reads it back', () => {
    expect(groupInputValue(new Date('2026-11-25T20:30:00Z'))).toBe('2026-11-26T02:30');
    expect(fromGroupWallTime('2026-11-27T05:33')?.toISOString()).toBe('2026-11-26T23:33:00.000Z');
    expect(fromGroupWallTime('2026-11-27')?.toISOString()).toBe('2026-11-26T18:00:00.000Z');
    for (const bad of ['', '2026-11-27T05:33Z', '2026-02-30', '2026-11-27T24:00', 'x'])
      expect(fromGroupWallTime(bad), bad).toBeNull();
  });

  it('writes the feed’s dates in Bangladesh time with its offset', () => {
    expect(rssDate(AFTER_DHAKA_MIDNIGHT)).toBe('Fri, 27 Nov 2026 05:33:00 +0600');
    expect(new Date(rssDate(AFTER_DHAKA_MIDNIGHT)).getTime()).toBe(AFTER_DHAKA_MIDNIGHT.getTime());
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

describe('whatever the zone the process runs in', () => {
  it('uses no local-time getter, so TZ changes nothing', () => {
    const saved = process.env.TZ;
    try {
      for (const tz of ['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati']) {
        process.env.TZ = tz;
        expect(cardDate('2026-11-26T23:33:00Z'), tz).toBe('27-11-2026');
        expect(groupDay(AFTER_DHAKA_MIDNIGHT), tz).toBe('2026-11-27');
        expect(cardDate('2024-01-01'), tz).toBe('01-01-2024');
      }
    } finally {
      process.env.TZ = saved;
    }
  });
});
