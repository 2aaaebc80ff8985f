import { describe, expect, it, vi } from 'vitest';
import { dependencies, readiness, type ReadinessChecks, sharedFor, watchState } from './readiness';

const checks = (overrides: Partial<ReadinessChecks> = {}): ReadinessChecks => ({
  shuttingDown: () => false,
  storeShared: () => false,
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

  it('is not ready when its own store (PGlite, in this process) is slow or failing', async () => {
    for (const store of ['timeout', 'error'] as const)
      expect(await readiness(checks({ store: async () => store }))).toEqual({
        status: 'not ready',
        shuttingDown: false,
        store,
        redis: 'not used',
      });
  });

  it('stays ready, and says so, while a dependency every instance shares is away: PostgreSQL, Redis', async () => {
    // Before: 503 on every instance at once, while each served its pages 200 from the
    // cache; with a failure threshold of 1 a one-second blip emptied the balancer.
    for (const store of ['timeout', 'error'] as const)
      expect(
        await readiness(checks({ storeShared: () => true, store: async () => store })),
      ).toEqual({ status: 'ready', shuttingDown: false, store, redis: 'not used' });
    expect(await readiness(checks({ redis: async () => 'down' }))).toEqual({
      status: 'ready',
      shuttingDown: false,
      store: 'ok',
      redis: 'down',
    });
    expect(
      await readiness(
        checks({ storeShared: () => true, store: async () => 'error', redis: async () => 'down' }),
      ),
    ).toMatchObject({ status: 'ready', store: 'error', redis: 'down' });
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

describe("a dependency's changes of state", () => {
  it('are logged once each: down (warn) when it stops answering, up (info) when it is back', async () => {
    const states = ['ok', 'error', 'error', 'timeout', 'ok', 'ok'] as const;
    let at = 0;
    const lines: [string, string, Record<string, unknown>][] = [];
    const check = watchState(
      () => 'postgres',
      async () => states[at++]!,
      (state) => state === 'ok',
      (level, event, fields) => lines.push([level, event, fields]),
    );
    for (let i = 0; i < states.length; i++) await check();
    expect(lines.map(([level, event, fields]) => [level, event, fields.dependency])).toEqual([
      ['warn', 'dependency.down', 'postgres'],
      ['info', 'dependency.up', 'postgres'],
    ]);
    expect(lines[0]![2]).toMatchObject({ state: 'error' });
  });
});

describe('the dependencies reported by /api/health', () => {
  it("are the checks' words, and a check that does not answer in time is reported, not waited for", async () => {
    expect(await dependencies(50, checks({ redis: async () => 'down' }))).toEqual({
      store: 'ok',
      redis: 'down',
    });
    const never = () => new Promise<never>(() => undefined);
    expect(await dependencies(20, checks({ store: never }))).toEqual({
      store: 'timeout',
      redis: 'not used',
    });
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
