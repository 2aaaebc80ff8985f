import 'server-only';
import { createClient, type RedisClientType } from 'redis';
import { log } from '@/lib/log';

const REDIS = Symbol.for('masco.redis');
type Holder = { [REDIS]?: RedisClientType };

/** Failures are logged once per window, not once per command. */
const FAILURE_LOG_WINDOW_MS = 60_000;
let lastFailureLog = 0;

export function logRedisFailure(event: string, error: unknown) {
  const now = Date.now();
  if (now - lastFailureLog < FAILURE_LOG_WINDOW_MS) return;
  lastFailureLog = now;
  log('warn', event, { error: error instanceof Error ? error.message : String(error) });
}

/**
 * The process's Redis connection when REDIS_URL is set, else null. Commands fail
 * at once while Redis is away (no offline queue), so callers fall back instead
 * of waiting; the client reconnects by itself and is used again when Redis is back.
 */
export function redisClient(url = process.env.REDIS_URL?.trim()): RedisClientType | null {
  if (!url) return null;
  const holder = globalThis as Holder;
  if (!holder[REDIS]) {
    const client: RedisClientType = createClient({
      url,
      disableOfflineQueue: true,
      socket: {
        connectTimeout: 1000,
        reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000),
      },
    });
    client.on('error', (error) => logRedisFailure('redis.error', error));
    client.connect().catch((error) => logRedisFailure('redis.error', error));
    holder[REDIS] = client;
  }
  return holder[REDIS];
}

/**
 * At start (instrumentation.ts): connect before the first request, so the first
 * posts are counted in Redis too; a Redis that is away delays the start by at
 * most `waitMs`, and the client keeps trying in the background.
 */
export async function connectRedisAtStart(waitMs = 2000) {
  const client = redisClient();
  if (!client || client.isReady) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    new Promise<void>((resolve) => client.once('ready', () => resolve())),
    new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs))),
  ]).finally(() => clearTimeout(timer));
}

/** Whether Redis is in use and connected (the readiness check): 'not used' without REDIS_URL. */
export function redisState(): 'ok' | 'down' | 'not used' {
  const client = (globalThis as Holder)[REDIS];
  if (!process.env.REDIS_URL?.trim()) return 'not used';
  return client?.isReady ? 'ok' : 'down';
}

/** Ends the Redis connection, if there is one (a graceful stop). */
export async function closeRedis(): Promise<void> {
  const holder = globalThis as Holder;
  const client = holder[REDIS];
  delete holder[REDIS];
  if (client?.isOpen) await client.quit().catch(() => client.destroy());
}
