import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import pg from 'pg';
import {
  GUESSABLE_PASSWORD,
  PASSWORD_RESET_DONE,
  RESET_LINK_USED,
  RESET_REQUESTED,
} from '@/lib/auth/messages';
import { startPostgres } from '../../scripts/services.mjs';
import { makeAccount, PASSWORD } from '../support/editing';
import { csrfTokenOf, formHeaders, REVALIDATE_SECRET } from '../support/helpers';
import { mailbox } from '../support/mailbox';
import { serverArgs } from '../../scripts/next-server.mjs';

/**
 * E-mail (issue 50), end to end on the production build: servers of the spec's
 * own, sending to a real SMTP server on loopback that the spec starts and stops.
 * Retries are a second apart here (MAIL_RETRY_*), never waited for with a sleep.
 */
const BASE = Number(process.env.E2E_PORT_BASE) || 3100;
const SERVER_PORT = BASE + 70;
const PAIR_PORTS = [BASE + 72, BASE + 73];
const SMTP_PORT = BASE + 80;
const STAFF = 'sales-team@example.com';

type Server = { base: string; process: ChildProcess; log: string[] };

function startServer(port: number, env: Record<string, string>): Server {
  const log: string[] = [];
  const child = spawn(process.execPath, serverArgs(port), {
    env: {
      ...process.env,
      REVALIDATE_SECRET,
      FORM_RATE_LIMIT: '1000',
      SIGN_IN_RATE_LIMIT: '1000',
      SITE_URL: `http://127.0.0.1:${port}`,
      MAIL_RETRY_BASE_SECONDS: '1',
      MAIL_RETRY_MAX_SECONDS: '1',
      MAIL_POLL_SECONDS: '1',
      CONTACT_NOTIFY_TO: STAFF,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  for (const stream of [child.stdout!, child.stderr!])
    stream.on('data', (chunk: Buffer) => log.push(...chunk.toString().split('\n')));
  return { base: `http://127.0.0.1:${port}`, process: child, log };
}

async function waitUntilUp(request: APIRequestContext, server: Server) {
  await expect
    .poll(
      async () =>
        server.process.exitCode != null
          ? `exited with ${server.process.exitCode}`
          : (await request.get(`${server.base}/api/posts/categories`).catch(() => null))?.status(),
      { timeout: 90_000, intervals: [250] },
    )
    .toBe(200);
}

async function stopServer(server: Server | undefined) {
  if (!server || server.process.exitCode !== null) return;
  const exited = new Promise((resolve) => server.process.once('exit', resolve));
  process.kill(-server.process.pid!, 'SIGTERM');
  await exited;
}

async function sendContact(
  request: APIRequestContext,
  base: string,
  subject: string,
  note: string,
) {
  const token = await csrfTokenOf(request, base);
  return request.post(`${base}/api/store/contact-us`, {
    headers: formHeaders(token),
    data: {
      name: 'Rina Akter',
      phone: '+8801700000000',
      email: 'rina.buyer@example.com',
      subject,
      note,
    },
  });
}

async function signInAt(page: Page, base: string, email: string, password = PASSWORD) {
  await page.goto(`${base}/admin/sign-in`);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/admin\/sign-in/);
}

const smtp = mailbox(SMTP_PORT);

test.describe.configure({ mode: 'serial' });

test.describe('e-mail through a real SMTP server', () => {
  test.setTimeout(180_000);
  // For makeAccount's relative address.
  test.use({ baseURL: `http://127.0.0.1:${SERVER_PORT}` });
  let server: Server;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'masco-mail-'));

  test.beforeAll(async ({ request }) => {
    test.setTimeout(120_000);
    await smtp.start();
    server = startServer(SERVER_PORT, { PGLITE_DATA_DIR: dataDir, SMTP_URL: smtp.url });
    await waitUntilUp(request, server);
  });

  test.afterAll(async () => {
    await stopServer(server);
    await smtp.stop();
  });

  test("a contact message's e-mail arrives with its subject, the sender, Reply-To and the inbox link", async ({
    page,
    request,
  }) => {
    const subject = `Knit sample order ${Date.now()}`;
    const note = `Please quote 5,000 polo shirts, 180 gsm pique. Reference ${Date.now()}.`;
    const answer = await sendContact(request, server.base, subject, note);
    expect(answer.status()).toBe(200);
    await expect.poll(() => smtp.withSubject(subject).length).toBe(1);
    const mail = smtp.withSubject(subject)[0]!;
    expect(mail.subject).toBe(`Contact message: ${subject} (from Rina Akter)`);
    expect(mail.replyTo).toBe('rina.buyer@example.com');
    expect(mail.to).toEqual([STAFF]);
    expect(mail.text).toContain(note);
    const link = /In the inbox: (\S+)/.exec(mail.text)?.[1];
    expect(link).toMatch(
      new RegExp(`^${server.base}/admin/inbox\\?kind=contact&show=all&message=\\d+$`),
    );

    // The link leads to that message (after signing in), which says its e-mail went.
    const editor = await makeAccount(request, 'editor');
    await page.goto(link!);
    await expect(page).toHaveURL(/\/admin\/sign-in/);
    await page.getByLabel('E-mail address').fill(editor);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const item = page.getByRole('listitem').filter({ hasText: subject });
    await expect(item).toHaveCount(1);
    await expect(page.getByRole('listitem').filter({ hasText: 'Rina Akter' })).toHaveCount(1);
    await expect(item).toContainText(/E-mail: sent/);

    // No log line carries the message's text or the visitor's address.
    expect(
      server.log.filter((line) => line.includes('rina.buyer') || line.includes('Reference')),
    ).toEqual([]);
  });

  test('with the mail server down the message is answered 200, waits visibly, and its e-mail arrives once the server is back, exactly once', async ({
    page,
    request,
  }) => {
    await smtp.stop();
    const subject = `While the mail server was down ${Date.now()}`;
    expect((await sendContact(request, server.base, subject, 'Kept in the outbox')).status()).toBe(
      200,
    );
    await signInAt(page, server.base, await makeAccount(request, 'editor'));
    const inbox = `${server.base}/admin/inbox?kind=contact&show=all&q=${encodeURIComponent(subject)}`;
    await expect
      .poll(async () => {
        await page.goto(inbox);
        return page.getByRole('listitem').filter({ hasText: subject }).innerText();
      })
      .toContain('E-mail: waiting, the mail server did not answer');
    expect(smtp.withSubject(subject)).toHaveLength(0);

    await smtp.start();
    await expect.poll(() => smtp.withSubject(subject).length).toBe(1);
    await expect
      .poll(async () => {
        await page.goto(inbox);
        return page.getByRole('listitem').filter({ hasText: subject }).innerText();
      })
      .toContain('E-mail: sent');
    // Marked sent: no sender takes it again.
    expect(smtp.withSubject(subject)).toHaveLength(1);
  });

  test('a restart sends what was waiting', async ({ request }) => {
    await smtp.stop();
    const subject = `Waiting over a restart ${Date.now()}`;
    expect((await sendContact(request, server.base, subject, 'Across a restart')).status()).toBe(
      200,
    );
    await stopServer(server);
    await smtp.start();
    server = startServer(SERVER_PORT, { PGLITE_DATA_DIR: dataDir, SMTP_URL: smtp.url });
    await waitUntilUp(request, server);
    await expect.poll(() => smtp.withSubject(subject).length).toBe(1);
  });

  test('"Forgot your password?" answers the same for any address; the link arrives, sets a new password under the rules, works once and ends the other sessions', async ({
    page,
    browser,
    request,
  }) => {
    const email = await makeAccount(request, 'editor', 'forgetful');
    // Another device of the account, signed in.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signInAt(otherPage, server.base, email);

    const ask = async (address: string) => {
      await page.goto(`${server.base}/admin/sign-in`);
      await page.getByRole('link', { name: 'Forgot your password?' }).click();
      // The sign-in page has an "E-mail address" too: fill the new page's.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot your password?');
      await page.getByLabel('E-mail address').fill(address);
      await page.getByRole('button', { name: 'Send me a link' }).click();
      const answer = page.getByRole('status');
      await expect(answer).toHaveText(RESET_REQUESTED);
      return page.locator('main').innerText();
    };
    const nobody = `nobody-${Date.now()}@example.com`;
    const forNobody = await ask(nobody);
    const forAccount = await ask(email);
    expect(forAccount).toBe(forNobody);

    await expect.poll(() => smtp.received.filter((mail) => mail.to.includes(email)).length).toBe(1);
    const mail = smtp.received.find((mail) => mail.to.includes(email))!;
    expect(mail.subject).toBe('Set a new password for the Masco Group editing area');
    const link = /^(http\S+\/admin\/reset-password\?token=\S+)$/m.exec(mail.text)?.[1];
    expect(link).toBeTruthy();

    // The same rules as an account's first password.
    await page.goto(link!);
    await page.getByLabel('New password').fill('short');
    await page.getByRole('button', { name: 'Set the new password' }).click();
    await expect(page.getByLabel('New password')).toHaveAccessibleDescription(
      /Use at least 12 characters/,
    );
    await page.getByLabel('New password').fill('password1234');
    await page.getByRole('button', { name: 'Set the new password' }).click();
    await expect(page.getByLabel('New password')).toHaveAccessibleDescription(
      new RegExp(GUESSABLE_PASSWORD.slice(0, 40)),
    );
    const fresh = 'quiet harbour lantern seventeen';
    await page.getByLabel('New password').fill(fresh);
    await page.getByRole('button', { name: 'Set the new password' }).click();
    await expect(page).toHaveURL(/\/admin\/sign-in/);
    await expect(page.getByRole('status')).toHaveText(PASSWORD_RESET_DONE);

    // The other device is signed out; the new password signs in, the old one does not.
    await otherPage.goto(`${server.base}/admin`);
    await expect(otherPage).toHaveURL(/\/admin\/sign-in/);
    await other.close();
    await signInAt(page, server.base, email, fresh);
    // Logged by the account's id, never its address.
    expect(
      server.log.filter((line) => line.includes('"event":"auth.password_reset"')),
    ).toHaveLength(1);

    // Once: the link is spent.
    await page.goto(link!);
    await expect(page.locator('main').getByRole('alert')).toContainText(RESET_LINK_USED);
    await expect(page.getByLabel('New password')).toHaveCount(0);
    expect(smtp.received.filter((mail) => mail.to.includes(nobody))).toHaveLength(0);
    expect(server.log.filter((line) => line.includes(email) || line.includes(nobody))).toEqual([]);
  });

  test('asking again and again for one address is refused for a while, whether or not it has an account', async ({
    page,
  }) => {
    const address = `many-${Date.now()}@example.com`;
    const answers: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      await page.goto(`${server.base}/admin/forgot-password`);
      await page.getByLabel('E-mail address').fill(address);
      await page.getByRole('button', { name: 'Send me a link' }).click();
      const answer = page
        .locator('main')
        .getByRole('status')
        .or(page.locator('main').getByRole('alert'));
      await expect(answer).toBeVisible();
      answers.push(await answer.innerText());
    }
    expect(answers.slice(0, 5)).toEqual(Array(5).fill(RESET_REQUESTED));
    expect(answers[5]).toMatch(
      /^Too many requests for a new password\. Try again in 1[45] minutes\.$/,
    );
  });

  test('a reset link expires (RESET_LINK_SECONDS)', async ({ page, request }) => {
    await stopServer(server);
    server = startServer(SERVER_PORT, {
      PGLITE_DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      RESET_LINK_SECONDS: '1',
    });
    await waitUntilUp(request, server);
    const email = await makeAccount(request, 'editor', 'late');
    await page.goto(`${server.base}/admin/forgot-password`);
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await expect(page.getByRole('status')).toHaveText(RESET_REQUESTED);
    await expect.poll(() => smtp.received.filter((mail) => mail.to.includes(email)).length).toBe(1);
    const link = /^(http\S+\/admin\/reset-password\?token=\S+)$/m.exec(
      smtp.received.find((mail) => mail.to.includes(email))!.text,
    )?.[1];
    await expect
      .poll(async () => {
        await page.goto(link!);
        return page.locator('main').innerText();
      })
      .toContain(RESET_LINK_USED);
  });
});

