import ky, { HTTPError } from 'ky';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { articleListRetry, retryDelays } from './retry';

/** ky with the article list's retry over a fetch that answers `statuses` in turn. */
function articles(...statuses: number[]) {
  const calls: { at: number; url: string }[] = [];
  const fetch = vi.fn(async (request: Request) => {
    calls.push({ at: Date.now(), url: request.url });
    const status = statuses[Math.min(calls.length - 1, statuses.length - 1)]!;
    if (status === 0) throw new TypeError('fetch failed');
    return new Response(JSON.stringify({ page: calls.length }), {
      status,
      headers: { 'content-type': 'application/json', 'retry-after': '30' },
    });
  });
  const result = ky
    .get('https://site.example/api/site/articles', {
      searchParams: { page: 2, category: 'innovation' },
      retry: articleListRetry,
      fetch: fetch as typeof globalThis.fetch,
    })
    .json<{ page: number }>()
    .catch((error: unknown) => error);
  return { calls, result };
}

describe("the article list's retry (ky's own)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits 100, 200 and 400 ms between attempts', () => {
    expect(retryDelays).toEqual([100, 200, 400]);
  });

  it('retries a 429 up to three times on the schedule, with the same arguments, then gives up', async () => {
    const { calls, result } = articles(429);
    await vi.runAllTimersAsync();
    expect(await result).toBeInstanceOf(HTTPError);
    expect(calls).toHaveLength(4);
    expect(calls.slice(1).map((c, i) => c.at - calls[i]!.at)).toEqual([100, 200, 400]);
    expect(new Set(calls.map((c) => c.url))).toEqual(
      new Set(['https://site.example/api/site/articles?page=2&category=innovation']),
    );
  });

  it('returns the first success', async () => {
    const { calls, result } = articles(429, 429, 200);
    await vi.runAllTimersAsync();
    expect(await result).toEqual({ page: 3 });
    expect(calls).toHaveLength(3);
  });

  it('does not retry other failures', async () => {
    for (const status of [500, 503, 0]) {
      const { calls, result } = articles(status);
      await vi.runAllTimersAsync();
      expect(await result, String(status)).toBeInstanceOf(Error);
      expect(calls, String(status)).toHaveLength(1);
    }
  });
});
