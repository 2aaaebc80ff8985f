import { desc, eq, gte, lt, sql } from 'drizzle-orm';
import { groupDay } from '@/lib/dates';
import { searchQueries } from '@/lib/store/schema';
import type { Store } from '@/lib/store/store';
import { MAX_QUERY_LENGTH } from './query';
import { textArray } from './store-sql';

/**
 * Search analytics for staff: each day's queries and how often they were searched,
 * never who searched (no address, no cookie, no time). Bounded: a day keeps at most
 * SEARCH_LOG_PER_DAY different queries (those searched first that day; later ones
 * still count when they are among them) and rows older than SEARCH_LOG_DAYS go.
 */
export const SEARCH_LOG_PER_DAY = 500;
export const SEARCH_LOG_DAYS = 90;
/** The editing area's view: this many days, this many queries a list. */
export const SEARCH_REPORT_DAYS = 30;
export const SEARCH_REPORT_ROWS = 25;

/** An e-mail address, and a run of six or more digits however spaced or joined (a phone number, an ID). */
const EMAIL = /[^\s@]+@[^\s@]+/g;
const LONG_NUMBER = /\+?\d(?:[\s\-().\/]*\d){5,}/g;

/**
 * A query as it is counted: lower case, single spaces, at most MAX_QUERY_LENGTH,
 * and what would name a person left out. Visitors paste e-mail addresses and phone
 * numbers into a search box; staff learn what was looked for without them.
 */
export const countedQuery = (text: string) =>
  text
    .toLowerCase()
    .replace(EMAIL, '[e-mail]')
    .replace(LONG_NUMBER, '[number]')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_QUERY_LENGTH);

const daysBefore = (now: Date, days: number) =>
  groupDay(new Date(now.getTime() - days * 86_400_000));

/** A query's searches of one day not written yet: how many, and whether the last found anything. */
export type PendingCount = { day: string; query: string; count: number; found: boolean };

/** Counts one search of `text` on `now`'s day (in Bangladesh), and whether it found anything. */
export async function countSearch(db: Store, text: string, found: boolean, now = new Date()) {
  const query = countedQuery(text);
  if (query) await writeCounts(db, [{ day: groupDay(now), query, count: 1, found }]);
}

/**
 * Adds a batch of counts (lib/search/search-counts.ts) in one transaction: a day's
 * queries already held go on counting, new ones are added while the day holds fewer
 * than SEARCH_LOG_PER_DAY (in the order they were first searched), and the first
 * query of a day clears the days past keeping.
 */
export async function writeCounts(db: Store, pending: PendingCount[]) {
  const days = Map.groupBy(pending, (p) => p.day);
  if (days.size === 0) return;
  await db.transaction(async (tx) => {
    for (const [day, counts] of days) {
      const [held] = await tx
        .select({
          n: sql<number>`count(*)::int`,
          present: sql<
            string[]
          >`coalesce(array_agg(${searchQueries.query}) filter (where ${searchQueries.query} = any(${textArray(counts.map((c) => c.query))})), '{}')`,
        })
        .from(searchQueries)
        .where(eq(searchQueries.day, day));
      const present = new Set(held?.present ?? []);
      let room = SEARCH_LOG_PER_DAY - (held?.n ?? 0);
      const kept = counts.filter((c) => present.has(c.query) || room-- > 0);
      if (kept.length === 0) continue;
      await tx
        .insert(searchQueries)
        .values(kept)
        .onConflictDoUpdate({
          target: [searchQueries.day, searchQueries.query],
          set: { count: sql`${searchQueries.count} + excluded.count`, found: sql`excluded.found` },
        });
      if ((held?.n ?? 0) === 0) {
        await tx
          .delete(searchQueries)
          .where(lt(searchQueries.day, daysBefore(new Date(`${day}T12:00:00Z`), SEARCH_LOG_DAYS)));
      }
    }
  });
}

export type QueryCount = { query: string; count: number };

/** The last SEARCH_REPORT_DAYS days: the most searched queries, and those that found nothing. */
export async function searchReport(db: Store, now = new Date()) {
  const since = daysBefore(now, SEARCH_REPORT_DAYS - 1);
  const total = sql<number>`sum(${searchQueries.count})::int`;
  const [top, failed] = await Promise.all([
    db
      .select({ query: searchQueries.query, count: total })
      .from(searchQueries)
      .where(gte(searchQueries.day, since))
      .groupBy(searchQueries.query)
      .orderBy(desc(total), searchQueries.query)
      .limit(SEARCH_REPORT_ROWS),
    db
      .select({ query: searchQueries.query, count: total })
      .from(searchQueries)
      .where(gte(searchQueries.day, since))
      .groupBy(searchQueries.query)
      // Found nothing the last time it was searched on each of its days.
      .having(sql`not bool_or(${searchQueries.found})`)
      .orderBy(desc(total), searchQueries.query)
      .limit(SEARCH_REPORT_ROWS),
  ]);
  return { top: top as QueryCount[], failed: failed as QueryCount[] };
}
