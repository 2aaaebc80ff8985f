import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import * as schema from '@/lib/store/schema';
import { parseQuery } from './query';
import { article, db, engine, search, seedSearchStore, titles } from './store-engine.fixture';

/**
 * What the store's index holds and when: nothing unpublished, scheduled or closed
 * (in Bangladesh time), and every write reflected at once by the migrations' triggers.
 */
seedSearchStore();

describe('search on the store: what the index holds, kept current by the triggers', () => {
  it('never shows unpublished items or closed jobs, nor learns their words', async () => {
    expect((await search('secretword')).total).toBe(0);
    expect((await search('secretword')).suggestion).toBeNull();
    expect((await search('"closed merchandiser"')).total).toBe(0);
    // 'closed' is a word of the closed job only: left out, the open one is found.
    const open = await search('closed merchandiser');
    expect(open.hits.map((hit) => hit.title.replace(/[\u0001\u0002]/g, ''))).toEqual([
      'Merchandiser',
    ]);
    expect(open.leftOut).toEqual(['closed']);
  });

  it('never shows an article scheduled for later, in results or suggestions, until its time (issue 45)', async () => {
    const at = new Date(Date.now() + 24 * 60 * 60 * 1000);
    await db
      .insert(schema.blogPosts)
      .values(article(60, { title: 'Zephyrknit launch tomorrow', publishedAt: at }));
    try {
      expect((await search('zephyrknit')).total).toBe(0);
      expect(await engine.suggest(parseQuery('zephyrknit'), 5)).toEqual([]);
      vi.useFakeTimers({ toFake: ['Date'], now: at.getTime() + 1000 });
      expect(await titles('zephyrknit')).toEqual(['Zephyrknit launch tomorrow']);
    } finally {
      vi.useRealTimers();
      await db.delete(schema.blogPosts).where(eq(schema.blogPosts.id, 60));
    }
  });

  it('keeps a job open through its last day in Bangladesh, not in UTC (issue 45)', async () => {
    await db.insert(schema.jobPosts).values({
      id: 60,
      title: 'Quiltwright',
      jobLocation: 'Gazipur',
      employmentStatus: 'Full time',
      vacancy: '1',
      applicationDeadline: '2026-03-10',
      link: 'https://jobs.example/60',
    });
    try {
      // 17:59 UTC on its last day is 23:59 in Dhaka: still open.
      vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 2, 10, 17, 59) });
      expect(await titles('quiltwright')).toEqual(['Quiltwright']);
      // 18:01 UTC the same day is already the next day in Dhaka: closed, though UTC says the 10th.
      vi.setSystemTime(Date.UTC(2026, 2, 10, 18, 1));
      expect((await search('quiltwright')).total).toBe(0);
    } finally {
      vi.useRealTimers();
      await db.delete(schema.jobPosts).where(eq(schema.jobPosts.id, 60));
    }
  });

  it('keeps the index current on every write: publish, edit, unpublish, delete', async () => {
    await db.insert(schema.blogPosts).values(article(40, { title: 'Embroidery lines added' }));
    expect(await titles('embroidery')).toEqual(['Embroidery lines added']);
    await db
      .update(schema.blogPosts)
      .set({ title: 'Printing lines added' })
      .where(eq(schema.blogPosts.id, 40));
    expect(await titles('embroidery')).toEqual([]);
    expect(await titles('printing')).toEqual(['Printing lines added']);
    await db.update(schema.blogPosts).set({ published: false }).where(eq(schema.blogPosts.id, 40));
    expect(await titles('printing')).toEqual([]);
    await db.update(schema.blogPosts).set({ published: true }).where(eq(schema.blogPosts.id, 40));
    await db.delete(schema.blogPosts).where(eq(schema.blogPosts.id, 40));
    expect(await titles('printing')).toEqual([]);
  });
});