test.describe('two instances on PostgreSQL', () => {
  test.setTimeout(240_000);
  let postgres: Awaited<ReturnType<typeof startPostgres>>;
  const servers: Server[] = [];
  const box = mailbox(SMTP_PORT + 1);

  test.beforeAll(async ({ request }) => {
    test.setTimeout(200_000);
    postgres = await startPostgres();
    await box.start();
    for (const port of PAIR_PORTS)
      servers.push(
        startServer(port, {
          DATABASE_URL: postgres.url,
          SMTP_URL: box.url,
          SITE_URL: `http://127.0.0.1:${PAIR_PORTS[0]}`,
          FILE_CACHE_DIR: mkdtempSync(path.join(tmpdir(), 'masco-files-')),
        }),
      );
    await Promise.all(servers.map((server) => waitUntilUp(request, server)));
  });

  test.afterAll(async () => {
    await Promise.all(servers.map(stopServer));
    await box.stop();
    await postgres?.stop();
  });

  test('send each e-mail once', async ({ request }) => {
    const stamp = Date.now();
    const subjects = Array.from({ length: 12 }, (_, i) => `Pair message ${stamp} #${i}`);
    // While the mail server is down, so that both instances find every row waiting.
    await box.stop();
    for (const [i, subject] of subjects.entries())
      expect((await sendContact(request, servers[i % 2]!.base, subject, 'Once')).status()).toBe(
        200,
      );
    await box.start();
    const db = new pg.Client({ connectionString: postgres.url });
    await db.connect();
    try {
      await expect
        .poll(
          async () => {
            const { rows } = await db.query<{ n: number }>(
              "SELECT count(*)::int AS n FROM outbox WHERE state = 'sent' AND subject LIKE $1",
              [`%Pair message ${stamp}%`],
            );
            return rows[0]!.n;
          },
          { timeout: 60_000 },
        )
        .toBe(subjects.length);
    } finally {
      await db.end();
    }
    for (const subject of subjects)
      expect(box.withSubject(`${subject} (`), subject).toHaveLength(1);
  });
});
