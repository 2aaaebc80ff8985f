import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { csrfTokenOf, formHeaders, REVALIDATE_SECRET, storedSubmissions } from '../support/helpers';

/**
 * A server of our own (its own port and data directory), so that it can be
 * killed without warning and started again.
 */
const PORT = (Number(process.env.E2E_PORT_BASE) || 3100) + 50;
const BASE = `http://127.0.0.1:${PORT}`;
const DATA_DIR = '.data/e2e-durability';

function startServer(): ChildProcess {
  return spawn(
    process.execPath,
    ['node_modules/next/dist/bin/next', 'start', '-p', String(PORT), '-H', '127.0.0.1'],
    {
      env: { ...process.env, PGLITE_DATA_DIR: DATA_DIR, REVALIDATE_SECRET, FORM_RATE_LIMIT: '5' },
      stdio: 'ignore',
      detached: true, // its own process group, so the kill reaches every process of it
    },
  );
}

async function waitUntilUp(request: APIRequestContext) {
  await expect
    .poll(
      async () => (await request.get(`${BASE}/api/posts/categories`).catch(() => null))?.status(),
      {
        timeout: 60_000,
        intervals: [250],
      },
    )
    .toBe(200);
}

function kill(server: ChildProcess) {
  try {
    process.kill(-server.pid!, 'SIGKILL');
  } catch {
    // already gone
  }
}

test.describe('form posts on a server killed without warning', () => {
  test.setTimeout(120_000);
  let server: ChildProcess | undefined;
  test.afterEach(() => server && kill(server));

  test('a message answered 200 is still there after SIGKILL and restart; the rate limit answers 429', async ({
    request,
  }) => {
    rmSync(DATA_DIR, { recursive: true, force: true });
    server = startServer();
    await waitUntilUp(request);

    const token = await csrfTokenOf(request, BASE);
    const subject = `Durable ${Date.now()}`;
    const response = await request.post(`${BASE}/api/store/contact-us`, {
      headers: formHeaders(token),
      data: {
        name: 'Rina Akter',
        phone: '+8801700000000',
        email: 'rina@example.com',
        subject,
        note: 'Kept?',
      },
    });
    expect(response.status()).toBe(200);
    kill(server); // right after the 200: no graceful shutdown, no flush

    server = startServer();
    await waitUntilUp(request);
    const { contactMessages } = await storedSubmissions(request, BASE);
    expect(contactMessages.filter((m) => m.subject === subject)).toHaveLength(1);

    // FORM_RATE_LIMIT=5 on this server: the sixth post in a minute is refused with Retry-After,
    // however many addresses the client claims to forward for.
    const fresh = await csrfTokenOf(request, BASE);
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let i = 0; i < 6; i++) {
      const r = await request.post(`${BASE}/api/store/subscribers`, {
        headers: { ...formHeaders(fresh), 'x-forwarded-for': `203.0.113.${i + 1}` },
        data: { email: `limit-${i}@example.com` },
      });
      statuses.push(r.status());
      retryAfter = r.headers()['retry-after'];
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });

  test('a second server on the same data directory refuses to start, with one sentence', async ({
    request,
  }) => {
    server = startServer();
    await waitUntilUp(request);
    const second = spawn(
      process.execPath,
      ['node_modules/next/dist/bin/next', 'start', '-p', String(PORT + 1), '-H', '127.0.0.1'],
      { env: { ...process.env, PGLITE_DATA_DIR: DATA_DIR }, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    second.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => {
        second.kill('SIGKILL');
        resolve(null);
      }, 60_000);
      second.on('exit', (exitCode) => {
        clearTimeout(timer);
        resolve(exitCode);
      });
    });
    expect(code).toBe(1);
    expect(stderr).toContain('is in use by another process');
    // The first one still answers.
    expect((await request.get(`${BASE}/api/posts/categories`)).status()).toBe(200);
  });
});
