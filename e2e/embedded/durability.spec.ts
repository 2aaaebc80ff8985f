import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { csrfTokenOf, formHeaders, storedSubmissions } from '../support/helpers';
import { describe, formCredentials, sendContact } from '../support/hostile';
import { ownServer } from '../support/own-server';

/** A server of our own, so that it can be killed without warning and started again. */
const own = ownServer(50, '.data/e2e-durability');
const { base: BASE, port: PORT, dataDir: DATA_DIR } = own;
const startServer = (formRateLimit = 5) => own.start(formRateLimit);
const waitUntilUp = (request: APIRequestContext) => own.waitUntilUp(request);

test.describe('form posts on a server killed without warning', () => {
  test.setTimeout(120_000);
  let server: ChildProcess | undefined;
  test.afterEach(() => server && own.kill());

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
    await own.kill(); // right after the 200: no graceful shutdown, no flush

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

  test('health and readiness answer; SIGTERM amid 100 contact posts: each is stored and answered or refused before any work, the server exits 0 and the next start needs no recovery', async ({
    request,
  }) => {
    rmSync(DATA_DIR, { recursive: true, force: true });
    server = startServer(1000);
    await waitUntilUp(request);
    const health = await request.get(`${BASE}/api/health`);
    expect(health.status()).toBe(200);
    expect(health.headers()['cache-control']).toBe('no-store');
    expect(await health.json()).toMatchObject({ status: 'ok', store: 'ok', redis: 'not used' });
    const ready = await request.get(`${BASE}/api/ready`);
    expect(ready.status()).toBe(200);
    expect(ready.headers()['cache-control']).toBe('no-store');
    expect(await ready.json()).toEqual({
      status: 'ready',
      shuttingDown: false,
      store: 'ok',
      redis: 'not used',
    });

    const credentials = await formCredentials(BASE);
    const sent: string[] = [];
    const post = (wave: string) => (_: unknown, i: number) => {
      const subject = `Stopped ${Date.now()} ${wave} #${i}`;
      sent.push(subject);
      return sendContact(BASE, credentials, subject);
    };
    const exited = new Promise<number | null>((resolve) => server!.once('exit', resolve));
    const first = Array.from({ length: 100 }, post('first'));
    // In the middle: as soon as the first post is answered; then twenty more, which
    // find the door closing.
    await Promise.race(first);
    process.kill(-server.pid!, 'SIGTERM');
    const late = Array.from({ length: 20 }, post('late'));
    const answers = await Promise.all([...first, ...late]);
    expect(await exited).toBe(0);

    // Answered 200, or refused at the door (the connection refused, or closed unread:
    // 19 of the 20 late ones in one run): never a 5xx or anything else.
    expect(answers.filter((a) => a.status !== 200 && a.status !== 0).map(describe)).toEqual([]);
    const acknowledged = sent.filter((_, i) => answers[i]!.status === 200);
    expect(acknowledged.length).toBeGreaterThan(0);
    // The store was closed: PostgreSQL's control file says "shut down" (1), not
    // "in production" (6, which the next start would have to recover from).
    expect(readFileSync(`${DATA_DIR}/global/pg_control`).readInt32LE(16)).toBe(1);
    expect(existsSync(`${DATA_DIR}.lock`), 'the data directory is released').toBe(false);

    server = startServer();
    await waitUntilUp(request);
    const stored = (await storedSubmissions(request, BASE)).contactMessages
      .map((m) => m.subject)
      .filter((line) => sent.includes(line));
    // Every acknowledged post is there, and nothing that was not acknowledged.
    expect(stored.sort()).toEqual(acknowledged.sort());
  });
});
