import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as schema from '@/lib/store/schema';
import type { Store } from '@/lib/store/store';
import { parseQuery } from './query';
import { countLater, SEARCH_COUNT_SECONDS, writeSearchCounts } from './search-counts';
import {
  countSearch,
  writeCounts,
  SEARCH_LOG_DAYS,
  SEARCH_LOG_PER_DAY,
  SEARCH_REPORT_ROWS,
  searchReport,
  countedQuery,
} from './search-log';
import {
  addStaffSynonym,
  indexPagesWithSynonyms,
  listStaffSynonyms,
  removeStaffSynonym,
  synonymWords,
} from './staff-synonyms';
import { storeEngine } from './store-engine';

/** Staff's synonyms and the search log, on PGlite with the real migrations. */
let lite: PGlite;
let db: Store;
const dir = mkdtempSync(path.join(tmpdir(), 'search-admin-'));

beforeAll(async () => {
  lite = await PGlite.create(path.join(dir, 'data'), { extensions: { pg_trgm } });
  const client = drizzle(lite, { schema });
  await migrate(client, { migrationsFolder: path.resolve('lib/store/migrations') });
  db = client as unknown as Store;
  await indexPagesWithSynonyms(db);
}, 60_000);

afterAll(async () => {
  await lite?.close();
  rmSync(dir, { recursive: true, force: true });
});

const firstHref = async (q: string) =>
  (await storeEngine(db).search(parseQuery(q), null, 1)).hits[0]?.href;

describe("staff's synonyms", () => {
  it('lead to their page once added, and no longer once removed', async () => {
    expect(await firstHref('scooter ')).toBeUndefined();
    expect(
      await addStaffSynonym(db, { words: 'Scooter,  e-bike ,', page: '/masminu-motors' }, 'ed@x'),
    ).toBeNull();
    expect(await firstHref('scooter ')).toBe('/masminu-motors');
    const [line] = await listStaffSynonyms(db);
    expect(line).toMatchObject({
      words: ['scooter', 'e-bike'],
      page: '/masminu-motors',
      createdBy: 'ed@x',
    });
    await removeStaffSynonym(db, line!.id);
    expect(await firstHref('scooter ')).toBeUndefined();
  });

  it('refuse a line without words or with a page that is not one', async () => {
    expect(await addStaffSynonym(db, { words: ' , ,', page: '/career' }, 'ed@x')).toBe('no-words');
    expect(await addStaffSynonym(db, { words: 'x', page: '/admin' }, 'ed@x')).toBe('unknown-page');
    expect(await listStaffSynonyms(db)).toEqual([]);
  });

  it('read words as comma-separated, trimmed, lower case, without control characters', () => {
    expect(synonymWords('Jobs, \u0000Vacancy ,hiring  now,,jobs')).toEqual([
      'jobs',
      'vacancy',
      'hiring now',
    ]);
    expect(synonymWords('x'.repeat(61))).toEqual([]);
  });

  it('come with the defaults: navigation words lead to their pages', async () => {
    expect(await firstHref('jobs ')).toBe('/career');
    expect(await firstHref('phone number ')).toBe('/contact-us');
    expect(await firstHref('buyers brands ')).toBe('/clients-logo');
    expect(await firstHref('knitwear ')).toBe('/knitting');
    expect(await firstHref('blog ')).toBe('/blogs');
    expect(await firstHref('videos ')).toBe('/blogs/video');
  });
});

