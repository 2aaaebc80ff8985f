import { describe, expect, it } from 'vitest';
import { savedNotice } from './collection-notices';
import { isLaterThanNow } from '@/lib/dates';

const jobs = { name: 'jobs', page: '/career' };
// 23:30 on 26 November in Dhaka.
const NOW = new Date('2026-11-26T17:30:00Z');

describe('a list item’s saved notice', () => {
  it('says a job past its deadline in Bangladesh is saved but not listed', () => {
    expect(savedNotice(jobs, 'published', { applicationDeadline: '2026-11-25' }, NOW)).toBe(
      'Saved, but not listed on /career: its application deadline (Wednesday, 25 November 2026) has passed. Give it a later deadline to list it again.',
    );
  });

  it('lists a job until the end of its last day', () => {
    expect(savedNotice(jobs, 'published', { applicationDeadline: '2026-11-26' }, NOW)).toBe(
      'Published: /career shows it from its next visit.',
    );
  });

  it('says a hidden item is hidden, whatever its deadline', () => {
    expect(savedNotice(jobs, 'hidden', { applicationDeadline: '2020-01-01' }, NOW)).toBe(
      'Saved, hidden from the site.',
    );
  });
});

describe('isLaterThanNow', () => {
  it('reads the typed time as Bangladesh time', () => {
    expect(isLaterThanNow('2026-11-26T23:31', NOW.getTime())).toBe(true);
    expect(isLaterThanNow('2026-11-26T23:30', NOW.getTime())).toBe(false);
    expect(isLaterThanNow('', NOW.getTime())).toBe(false);
  });
});
