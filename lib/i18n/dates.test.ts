import { describe, expect, it } from 'vitest';
import { figure } from '@/lib/format';
import { bengaliDigits, cardDateIn, dateIn, digitsIn, longDateIn } from './dates';

/** 27 November 2026, 05:33 in Dhaka: still the 26th in UTC. */
const AFTER_DHAKA_MIDNIGHT = '2026-11-26T23:33:00Z';

describe('dates and numbers in the page’s language (issue 49)', () => {
  it('writes a Bangla card date with the month’s Bangla name and Bengali digits, in Dhaka', () => {
    expect(cardDateIn('bn', AFTER_DHAKA_MIDNIGHT)).toBe('২৭ নভেম্বর ২০২৬');
    expect(cardDateIn('bn', '2024-01-05')).toBe('৫ জানুয়ারি ২০২৪');
    expect(cardDateIn('bn', '2025-02-01T00:00:00+06:00')).toBe('১ ফেব্রুয়ারি ২০২৫');
    expect(cardDateIn('bn', '2025-09-30')).toBe('৩০ সেপ্টেম্বর ২০২৫');
  });

  it('writes the month names in NFC, as typed Bangla and the search have them', () => {
    for (let month = 1; month <= 12; month++) {
      const shown = cardDateIn('bn', `2026-${String(month).padStart(2, '0')}-01`);
      expect(shown.normalize('NFC'), shown).toBe(shown);
    }
  });

  it('keeps the spec’s English card date, DD-MM-YYYY', () => {
    expect(cardDateIn('en', AFTER_DHAKA_MIDNIGHT)).toBe('27-11-2026');
  });

  it('says nothing for a missing or broken date in either language', () => {
    for (const lang of ['en', 'bn'] as const) {
      expect(cardDateIn(lang, null)).toBe('');
      expect(cardDateIn(lang, 'soon')).toBe('');
      expect(longDateIn(lang, '2026-02-30')).toBe('');
    }
  });

  it('writes a detail date as Bangla reads a clock: the part of the day before the hour', () => {
    expect(longDateIn('bn', '2024-01-01T21:04:05+06:00')).toBe('১ জানুয়ারি ২০২৪, রাত ৯:০৪');
    expect(longDateIn('bn', '2024-01-01T05:10:00+06:00')).toBe('১ জানুয়ারি ২০২৪, ভোর ৫:১০');
    expect(longDateIn('bn', '2024-01-01T09:30:00+06:00')).toBe('১ জানুয়ারি ২০২৪, সকাল ৯:৩০');
    expect(longDateIn('bn', '2024-01-01T12:00:00+06:00')).toBe('১ জানুয়ারি ২০২৪, দুপুর ১২:০০');
    expect(longDateIn('bn', '2024-01-01T16:45:00+06:00')).toBe('১ জানুয়ারি ২০২৪, বিকেল ৪:৪৫');
    expect(longDateIn('bn', '2024-01-01T18:30:00+06:00')).toBe('১ জানুয়ারি ২০২৪, সন্ধ্যা ৬:৩০');
    expect(longDateIn('bn', '2024-01-01T00:15:00+06:00')).toBe('১ জানুয়ারি ২০২৪, রাত ১২:১৫');
    expect(longDateIn('en', '2024-01-01T21:04:05+06:00')).toBe('1st January 2024, 9:04:05 pm');
  });

  it('gives page numbers and counts Bengali digits in Bangla, ASCII in English', () => {
    expect(bengaliDigits('0123456789')).toBe('০১২৩৪৫৬৭৮৯');
    expect(digitsIn('bn', 12)).toBe('১২');
    expect(digitsIn('en', 12)).toBe('12');
  });

  it('leaves the figures a buyer compares (machine counts, capacities) as they are in both', () => {
    // The unit pages' stat tiles print figure(), which takes no language.
    expect(figure(18000)).toBe('18,000');
    expect(figure.length).toBe(1);
  });
});

describe('dateIn: the one way a public page writes a date, by context and language', () => {
  it('a card (list, sidebar, table, search result): DD-MM-YYYY in English, day, month’s name and year in Bangla', () => {
    expect(dateIn('en', AFTER_DHAKA_MIDNIGHT, 'card')).toEqual({
      text: '27-11-2026',
      dateTime: '2026-11-26T23:33:00.000Z',
      lang: undefined,
    });
    expect(dateIn('bn', AFTER_DHAKA_MIDNIGHT, 'card')).toEqual({
      text: '২৭ নভেম্বর ২০২৬',
      dateTime: '2026-11-26T23:33:00.000Z',
      lang: 'bn',
    });
  });

  it('a detail page: the long form with the time, in either language', () => {
    expect(dateIn('en', '2024-01-01T21:04:05+06:00', 'detail')?.text).toBe(
      '1st January 2024, 9:04:05 pm',
    );
    expect(dateIn('bn', '2024-01-01T21:04:05+06:00', 'detail')?.text).toBe(
      '১ জানুয়ারি ২০২৪, রাত ৯:০৪',
    );
  });

  it('keeps a calendar date a calendar date for machines', () => {
    expect(dateIn('en', '2026-12-15', 'card')).toMatchObject({
      text: '15-12-2026',
      dateTime: '2026-12-15',
    });
  });

  it('reads a table’s day-first text too, so the Higg table’s dates follow the page’s language', () => {
    expect(dateIn('en', '14-02-2022', 'card')).toMatchObject({
      text: '14-02-2022',
      dateTime: '2022-02-14',
    });
    expect(dateIn('bn', ' 14-02-2022 ', 'card')?.text).toBe('১৪ ফেব্রুয়ারি ২০২২');
  });

  it('gives nothing for no date, or text that is none', () => {
    for (const value of [null, undefined, '', 'soon', '31-02-2022', '2022/02/14', new Date(NaN)])
      for (const context of ['card', 'detail'] as const)
        expect(dateIn('bn', value, context), String(value)).toBeNull();
  });
});
