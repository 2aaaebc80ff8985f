type Entry<T> = { value: Promise<T>; expires: number };

/**
 * A bounded, time-limited memo of answers, shared by every route bundle of the
 * process (each bundle has its own copy of a module, so the store lives on
 * globalThis under `name`). Concurrent misses for one key share one load; an
 * answer `keep` refuses is not remembered.
 */
export function ttlMemo<T>(name: string, maxEntries: number) {
  const slot = Symbol.for(`masco.memo.${name}`);
  const holder = globalThis as { [key: symbol]: Map<string, Entry<T>> | undefined };
  const entries = (holder[slot] ??= new Map<string, Entry<T>>());

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
      entries.set(key, { value, expires: now + ttlMs });
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break;
        entries.delete(oldest);
      }
      value.then(
        (answer) => {
          if (!keep(answer) && entries.get(key)?.value === value) entries.delete(key);
        },
        () => entries.delete(key),
      );
      return { value, hit: false };
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
