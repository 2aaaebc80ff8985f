import { describe, expect, it } from 'vitest';
import { ttlMemo } from './ttl-memo';

const keepAll = () => true;

describe('the answer memo', () => {
  it('loads once per key within the lifetime, shared by concurrent callers', async () => {
    const memo = ttlMemo<number>('test-a', 10);
    let loads = 0;
    const load = async () => ++loads;
    const first = memo.get('k', 1000, load, keepAll, 0);
    const second = memo.get('k', 1000, load, keepAll, 10);
    expect([first.hit, second.hit]).toEqual([false, true]);
    expect([await first.value, await second.value]).toEqual([1, 1]);
    expect(await memo.get('k', 1000, load, keepAll, 1001).value).toBe(2);
  });

  it('forgets what keep refuses and what failed', async () => {
    const memo = ttlMemo<string>('test-b', 10);
    await memo.get(
      'bad',
      1000,
      async () => 'fallback',
      (v) => v !== 'fallback',
      0,
    ).value;
    expect(memo.get('bad', 1000, async () => 'ok', keepAll, 1).hit).toBe(false);
    await memo
      .get('boom', 1000, () => Promise.reject(new Error('x')), keepAll, 0)
      .value.catch(() => undefined);
    await Promise.resolve();
    expect(memo.get('boom', 1000, async () => 'ok', keepAll, 1).hit).toBe(false);
  });

  it('holds at most maxEntries, dropping the oldest', async () => {
    const memo = ttlMemo<number>('test-c', 3);
    for (let i = 0; i < 100; i++) memo.get(`k${i}`, 1000, async () => i, keepAll, 0);
    expect(memo.size).toBe(3);
    expect(memo.get('k99', 1000, async () => -1, keepAll, 1).hit).toBe(true);
    expect(memo.get('k0', 1000, async () => -1, keepAll, 1).hit).toBe(false);
  });

  it('is shared under one name and emptied by clear', () => {
    const one = ttlMemo<number>('test-d', 3);
    one.get('k', 1000, async () => 1, keepAll, 0);
    expect(ttlMemo<number>('test-d', 3).get('k', 1000, async () => 2, keepAll, 1).hit).toBe(true);
    one.clear();
    expect(one.size).toBe(0);
  });
});

describe('the answer memo at its edges', () => {
  it('expires exactly at the end of the lifetime', () => {
    const memo = ttlMemo<number>('test-e', 3);
    memo.get('k', 1000, async () => 1, keepAll, 0);
    expect(memo.get('k', 1000, async () => 2, keepAll, 999).hit).toBe(true);
    expect(memo.get('k', 1000, async () => 2, keepAll, 1000).hit).toBe(false);
  });

  it('a refused answer that arrives late never drops the newer answer of its key', async () => {
    const memo = ttlMemo<string>('test-f', 3);
    let finish: (value: string) => void = () => {};
    const slow = memo.get(
      'k',
      10,
      () => new Promise((resolve) => (finish = resolve)),
      (v) => v === 'ok',
      0,
    );
    const fresh = memo.get(
      'k',
      1000,
      async () => 'ok',
      (v) => v === 'ok',
      20,
    );
    await fresh.value;
    finish('fallback');
    await slow.value;
    await Promise.resolve();
    expect(memo.get('k', 1000, async () => 'again', keepAll, 30).hit).toBe(true);
  });
});

describe('the answer memo by bytes', () => {
  it('weighs an answer once it has arrived, dropping the least recently used within its bytes', async () => {
    const memo = ttlMemo<string>('test-g', 100, { max: 25, sizeOf: (v) => v.length });
    await memo.get('a', 1000, async () => 'x'.repeat(10), keepAll, 0).value;
    await memo.get('b', 1000, async () => 'y'.repeat(10), keepAll, 0).value;
    await Promise.resolve();
    expect(memo.bytes).toBe(20);
    memo.get('a', 1000, async () => '', keepAll, 1); // a used last: b goes first
    await memo.get('c', 1000, async () => 'z'.repeat(10), keepAll, 2).value;
    await Promise.resolve();
    expect(memo.bytes).toBe(20);
    expect(memo.get('a', 1000, async () => '', keepAll, 3).hit).toBe(true);
    expect(memo.get('b', 1000, async () => '', keepAll, 3).hit).toBe(false);
  });

  it('never keeps an answer larger than all its bytes', async () => {
    const memo = ttlMemo<string>('test-h', 100, { max: 25, sizeOf: (v) => v.length });
    await memo.get('big', 1000, async () => 'x'.repeat(30), keepAll, 0).value;
    await Promise.resolve();
    expect(memo.get('big', 1000, async () => '', keepAll, 1).hit).toBe(false);
  });
});