describe('the search log', () => {
  const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

  it('counts a query per day, lower case, and whether it found anything; nothing of who', async () => {
    await countSearch(db, 'Bike  Showroom', false, day('2026-11-20'));
    await countSearch(db, 'bike showroom', true, day('2026-11-20'));
    await countSearch(db, 'diary farm', false, day('2026-11-21'));
    await countSearch(db, 'diary farm', false, day('2026-11-22'));
    const rows = await db.select().from(schema.searchQueries);
    expect(Object.keys(rows[0]!).sort()).toEqual(['count', 'day', 'found', 'query']);
    const report = await searchReport(db, day('2026-11-22'));
    expect(report.top).toEqual([
      { query: 'bike showroom', count: 2 },
      { query: 'diary farm', count: 2 },
    ]);
    expect(report.failed).toEqual([{ query: 'diary farm', count: 2 }]);
    expect((await searchReport(db, day('2027-01-30'))).top).toEqual([]);
    expect(SEARCH_REPORT_ROWS).toBeGreaterThan(0);
  });

  it('counts no e-mail address or phone number a visitor pasted, only what kind it was', () => {
    expect(countedQuery('Job  rahima.k@example.com')).toBe('job [e-mail]');
    expect(countedQuery('call +880 1713 040 666 today')).toBe('call [number] today');
    expect(countedQuery('01713-040666')).toBe('[number]');
    expect(countedQuery('NID 1990123456789')).toBe('nid [number]');
    // Years, figures and short numbers are what people look for: kept.
    expect(countedQuery('annual report 2024')).toBe('annual report 2024');
    expect(countedQuery('500 machines 12345')).toBe('500 machines 12345');
  });

  it('keeps at most SEARCH_LOG_PER_DAY queries a day, and SEARCH_LOG_DAYS days', async () => {
    const busy = day('2026-11-23');
    for (let i = 0; i < SEARCH_LOG_PER_DAY + 5; i++) await countSearch(db, `q${i}`, true, busy);
    await countSearch(db, 'q0', true, busy);
    const held = await lite.query<{ n: number; top: number }>(
      `select count(*)::int as n, max(count)::int as top from search_queries where day = '2026-11-23'`,
    );
    expect(held.rows[0]).toEqual({ n: SEARCH_LOG_PER_DAY, top: 2 });
    const later = new Date(busy.getTime() + (SEARCH_LOG_DAYS + 1) * 86_400_000);
    await countSearch(db, 'late', true, later);
    const days = await lite.query<{ day: string }>(`select distinct day::text from search_queries`);
    expect(days.rows.map((r) => r.day)).toEqual([later.toISOString().slice(0, 10)]);
  }, 60_000);
});

describe('the search counts, off the request', () => {
  const day = (iso: string) => new Date(`${iso}T12:00:00Z`);
  const held = async (d: string) =>
    (
      await lite.query<{ query: string; count: number; found: boolean }>(
        `select query, count, found from search_queries where day = '${d}' order by query`,
      )
    ).rows;

  it('are written in one batch SEARCH_COUNT_SECONDS after the first, or at once when asked (a stop)', async () => {
    vi.useFakeTimers();
    try {
      const write = vi.fn((pending: Parameters<typeof writeCounts>[1]) => writeCounts(db, pending));
      countLater('Dyeing unit', true, { now: day('2026-10-01'), write });
      countLater('dyeing  unit', false, { now: day('2026-10-01'), write });
      countLater('zebra', false, { now: day('2026-10-01'), write });
      expect(write).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(SEARCH_COUNT_SECONDS * 1000 - 1);
      expect(write).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(write).toHaveBeenCalledTimes(1);
      await writeSearchCounts(write); // the write in progress, awaited; nothing more to write
      expect(write).toHaveBeenCalledTimes(1);
      expect(await held('2026-10-01')).toEqual([
        { query: 'dyeing unit', count: 2, found: false },
        { query: 'zebra', count: 1, found: false },
      ]);
      // A graceful stop writes what is pending without waiting for the timer.
      countLater('zebra', true, { now: day('2026-10-01'), write });
      await writeSearchCounts(write);
      expect(write).toHaveBeenCalledTimes(2);
      expect(await held('2026-10-01')).toContainEqual({ query: 'zebra', count: 2, found: true });
    } finally {
      vi.useRealTimers();
    }
  });

  it('are kept when a write fails, and written with the next batch', async () => {
    let fail = true;
    const write = async (pending: Parameters<typeof writeCounts>[1]) => {
      if (fail) throw Object.assign(new Error('store away'), { code: 'ECONNREFUSED' });
      await writeCounts(db, pending);
    };
    countLater('washing plant', true, { now: day('2026-10-02'), write });
    await writeSearchCounts(write);
    expect(await held('2026-10-02')).toEqual([]);
    fail = false;
    countLater('washing plant', true, { now: day('2026-10-02'), write });
    await writeSearchCounts(write);
    expect(await held('2026-10-02')).toEqual([{ query: 'washing plant', count: 2, found: true }]);
  });

  it('keep a day to SEARCH_LOG_PER_DAY queries in a batch too, the first searched first', async () => {
    const busy = '2026-10-03';
    await countSearch(db, 'held before', true, day(busy));
    const pending = Array.from({ length: SEARCH_LOG_PER_DAY + 5 }, (_, i) => ({
      day: busy,
      query: `b${i}`,
      count: 1,
      found: true,
    }));
    await writeCounts(db, [
      ...pending,
      { day: busy, query: 'held before', count: 3, found: false },
    ]);
    const rows = await held(busy);
    expect(rows).toHaveLength(SEARCH_LOG_PER_DAY);
    expect(rows).toContainEqual({ query: 'held before', count: 4, found: false });
    expect(rows.map((r) => r.query)).toContain(`b${SEARCH_LOG_PER_DAY - 2}`);
    expect(rows.map((r) => r.query)).not.toContain(`b${SEARCH_LOG_PER_DAY - 1}`);
  }, 60_000);
});
