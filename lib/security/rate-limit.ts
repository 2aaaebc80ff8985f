/**
 * A fixed-window counter per key, in this process's memory. Enough for a single
 * server; several instances would each count on their own.
 *
 * Memory is bounded: past MAX_KEYS, the oldest windows go first (a Map keeps
 * insertion order, and a key is re-inserted when its window starts), so a flood
 * of new clients costs the oldest counters, never everyone's.
 */
export const MAX_KEYS = 50_000;

const windows = new Map<string, { start: number; count: number }>();

function makeRoom(now: number, windowMs: number) {
  for (const [key, { start }] of windows) {
    if (windows.size < MAX_KEYS && now - start < windowMs) break;
    windows.delete(key);
  }
}

/** Counts one attempt under `key`; allowed while the window's count is within `limit`. */
export function takeToken(key: string, limit: number, windowMs = 60_000, now = Date.now()) {
  let current = windows.get(key);
  if (!current || now - current.start >= windowMs) {
    windows.delete(key);
    makeRoom(now, windowMs);
    current = { start: now, count: 0 };
    windows.set(key, current);
  }
  current.count += 1;
  const allowed = current.count <= limit;
  return { allowed, retryAfter: allowed ? 0 : Math.ceil((current.start + windowMs - now) / 1000) };
}

/** Whether `key` is over `limit` in its current window, without counting. */
export function isLimited(key: string, limit: number, windowMs = 60_000, now = Date.now()) {
  const current = windows.get(key);
  return !!current && now - current.start < windowMs && current.count >= limit;
}

/** Number of keys held (for tests). */
export const trackedKeys = () => windows.size;

export const TOO_MANY_REQUESTS = 'Too many requests. Please try again later.';

/** The 429 every limited endpoint answers, with when to come back. */
export const tooManyRequests = (retryAfterSeconds: number) =>
  Response.json(
    { message: TOO_MANY_REQUESTS },
    {
      status: 429,
      headers: { 'cache-control': 'no-store', 'retry-after': String(retryAfterSeconds) },
    },
  );
