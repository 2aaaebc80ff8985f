import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { startPostgres, startRedis } from '../../scripts/services.mjs';
import { csrfTokenOf, formHeaders, REVALIDATE_SECRET, storedSubmissions } from '../support/helpers';

/**
 * Two `next start` instances of one build on one PostgreSQL and one Redis, as
 * several servers behind a load balancer run (issue 17). Each test talks to
 * the instances directly.
 */
const BASE_PORT = (Number(process.env.E2E_PORT_BASE) || 3100) + 60;
const ports = [BASE_PORT, BASE_PORT + 1];
const bases = ports.map((port) => `http://127.0.0.1:${port}`);
const secrets = {
  REVALIDATE_SECRET,
  CSRF_SECRET: 'pair-csrf',
  SUBMISSIONS_SECRET: REVALIDATE_SECRET,
};

let postgres: Awaited<ReturnType<typeof startPostgres>>;
let redis: Awaited<ReturnType<typeof startRedis>>;
const servers: ChildProcess[] = [];

function nextStart(
  port: number,
  env: Record<string, string | undefined>,
  stderr = false,
): ChildProcess {
  const environment = { ...process.env, ...env } as NodeJS.ProcessEnv;
  for (const name of Object.keys(env)) if (env[name] === undefined) delete environment[name];
  return spawn(
    process.execPath,
    ['node_modules/next/dist/bin/next', 'start', '-p', String(port), '-H', '127.0.0.1'],
    { env: environment, stdio: ['ignore', 'ignore', stderr ? 'pipe' : 'ignore'], detached: true },
  );
}

async function waitUntilUp(request: APIRequestContext, base: string) {
  await expect
    .poll(
      async () => (await request.get(`${base}/api/posts/categories`).catch(() => null))?.status(),
      {
        timeout: 90_000,
        intervals: [250],
      },
    )
    .toBe(200);
}

test.describe.configure({ mode: 'serial' });

test.describe('two instances on PostgreSQL and Redis', () => {
  test.setTimeout(180_000);

  test.beforeAll(async ({ request }) => {
    test.setTimeout(180_000);
    [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
    const env = {
      ...secrets,
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      SITE_URL: bases[0],
      FORM_RATE_LIMIT: '10',
    };
    // Both at the same moment, on an empty database.
    servers.push(...ports.map((port) => nextStart(port, env)));
    await Promise.all(bases.map((base) => waitUntilUp(request, base)));
  });

  test.afterAll(async () => {
    for (const server of servers) {
      try {
        process.kill(-server.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    await Promise.all([postgres?.stop(), redis?.stop()]);
  });

  test('both serve the content of the one database', async ({ request }) => {
    for (const base of bases) {
      const response = await request.get(`${base}/knitting`);
      expect(response.status(), base).toBe(200);
      expect(await response.text(), base).toContain('Knitting');
    }
  });

  test('a form token from one instance is accepted by the other; the post is stored once', async ({
    request,
  }) => {
    const token = await csrfTokenOf(request, bases[0]);
    const subject = `Pair ${Date.now()}`;
    const response = await request.post(`${bases[1]}/api/store/contact-us`, {
      headers: formHeaders(token),
      data: {
        name: 'Rina Akter',
        phone: '+8801700000000',
        email: 'rina@example.com',
        subject,
        note: 'Hello',
      },
    });
    expect(response.status()).toBe(200);
    for (const base of bases) {
      const { contactMessages } = await storedSubmissions(request, base);
      expect(
        contactMessages.filter((m) => m.subject === subject),
        base,
      ).toHaveLength(1);
    }
  });

  test('the form limit counts across the pair: 10 a minute in total', async ({ request }) => {
    const token = await csrfTokenOf(request, bases[0]);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const r = await request.post(`${bases[i % 2]}/api/store/subscribers`, {
        headers: formHeaders(token),
        data: { email: `pair-limit-${i}@example.com` },
      });
      statuses.push(r.status());
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429, 429]);
  });

  test('with REDIS_URL, a missing shared secret stops the start with one sentence', async () => {
    const server = nextStart(
      BASE_PORT + 5,
      {
        ...secrets,
        CSRF_SECRET: undefined,
        DATABASE_URL: postgres.url,
        REDIS_URL: redis.url,
        SITE_URL: bases[0],
      },
      true,
    );
    let stderr = '';
    server.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => {
        server.kill('SIGKILL');
        resolve(null);
      }, 60_000);
      server.on('exit', (exitCode) => {
        clearTimeout(timer);
        resolve(exitCode);
      });
    });
    expect(code).toBe(1);
    expect(stderr).toContain('set CSRF_SECRET to the same value on every instance');
  });
});
