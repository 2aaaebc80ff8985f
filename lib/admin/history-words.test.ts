import { describe, expect, it } from 'vitest';
import { changedFields, describeChange } from './history-words';

const label = (path: string) => (path === '/api/apparel/knitting' ? 'Knitting' : path);
const line = (action: string, target: string, before: unknown = null, after: unknown = null) => ({
  action,
  target,
  before,
  after,
});

describe('History in words', () => {
  it.each([
    [
      line('blog.delete', 'Night shift', { title: 'Night shift' }),
      'deleted the article “Night shift” (moved to the bin)',
    ],
    [
      line('blog.publish', 'night-shift', null, { title: 'Night shift' }),
      'published the article “Night shift”',
    ],
    [line('blog.restore', 'Night shift'), 'restored the article “Night shift” from the bin'],
    [line('blog.purge', 'Night shift'), 'deleted the article “Night shift” for good'],
    [
      line('blog.restore-revision', 'night-shift', null, { title: 'Night shift' }),
      'restored an earlier revision of the article “Night shift”',
    ],
    [line('jobs.create', 'Cutter', null, { title: 'Cutter' }), 'added the job opening “Cutter”'],
    [
      line('jobs.delete', 'Cutter', { title: 'Cutter' }),
      'deleted the job opening “Cutter” (moved to the bin)',
    ],
    [
      line('awards.move', 'Best exporter', null, { direction: 'up' }),
      'moved the award “Best exporter” up in Awards',
    ],
    [line('record.publish', '/api/apparel/knitting'), 'published “Knitting”'],
    [line('account.sign-out', 'e@example.com'), 'signed e@example.com out of every device'],
    [line('submission.handled', 'contact:4'), 'marked message 4 as handled'],
    [
      line('submission.erased', 'subscribers:9'),
      "erased subscriber 9 at the person's request (nothing it held is kept)",
    ],
    [line('settings.save', 'Settings'), 'changed the site settings'],
    [line('auth.password-changed', 'e@example.com'), 'changed their own password'],
    [line('auth.password-reset', 'e@example.com'), 'set a new password with a link sent by e-mail'],
    [
      line('auth.sign-in-failed', 'e@example.com'),
      'failed to sign in as e@example.com (wrong password)',
    ],
  ])('%j reads “%s”', (entry, words) => {
    expect(describeChange(entry, label)).toBe(words);
  });

  it('names the fields an edit changed by their labels', () => {
    expect(
      changedFields(
        line(
          'blog.draft',
          'a',
          { title: 'A', slug: 'a', description: '<p>x</p>', id: 1 },
          { title: 'B', slug: 'a', description: '<p>y</p>' },
        ),
      ),
    ).toEqual(['Title', 'Body']);
    expect(
      changedFields(
        line('jobs.update', 'a', { title: 'A', vacancy: '2' }, { title: 'A', vacancy: '3' }),
      ),
    ).toEqual(['Vacancies']);
    expect(changedFields(line('blog.delete', 'a', { title: 'A' }))).toEqual([]);
  });
});
