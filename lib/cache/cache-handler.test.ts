import { afterEach, describe, expect, it, vi } from 'vitest';

const loaded = vi.hoisted(() => ({ redis: false }));
vi.mock('redis', () => {
  loaded.redis = true;
  return { createClient: vi.fn() };
});

describe('the page cache handler Next is given', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('is this process memory without REDIS_URL, and never loads the Redis client (issue 48)', async () => {
    vi.stubEnv('REDIS_URL', '');
    const { default: handler } = await import('./cache-handler.mjs');
    const { default: memory } = await import('./page-cache-handler.mjs');
    expect(handler).toBe(memory);
    expect(loaded.redis).toBe(false);
  });
});
