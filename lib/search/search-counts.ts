import { groupDay } from '@/lib/dates';
import { errorFields, log } from '@/lib/log';
import { countedQuery, SEARCH_LOG_PER_DAY, type PendingCount } from './search-log';

/**
 * The search analytics' counts, kept off the request: a result page adds its
 * query to this process's batch (nothing awaited, no write), and the batch is
 * written in one transaction SEARCH_COUNT_SECONDS after its first query, when the
 * editing area shows the counts, and on a graceful stop before the store closes
 * (lib/lifecycle.ts). A write that fails is logged and its counts tried again with
 * the next batch. Kept on globalThis: instrumentation.ts (the stop) and the route
 * bundles are separate module graphs in one process.
 */
export const SEARCH_COUNT_SECONDS = 10;

type Batch = {
  pending: Map<string, PendingCount>;
  timer?: ReturnType<typeof setTimeout>;
  /** The write in progress (writes follow each other). */
  writing: Promise<void>;
};
const BATCH = Symbol.for('masco.searchCounts');
const batch = (): Batch =>
  ((globalThis as { [BATCH]?: Batch })[BATCH] ??= {
    pending: new Map(),
    writing: Promise.resolve(),
  });

export type WriteCounts = (pending: PendingCount[]) => Promise<void>;

async function writeToStore(pending: PendingCount[]) {
  const [{ getStore }, { writeCounts }] = await Promise.all([
    import('@/lib/store/db'),
    import('./search-log'),
  ]);
  await writeCounts(await getStore(), pending);
}

/** Adds a count to the batch; `later`: the entry is the newer, whose `found` holds. */
function add(b: Batch, entry: PendingCount, later: boolean) {
  const key = `${entry.day}\n${entry.query}`;
  const held = b.pending.get(key);
  if (!held) b.pending.set(key, { ...entry });
  else {
    held.count += entry.count;
    if (later) held.found = entry.found;
  }
}

function writeSoon(b: Batch, write: WriteCounts) {
  if (b.pending.size >= SEARCH_LOG_PER_DAY) void writeSearchCounts(write);
  else if (!b.timer && b.pending.size > 0) {
    b.timer = setTimeout(() => void writeSearchCounts(write), SEARCH_COUNT_SECONDS * 1000);
    b.timer.unref();
  }
}

/**
 * One search of `text`, and whether it found anything, counted later. A batch
 * holds at most SEARCH_LOG_PER_DAY queries (a day keeps no more): a full one is
 * written at once.
 */
export function countLater(
  text: string,
  found: boolean,
  { now = new Date(), write = writeToStore }: { now?: Date; write?: WriteCounts } = {},
) {
  const query = countedQuery(text);
  if (!query) return;
  const b = batch();
  add(b, { day: groupDay(now), query, count: 1, found }, true);
  writeSoon(b, write);
}

/** Writes the counts not written yet; resolves when they are (or their write failed, logged). */
export function writeSearchCounts(write: WriteCounts = writeToStore): Promise<void> {
  const b = batch();
  clearTimeout(b.timer);
  b.timer = undefined;
  const pending = [...b.pending.values()];
  b.pending = new Map();
  if (pending.length > 0) {
    b.writing = b.writing.then(async () => {
      try {
        await write(pending);
      } catch (error) {
        log('warn', 'search.count_failed', errorFields(error));
        // Tried again with the next batch, as long as it has room.
        for (const entry of pending) if (b.pending.size < SEARCH_LOG_PER_DAY) add(b, entry, false);
        if (b.pending.size < SEARCH_LOG_PER_DAY) writeSoon(b, write);
      }
    });
  }
  return b.writing;
}
