import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { startPostgres } from '../../scripts/services.mjs';
import { WRONG_CREDENTIALS } from '@/lib/auth/messages';
import { newOperatorToken } from '../../scripts/operator-token.mjs';
import { PASSWORD, postSignIn } from '../support/editing';
import { csrfTokenOf, formHeaders, REVALIDATE_SECRET } from '../support/helpers';
import { serverArgs } from '../../scripts/next-server.mjs';

/**
 * Issue 44: no log line carries what a visitor or a member of staff typed. A
 * server on PostgreSQL whose every printed line is kept; the store is made to
 * refuse writes and searches, a sign-in fails, each with marker values; then no
 * line may hold a marker. (Before, form.write_failed printed the failed query
 * with the visitor's name, phone, e-mail and message, and search.failed the
 * words searched for.)
 */
const PORT = (Number(process.env.E2E_PORT_BASE) || 3100) + 70;
const BASE = `http://127.0.0.1:${PORT}`;
/** Letters no page or log holds by chance, in each field. */
const MARKER = `zqx${Date.now().toString(36)}`;
const marked = (field: string) => `${MARKER}${field}`;

let postgres: Awaited<ReturnType<typeof startPostgres>>;
let server: ChildProcess;
let output = '';

async function onStore(sql: string) {
  const db = new pg.Client({ connectionString: postgres.url });
  await db.connect();
  await db.query(sql);
  await db.end();
}

test.describe.configure({ mode: 'serial' });

test.describe('the log holds nothing anyone typed', () => {
  test.setTimeout(180_000);

  test.beforeAll(async ({ request }) => {
    postgres = await startPostgres();
    server = spawn(process.execPath, serverArgs(PORT), {
      env: {
        ...process.env,
        DATABASE_URL: postgres.url,
        SITE_URL: BASE,
        REVALIDATE_SECRET,
        FORM_RATE_LIMIT: '1000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    for (const stream of [server.stdout!, server.stderr!])
      stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await expect
      .poll(
        async () => (await request.get(`${BASE}/api/posts/categories`).catch(() => null))?.status(),
        { timeout: 90_000, intervals: [250] },
      )
      .toBe(200);
  });

  test.afterAll(async () => {
    try {
      process.kill(-server.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
    await postgres?.stop();
  });

  test('a refused contact message, a refused subscription, a failed search and a failed sign-in', async ({
    request,
  }) => {
    // The store refuses every new message and subscriber (as a stopped or restoring database does).
    await onStore(
      'ALTER TABLE contact_messages ADD CONSTRAINT e2e_refuse CHECK (false) NOT VALID;' +
        'ALTER TABLE subscribers ADD CONSTRAINT e2e_refuse_subscribers CHECK (false) NOT VALID',
    );
    const token = await csrfTokenOf(request, BASE);
    const contact = await request.post(`${BASE}/api/store/contact-us`, {
      headers: formHeaders(token),
      data: {
        name: marked('name'),
        phone: '+8801712345678',
        email: `${marked('mail')}@example.com`,
        subject: marked('subject'),
        note: marked('message'),
      },
    });
    expect(contact.status()).toBe(502);
    const subscriber = await request.post(`${BASE}/api/store/subscribers`, {
      headers: formHeaders(token),
      data: { email: `${marked('subscriber')}@example.com` },
    });
    expect(subscriber.status()).toBe(502);

    // Search fails in the store.
    await onStore('ALTER TABLE search_documents RENAME TO search_documents_away');
    const search = await request.get(`${BASE}/search?q=${marked('search')}+knitting`);
    expect(search.status()).toBeLessThan(500);
    await request.get(`${BASE}/api/search/suggest?q=${marked('suggest')}`);
    await onStore('ALTER TABLE search_documents_away RENAME TO search_documents');

    // A sign-in with a wrong password.
    const answer = await postSignIn(
      request,
      BASE,
      `${marked('account')}@example.com`,
      marked('password'),
    );
    expect(answer).toContain(WRONG_CREDENTIALS);

    // The failures were logged (so the lines searched are the ones that matter)…
    await expect.poll(() => output).toContain('"event":"form.write_failed"');
    await expect.poll(() => output).toContain('"event":"search.failed"');
    expect(output).toContain('"code":"23514"');
    // …and no line holds anything typed.
    const leaks = output.split('\n').filter((line) => line.toLowerCase().includes(MARKER));
    expect(leaks).toEqual([]);
  });

  test('sign-ins, failures and a lock are events naming the account by id and the client, in the log and in History', async ({
    playwright,
    request,
  }) => {
    const email = `${MARKER}admin@example.com`;
    const made = await request.post(`${BASE}/api/store/accounts`, {
      headers: { 'x-operator-token': newOperatorToken() },
      data: { email, name: 'Log Admin', role: 'admin', password: PASSWORD },
    });
    expect(made.status()).toBe(201);
    const { id } = (await made.json()) as { id: string };
    expect(await postSignIn(request, BASE, email, PASSWORD)).toMatch(/^redirect \/admin/);
    // Someone else guesses: five wrong passwords lock the account, the sixth is refused.
    const guesser = await playwright.request.newContext();
    for (let i = 0; i < 6; i++) await postSignIn(guesser, BASE, email, marked(`guess${i}`));
    await guesser.dispose();

    const events = () =>
      output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
    await expect
      .poll(() => events().filter((e) => e.event === 'auth.sign_in_refused').length)
      .toBeGreaterThan(0);
    const auth = events().filter((e) => String(e.event).startsWith('auth.'));
    expect(auth.find((e) => e.event === 'auth.sign_in')).toMatchObject({
      account: id,
      client: '127.0.0.1',
    });
    expect(auth.filter((e) => e.event === 'auth.sign_in_failed' && e.account === id)).toHaveLength(
      4,
    );
    expect(auth.find((e) => e.event === 'auth.account_locked')).toMatchObject({ account: id });
    expect(output.toLowerCase()).not.toContain(MARKER);

    // The admin sees them in History.
    const history = await (await request.get(`${BASE}/admin/history`)).text();
    for (const words of ['signed in', 'failed to sign in as', 'out for a while after too many'])
      expect(history, words).toContain(words);
    expect(history).toContain('Someone at 127.0.0.1');
  });

  test('every line the server printed once it started is one JSON object', () => {
    const lines = output.split('\n').filter((line) => line.trim());
    // The lines of `next start` itself before the site's code runs (its banner).
    const first = lines.findIndex((line) => line.startsWith('{'));
    expect(first).toBeGreaterThanOrEqual(0);
    const plain = lines.slice(first).filter((line) => {
      try {
        return typeof JSON.parse(line) !== 'object';
      } catch {
        return true;
      }
    });
    expect(plain).toEqual([]);
  });
});
