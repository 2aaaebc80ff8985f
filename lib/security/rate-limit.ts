/**
 * A fixed-window counter per client and route, in this process's memory. Enough
 * for a single server; several instances would each count on their own.
 */
const windows = new Map<string, { start: number; count: number }>();

export function takeToken(key: string, limit: number, windowMs = 60_000, now = Date.now()) {
  const current = windows.get(key);
  if (!current || now - current.start >= windowMs) {
    if (windows.size > 10_000) windows.clear();
    windows.set(key, { start: now, count: 1 });
    return { allowed: true, retryAfter: 0 };
  }
  current.count += 1;
  const allowed = current.count <= limit;
  return { allowed, retryAfter: allowed ? 0 : Math.ceil((current.start + windowMs - now) / 1000) };
}
