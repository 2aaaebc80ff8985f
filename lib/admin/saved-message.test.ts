import { describe, expect, it, vi } from 'vitest';

vi.mock('next/cache', () => ({ revalidateTag: vi.fn(), revalidatePath: vi.fn() }));
const { savedMessage } = await import('./blog-post-save');

/** Issue 45, item 12: a save is confirmed as what it did, the home ticker named only when the article is in it. */
describe('the message after an article is published or scheduled', () => {
  const now = new Date('2026-11-27T05:33:00Z');
  const tomorrow = new Date('2026-11-28T04:00:00Z');

  it('names the home ticker only when the article’s ticker box is ticked', () => {
    expect(savedMessage('publish', false, { publishedAt: now, headline: true }, now)).toBe(
      'Published at 11:33: /blogs, the article, the home ticker and the feed show it from their next visit.',
    );
    expect(savedMessage('publish', false, { publishedAt: now, headline: false }, now)).toBe(
      'Published at 11:33: /blogs, the article and the feed show it from their next visit.',
    );
  });

  it('a scheduled one too', () => {
    expect(savedMessage('publish', false, { publishedAt: tomorrow, headline: false }, now)).toBe(
      'Scheduled for Saturday, 28 November 2026, 10:00 (Bangladesh time): /blogs, the article and the feed show it from then, not before.',
    );
    expect(savedMessage('publish', false, { publishedAt: tomorrow, headline: true }, now)).toBe(
      'Scheduled for Saturday, 28 November 2026, 10:00 (Bangladesh time): /blogs, the article, the home ticker and the feed show it from then, not before.',
    );
  });

  it('Save hidden says when, and what no longer shows the article, as the other saves do', () => {
    expect(savedMessage('hide', false, { publishedAt: now, headline: true }, now)).toBe(
      'Saved at 11:33, hidden from the site: /blogs, the article, the home ticker and the feed no longer show it, from their next visit.',
    );
    expect(savedMessage('hide', false, { publishedAt: now, headline: false }, now)).toBe(
      'Saved at 11:33, hidden from the site: /blogs, the article and the feed no longer show it, from their next visit.',
    );
  });
});
