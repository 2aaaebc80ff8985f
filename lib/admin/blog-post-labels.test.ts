import { describe, expect, it } from 'vitest';
import { postState } from './blog-post-labels';

const post = (more: Partial<Parameters<typeof postState>[0]>) => ({
  published: false,
  scheduled: false,
  hasDraft: false,
  everLive: false,
  ...more,
});

describe('an article list line’s state', () => {
  it('is "Draft" for an article never on the site, "Hidden" for one taken off it', () => {
    expect(postState(post({}))).toBe('Draft');
    expect(postState(post({ everLive: true }))).toBe('Hidden');
  });

  it('is "Published" or "Scheduled" on the site, a waiting draft said after it', () => {
    expect(postState(post({ published: true, everLive: true }))).toBe('Published');
    expect(postState(post({ published: true, scheduled: true, everLive: true }))).toBe('Scheduled');
    expect(postState(post({ published: true, everLive: true, hasDraft: true }))).toBe(
      'Published, draft waiting',
    );
    expect(postState(post({ everLive: true, hasDraft: true }))).toBe('Hidden, draft waiting');
  });
});
