import { createClient, type RedisClientType } from 'redis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort, startRedis } from '../../scripts/services.mjs';
import { formLimiter } from './form-limit';

let redis: Awaited<ReturnType<typeof startRedis>>;
const clients: RedisClientType[] = [];

async function connected(url: string) {
  const client: RedisClientType = createClient({ url, disableOfflineQueue: true });
  client.on('error', () => undefined);
  clients.push(client);
  await client.connect();
  return client;
}

beforeAll(async () => {
  redis = await startRedis();
}, 120_000);

afterAll(async () => {
  await Promise.all(clients.map((client) => client.destroy()));
  await redis?.stop();
});

const takeAll = async (limiter: ReturnType<typeof formLimiter>, key: string, n: number) => {
  const answers = [];
  for (let i = 0; i < n; i += 1) answers.push(await limiter.take(key));
  return answers;
};

describe('the form limit', () => {
  it('alone, allows the limit and then says when to come back', async () => {
    const limiter = formLimiter(10, null);
    const answers = await takeAll(limiter, 'contact:a', 11);
    expect(answers.slice(0, 10).every((a) => a.allowed)).toBe(true);
    expect(answers[10]!.allowed).toBe(false);
    expect(answers[10]!.retryAfter).toBeGreaterThanOrEqual(1);
    expect(answers[10]!.retryAfter).toBeLessThanOrEqual(60);
  });

  it('with Redis, two instances count together: 10 posts a minute in total, not per instance', async () => {
    const first = formLimiter(10, await connected(redis.url));
    const second = formLimiter(10, await connected(redis.url));
    const answers = [
      ...(await takeAll(first, 'contact:b', 5)),
      ...(await takeAll(second, 'contact:b', 5)),
      await first.take('contact:b'),
      await second.take('contact:b'),
    ];
    expect(answers.map((a) => a.allowed)).toEqual([...Array(10).fill(true), false, false]);
    expect((await second.take('newsletter:b')).allowed).toBe(true);
  });

  it('with Redis away, each instance keeps limiting on its own, without waiting', async () => {
    vi.spyOn(console, 'warn').mockReturnValue();
    const nowhere: RedisClientType = createClient({
      url: `redis://127.0.0.1:${await freePort()}`,
      disableOfflineQueue: true,
      socket: { reconnectStrategy: false },
    });
    nowhere.on('error', () => undefined);
    await nowhere.connect().catch(() => undefined);
    const limiter = formLimiter(3, nowhere);
    // No timer runs meanwhile: a retry or a wait for Redis would never end, and the test with it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'setImmediate'] });
    const answers = await takeAll(limiter, 'contact:c', 4).finally(() => vi.useRealTimers());
    expect(answers.map((a) => a.allowed)).toEqual([true, true, true, false]);
  });
});
