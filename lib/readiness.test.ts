import { describe, expect, it, vi } from 'vitest';
import { readiness, type ReadinessChecks, sharedFor } from './readiness';

const checks = (overrides: Partial<ReadinessChecks> = {}): ReadinessChecks => ({
  shuttingDown: () => false,
  store: async () => 'ok',
  redis: async () => 'not used',
  ...overrides,
});

describe('readiness', () => {
  it('is ready when the store answers and Redis is connected or not used', async () => {
    expect(await readiness(checks())).toEqual({
      status: 'ready',
      shuttingDown: false,
      store: 'ok',
      redis: 'not used',
    });
    expect((await readiness(checks({ redis: async () => 'ok' }))).status).toBe('ready');
    // An upstream CMS owns the content: no store to ask.
    expect((await readiness(checks({ store: async () => 'not used' }))).status).toBe('ready');
  });

  it('is not ready when the store is slow or failing, or Redis is away', async () => {
    for (const store of ['timeout', 'error'] as const)
      expect(await readiness(checks({ store: async () => store }))).toEqual({
        status: 'not ready',
        shuttingDown: false,
        store,
        redis: 'not used',
      });
    expect(await readiness(checks({ redis: async () => 'down' }))).toMatchObject({
      status: 'not ready',
      redis: 'down',
    });
  });

  it('is not ready from the moment the process shuts down, without asking the store', async () => {
    const store = vi.fn(async () => 'ok' as const);
    expect(await readiness(checks({ shuttingDown: () => true, store }))).toEqual({
      status: 'not ready',
      shuttingDown: true,
      store: 'not checked',
      redis: 'not checked',
    });
    expect(store).not.toHaveBeenCalled();
  });
});

describe('a shared check', () => {
  it('asks once for every caller within its window, then again', async () => {
    let now = 0;
    let asked = 0;
    const check = sharedFor(
      1000,
      async () => ++asked,
      () => now,
    );
    expect(await Promise.all([check(), check(), check()])).toEqual([1, 1, 1]);
    now = 999;
    expect(await check()).toBe(1);
    now = 1000;
    expect(await check()).toBe(2);
    expect(asked).toBe(2);
  });
});
