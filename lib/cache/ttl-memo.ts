import { LRUCache } from 'lru-cache';

type Entry<T> = { value: Promise<T>; expires: number; bytes: number };

/** What an answer weighs in the memo's byte budget, before it has arrived. */
const PENDING_BYTES = 1;

/**
 * A bounded, time-limited memo of answers, shared by every route bundle of the
 * process (each bundle has its own copy of a module, so the store lives on
 * globalThis under `name`). Concurrent misses for one key share one load; an
 * answer `keep` refuses is not remembered. Bounded by entries, and by bytes
 * when `sizeOf` weighs an answer (counted once it has arrived).
 *
 * The lifetime is checked here against the caller's clock (`now`), not by
 * lru-cache's `ttl`: that reads a clock of its own, which the tests cannot move.
 */
export function ttlMemo<T>(
  name: string,
  maxEntries: number,
  bytes?: { max: number; sizeOf: (value: T) => number },
) {
  const slot = Symbol.for(`masco.memo.${name}`);
  const holder = globalThis as { [key: symbol]: LRUCache<string, Entry<T>> | undefined };
  const entries = (holder[slot] ??= new LRUCache<string, Entry<T>>({
    max: maxEntries,
    ...(bytes ? { maxSize: bytes.max, sizeCalculation: (entry: Entry<T>) => entry.bytes } : {}),
  }));

  return {
    /** The remembered answer for `key`, or `load()`'s, remembered for `ttlMs` when `keep` allows. */
    get(
      key: string,
      ttlMs: number,
      load: () => Promise<T>,
      keep: (value: T) => boolean,
      now = Date.now(),
    ): { value: Promise<T>; hit: boolean } {
      const found = entries.get(key);
      if (found && found.expires > now) return { value: found.value, hit: true };
      entries.delete(key);
      const value = load();
      entries.set(key, { value, expires: now + ttlMs, bytes: PENDING_BYTES });
      const current = () => entries.peek(key)?.value === value;
      value.then(
        (answer) => {
          if (!current()) return;
          if (!keep(answer)) entries.delete(key);
          // A new entry object: lru-cache weighs a value again only when it changes.
          else if (bytes)
            entries.set(key, {
              value,
              expires: now + ttlMs,
              bytes: Math.max(PENDING_BYTES, bytes.sizeOf(answer)),
            });
        },
        () => {
          if (current()) entries.delete(key);
        },
      );
      return { value, hit: false };
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
    /** Bytes of the answers held (0 without `sizeOf`). */
    get bytes() {
      return entries.calculatedSize;
    },
  };
}
