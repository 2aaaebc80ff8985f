import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import pg from 'pg';
import { freePort, startPostgres, startRedis } from '../../scripts/services.mjs';
import { selfSignedCertificate, shippedNginxSite, startNginx } from '../../scripts/lib/nginx.mjs';
import { newOperatorToken } from '../../scripts/operator-token.mjs';
import { endedSessionCookie, PASSWORD, postSignIn } from '../support/editing';
import { csrfTokenOf, formHeaders, REVALIDATE_SECRET, storedSubmissions } from '../support/helpers';
import { serverArgs } from '../../scripts/next-server.mjs';

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
  CSRF_SECRET: 'pair-csrf-secret-of-the-test-servers-0123456789',
  SUBMISSIONS_SECRET: REVALIDATE_SECRET,
};

/** The pages' lifetime on the pair: how long a change may take to reach visitors through the proxy. */
const PAGE_SECONDS = 3;

let postgres: Awaited<ReturnType<typeof startPostgres>>;
let redis: Awaited<ReturnType<typeof startRedis>>;
let balancer: Awaited<ReturnType<typeof startNginx>>;
/** The shipped nginx config's HTTPS server (a certificate made here, a port that is not 443). */
let proxy: string;
/** Its plain HTTP server, which only redirects. */
let plainProxy: string;
/** The certificate the proxy presents, trusted by this file's own requests. */
let certificate: ReturnType<typeof selfSignedCertificate>;

/** http or https for `url`; https trusting the proxy's certificate. */
const client = (url: URL) =>
  url.protocol === 'https:'
    ? { send: https.request, get: https.get, tls: { ca: certificate.pem } }
    : { send: http.request, get: http.get, tls: {} };
const servers: ChildProcess[] = [];
/** The instances' settings, once PostgreSQL and Redis are up. */
let pairEnv: Record<string, string>;

function nextStart(
  port: number,
  env: Record<string, string | undefined>,
  stderr = false,
): ChildProcess {
  const environment = { ...process.env, ...env } as NodeJS.ProcessEnv;
  for (const name of Object.keys(env)) if (env[name] === undefined) delete environment[name];
  return spawn(process.execPath, serverArgs(port), {
    env: environment,
    stdio: ['ignore', 'ignore', stderr ? 'pipe' : 'ignore'],
    detached: true,
  });
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

/** A contact post through `base` from one loopback address (a client of its own), with its token. */
async function postFrom(
  base: string,
  localAddress: string,
  token: string,
  cookie: string,
  subject: string,
) {
  const body = JSON.stringify({
    name: 'Rina Akter',
    phone: '+8801700000000',
    email: 'rina@example.com',
    subject,
    note: 'Load',
  });
  const url = new URL(`${base}/api/store/contact-us`);
  const { send, tls } = client(url);
  return new Promise<number>((resolve) => {
    const request = send(
      {
        ...tls,
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress,
        timeout: 15_000,
        headers: { ...formHeaders(token), cookie, 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', () => resolve(0));
      },
    );
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(0));
    request.end(body);
  });
}

/** A GET's status (0 for no answer within 15 s). */
function getStatus(url: string) {
  const { get, tls } = client(new URL(url));
  return new Promise<number>((resolve) => {
    const request = get(url, { ...tls, timeout: 15_000 }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', () => resolve(0));
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(0));
  });
}

/** What a GET puts on the wire: its encoding, its body's bytes as sent, the proxy's cache status. */
function onTheWire(url: string, acceptEncoding: string) {
  const { get, tls } = client(new URL(url));
  return new Promise<{ encoding?: string; bytes: number; cache?: string }>((resolve, reject) =>
    get(url, { ...tls, headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () =>
        resolve({
          encoding: response.headers['content-encoding'],
          bytes,
          cache: response.headers['x-cache-status'] as string | undefined,
        }),
      );
    }).on('error', reject),
  );
}

async function credentials(base: string) {
  const url = new URL(`${base}/api/csrf`);
  const { get, tls } = client(url);
  const { body, cookie } = await new Promise<{ body: string; cookie: string }>((resolve, reject) =>
    get(url, tls, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () =>
        resolve({ body: text, cookie: response.headers['set-cookie']![0]!.split(';')[0]! }),
      );
    }).on('error', reject),
  );
  return { token: (JSON.parse(body) as { token: string }).token, cookie };
}

async function storedSubjects(prefix: string) {
  const db = new pg.Client({ connectionString: postgres.url });
  await db.connect();
  const { rows } = await db.query<{ subject: string }>(
    'SELECT subject FROM contact_messages WHERE subject LIKE $1',
    [`${prefix}%`],
  );
  await db.end();
  return rows.map((row) => row.subject);
}

test.describe.configure({ mode: 'serial' });
// The proxy's certificate is made by this file: the browser and Playwright's requests take it.
test.use({ ignoreHTTPSErrors: true });

test.describe('two instances on PostgreSQL and Redis', () => {
  test.setTimeout(180_000);

  test.beforeAll(async ({ request }) => {
    test.setTimeout(180_000);
    [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
    pairEnv = {
      ...secrets,
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      SITE_URL: bases[0]!,
      FORM_RATE_LIMIT: '10',
      // Guesses from this one loopback address: the per-account lock is under test.
      SIGN_IN_RATE_LIMIT: '1000',
      TRUST_PROXY: '1',
      REVALIDATE_SECONDS: String(PAGE_SECONDS),
    };
    // Both at the same moment, on an empty database.
    // Each with a folder of its own for its copies of uploads, as on two machines.
    servers.push(
      ...ports.map((port) =>
        nextStart(port, {
          ...pairEnv,
          FILE_CACHE_DIR: mkdtempSync(path.join(tmpdir(), 'masco-files-')),
        }),
      ),
    );
    await Promise.all(bases.map((base) => waitUntilUp(request, base)));
    // The README's nginx config as shipped, on loopback ports (HTTPS on one that
    // is not 443), a self-signed certificate made here, a cache folder of its
    // own, and the instance that answered in `x-upstream`.
    certificate = selfSignedCertificate();
    const [plain, tls] = [await freePort(), await freePort()];
    const site = shippedNginxSite({
      plain,
      tls,
      instances: [ports[0]!, ports[1]!],
      cacheDir: mkdtempSync(path.join(tmpdir(), 'masco-cache-')),
      certificate,
    }).replace(
      'add_header X-Cache-Status $upstream_cache_status always;',
      'add_header X-Cache-Status $upstream_cache_status always;\n        add_header x-upstream $upstream_addr always;',
    );
    balancer = await startNginx(site);
    proxy = `https://127.0.0.1:${tls}`;
    plainProxy = `http://127.0.0.1:${plain}`;
  });

  test.afterAll(async () => {
    for (const server of servers) {
      try {
        process.kill(-server.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    await Promise.all([postgres?.stop(), redis?.stop(), balancer?.stop()]);
  });

  test('both serve the content of the one database', async ({ request }) => {
    for (const base of bases) {
      const response = await request.get(`${base}/knitting`);
      expect(response.status(), base).toBe(200);
      expect(await response.text(), base).toContain('Knitting');
    }
  });

  // Second, before other tests have cached pages in nginx: run after them, this test
  // fails on 7f5b844 too (nginx keeps the old /knitting over 8 s), an open defect
  // written down in the stop's note of issue 43.
  test(`a change published with /api/revalidate reaches visitors through the proxy within ${PAGE_SECONDS} s and a request`, async ({
    request,
  }) => {
    test.setTimeout(60_000);
    const before = await request.get(`${proxy}/knitting`);
    expect(before.status()).toBe(200);
    // The figure as the page prints it: a build's chunk names can hold "987" too.
    expect(await before.text()).not.toMatch(/>987</);
    const db = new pg.Client({ connectionString: postgres.url });
    await db.connect();
    await db.query(
      `UPDATE records SET body = jsonb_set(body, '{circular_machines}', '987') WHERE key = '/api/apparel/knitting'`,
    );
    await db.end();
    for (const base of bases) {
      const revalidated = await request.post(`${base}/api/revalidate`, {
        headers: { authorization: `Bearer ${REVALIDATE_SECRET}` },
        data: { paths: ['/knitting'] },
      });
      expect(revalidated.status()).toBe(200);
    }
    const published = Date.now();
    await expect
      .poll(async () => (await request.get(`${proxy}/knitting`)).text(), {
        timeout: (PAGE_SECONDS + 5) * 1000,
        intervals: [250],
      })
      .toMatch(/>987</);
    expect(Date.now() - published).toBeLessThan((PAGE_SECONDS + 3) * 1000);
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

  test('through the shipped TLS config on a port that is not 443, a visitor sends the contact form from a browser and it is stored once (the Host keeps its port)', async ({
    page,
  }) => {
    // Before, nginx passed the Host without its port: every form post through
    // it answered "This form has expired" (the post's Origin names the port).
    const subject = `Through TLS ${Date.now()}`;
    await page.goto(`${proxy}/`);
    const form = page.getByRole('form', { name: 'Contact us' });
    const visitor = {
      Name: 'Rahima Akter',
      Phone: '+880 1711 000000',
      Email: 'rahima@example.com',
      Subject: subject,
      'Message (optional)': 'Sent over HTTPS.',
    };
    for (const [label, value] of Object.entries(visitor)) await form.getByLabel(label).fill(value);
    const answer = page.waitForResponse('**/api/store/contact-us');
    await form.getByRole('button', { name: 'Send message' }).click();
    const response = await answer;
    expect((await response.request().allHeaders()).origin).toBe(proxy);
    expect(response.status(), await response.text()).toBe(200);
    await expect(page.getByRole('dialog', { name: 'Successfully Saved' })).toBeVisible();
    expect(await storedSubjects(subject)).toEqual([subject]);
  });

  test('the shipped TLS config: plain HTTP redirects with 308 and no HSTS; every HTTPS answer carries HSTS once', async ({
    request,
  }) => {
    for (const method of ['GET', 'POST'] as const) {
      const plain = await request.fetch(`${plainProxy}/knitting?from=plain`, {
        method,
        maxRedirects: 0,
      });
      expect(plain.status(), method).toBe(308);
      // The shipped file names no port: on 80 and 443 the redirect needs none.
      expect(plain.headers().location, method).toBe('https://127.0.0.1/knitting?from=plain');
      expect(plain.headers()['strict-transport-security'], method).toBeUndefined();
    }
    // A page (location /), the editing area (/admin), an upload's address (/files/),
    // and nginx's own answer; each location's headers are its own in nginx.
    for (const path of ['/knitting', '/admin/sign-in', '/files/0/none.txt', '/api/csrf']) {
      const answer = await request.get(`${proxy}${path}`, { maxRedirects: 0 });
      const hsts = answer
        .headersArray()
        .filter(({ name }) => name.toLowerCase() === 'strict-transport-security');
      expect(
        hsts.map(({ value }) => value),
        path,
      ).toEqual(['max-age=63072000; includeSubDomains']);
    }
    // The form token's cookie is Secure over HTTPS (X-Forwarded-Proto: https).
    const token = await request.get(`${proxy}/api/csrf`);
    expect(token.headers()['set-cookie']).toMatch(
      /^masco_csrf=[\w-]+; Path=\/api\/store; Max-Age=86400; HttpOnly; SameSite=Strict; Secure$/,
    );
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

  test('the balancer sends what it does not cache to both instances in turn', async ({
    request,
  }) => {
    const served = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const response = await request.get(`${proxy}/api/csrf`);
      expect(response.status()).toBe(200);
      expect(response.headers()['x-cache-status']).not.toBe('HIT');
      served.add(response.headers()['x-upstream']!);
    }
    expect([...served].sort()).toEqual(ports.map((port) => `127.0.0.1:${port}`).sort());
  });

  test('the caching proxy serves a page from its cache, compressed, and unpacked to a client without gzip', async ({
    request,
  }) => {
    // A client that takes gzip and no brotli: the gzip copy (a brotli one is kept apart).
    await request.get(`${proxy}/sewing`, { headers: { 'accept-encoding': 'gzip' } });
    const gzip = await request.get(`${proxy}/sewing`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers()['x-cache-status']).toBe('HIT');
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    const plain = await request.get(`${proxy}/sewing`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers()['x-cache-status']).toBe('HIT');
    expect(plain.headers()['content-encoding']).toBeUndefined();
    expect(await plain.text()).toContain('</html>');
    // Tokens and stored messages never come from the cache.
    const tokens = [await csrfTokenOf(request, proxy), await csrfTokenOf(request, proxy)];
    expect(tokens[0]).not.toBe(tokens[1]);
    const exported = await request.get(`${proxy}/api/store/submissions?format=json`, {
      headers: { authorization: `Bearer ${REVALIDATE_SECRET}` },
    });
    expect(exported.headers()['x-cache-status']).not.toBe('HIT');
    // An editor previewing drafts (draft mode's cookie) gets the page rendered for them.
    const preview = await request.get(`${proxy}/sewing`, {
      headers: { cookie: '__prerender_bypass=an-editors-preview' },
    });
    expect(preview.headers()['x-cache-status']).toBe('BYPASS');
  });

  test("a browser that takes brotli gets the instances' brotli copy through the proxy: no more bytes than straight from an instance, and a gzip answer is never kept as it", async () => {
    const BROWSER = 'gzip, deflate, br, zstd';
    const page = '/masco-at-a-glance';
    // Each instance answers brotli once it has made its copy of the page.
    for (const base of bases)
      await expect.poll(async () => (await onTheWire(base + page, BROWSER)).encoding).toBe('br');
    const direct = await onTheWire(bases[0]! + page, BROWSER);
    const seen: { encoding?: string; bytes: number; cache?: string }[] = [];
    await expect
      .poll(async () => {
        const answer = await onTheWire(proxy + page, BROWSER);
        seen.push(answer);
        return `${answer.cache} ${answer.encoding}`;
      })
      .toBe('HIT br');
    expect(seen.filter((answer) => answer.cache === 'HIT' && answer.encoding !== 'br')).toEqual([]);
    expect(seen.at(-1)!.bytes).toBeLessThanOrEqual(direct.bytes);
    // A client that takes gzip only still gets gzip, from its own copy in the cache.
    const gzip = await onTheWire(proxy + page, 'gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gzip.bytes).toBeGreaterThan(seen.at(-1)!.bytes);
  });

  test('an upload is kept once by the caching proxy whatever query string a visitor adds, ranges answered from it, and each instance serves it from a copy of its own', async ({
    request,
  }) => {
    // A 3 MB PDF as the editing area stores one (the upload itself: e2e/embedded/files).
    const bytes = Buffer.concat([
      Buffer.from(`%PDF-1.7\n% ${Date.now()} ${Math.random()}\n`),
      randomBytes(3 * 1024 * 1024),
    ]);
    const hash = createHash('sha256').update(bytes).digest('hex');
    const db = new pg.Client({ connectionString: postgres.url });
    await db.connect();
    await db.query(
      `INSERT INTO files (hash, name, mime, size, alt, bytes, created_by)
       VALUES ($1, 'catalogue.pdf', 'application/pdf', $2, '', $3, 'pair@example.com')`,
      [hash, bytes.length, bytes],
    );
    await db.end();
    const file = `/files/${hash}/catalogue.pdf`;

    const first = await request.get(`${proxy}${file}?${Math.random()}`);
    expect(first.status()).toBe(200);
    expect(first.headers()['x-cache-status']).toBe('MISS');
    expect((await first.body()).equals(bytes)).toBe(true);
    for (const query of ['?123', `?v=${Math.random()}`, '']) {
      const again = await request.get(`${proxy}${file}${query}`);
      expect(again.status(), query).toBe(200);
      expect(again.headers()['x-cache-status'], query).toBe('HIT');
      expect((await again.body()).equals(bytes), query).toBe(true);
    }
    const part = await request.get(`${proxy}${file}?${Math.random()}`, {
      headers: { range: 'bytes=1000-1999' },
    });
    expect(part.status()).toBe(206);
    expect(part.headers()['x-cache-status']).toBe('HIT');
    expect(part.headers()['content-range']).toBe(`bytes 1000-1999/${bytes.length}`);
    expect((await part.body()).equals(bytes.subarray(1000, 2000))).toBe(true);

    // Both instances answer it from the database, each making its own copy.
    for (const base of bases) {
      const direct = await request.get(`${base}${file}`, { headers: { range: 'bytes=-100' } });
      expect(direct.status(), base).toBe(206);
      expect((await direct.body()).equals(bytes.subarray(-100)), base).toBe(true);
    }
  });

  test('the editing area takes an upload of several megabytes through the proxy', async ({
    request,
  }) => {
    // Refused for want of a live session, but by the site, not by nginx's 64 kB limit
    // nor the site's few KB for a post without a session cookie (413).
    const answer = await request.post(`${proxy}/admin/files`, {
      headers: { cookie: endedSessionCookie() },
      multipart: {
        file: { name: 'big.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(5 * 1024 * 1024) },
      },
      maxRedirects: 0,
    });
    expect(answer.status()).not.toBe(413);
  });

  test('a page revalidated on one instance is fresh on every instance at its next request (one Redis page cache)', async ({
    request,
  }) => {
    // Both instances have served /dyeing (one page in the shared cache).
    for (const base of bases) {
      const before = await request.get(`${base}/dyeing`);
      expect(before.status()).toBe(200);
      expect(await before.text()).not.toContain('4,711');
    }
    const db = new pg.Client({ connectionString: postgres.url });
    await db.connect();
    await db.query(
      `UPDATE records SET body = jsonb_set(body, '{concept_knitting_no_of_tumble}', '4711') WHERE key = '/api/apparel/dyeing'`,
    );
    await db.end();
    // One instance is told; the other was not, and must not serve its old copy.
    const revalidated = await request.post(`${bases[0]}/api/revalidate`, {
      headers: { authorization: `Bearer ${REVALIDATE_SECRET}` },
      data: { paths: ['/dyeing'] },
    });
    expect(revalidated.status()).toBe(200);
    const other = await (await request.get(`${bases[1]}/dyeing`)).text();
    expect(other).toMatch(/4,?711/);
  });

  test("a record's tag revalidated on one instance refreshes its page on the other (tags in the Redis cache)", async ({
    request,
  }) => {
    for (const base of bases) {
      const before = await request.get(`${base}/washing`);
      expect(before.status()).toBe(200);
      expect(await before.text()).not.toMatch(/5,?813/);
    }
    await expect
      .poll(async () => (await request.get(`${bases[1]}/washing`)).headers()['x-nextjs-cache'])
      .toBe('HIT');
    const db = new pg.Client({ connectionString: postgres.url });
    await db.connect();
    await db.query(
      `UPDATE records SET body = jsonb_set(body, '{no_of_machines}', '5813') WHERE key = '/api/apparel/washing'`,
    );
    await db.end();
    const revalidated = await request.post(`${bases[0]}/api/revalidate`, {
      headers: { authorization: `Bearer ${REVALIDATE_SECRET}` },
      data: { tags: ['read:washing'] },
    });
    expect(revalidated.status()).toBe(200);
    expect(await (await request.get(`${bases[1]}/washing`)).text()).toMatch(/5,?813/);
  });

  test('a figure published in the editing area of one instance is on the page of the other at its next request', async ({
    page,
    request,
  }) => {
    await request.get(`${bases[1]}/knitting`);
    await expect
      .poll(async () => (await request.get(`${bases[1]}/knitting`)).headers()['x-nextjs-cache'])
      .toBe('HIT');
    const email = `pair-admin-${Date.now()}@example.com`;
    const made = await request.post(`${bases[0]}/api/store/accounts`, {
      headers: { authorization: `Bearer ${REVALIDATE_SECRET}` },
      data: { email, name: 'Pair admin', role: 'admin', password: PASSWORD },
    });
    expect(made.status(), 'the first admin, made with the secret').toBe(201);
    const second = await request.post(`${bases[1]}/api/store/accounts`, {
      headers: { authorization: `Bearer ${REVALIDATE_SECRET}` },
      data: { email: `second-${email}`, name: 'Second', role: 'admin', password: PASSWORD },
    });
    expect(second.status(), 'the secret makes no second admin, on either instance').toBe(409);
    await page.goto(`${bases[0]}/admin/sign-in?next=/admin/records/knitting`);
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.locator('#f-circular_machines').fill('6543');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByRole('status')).toContainText('Published.');
    expect(await (await request.get(`${bases[1]}/knitting`)).text()).toMatch(/6,?543/);
  });

  test('guesses at one account spread over both instances at once share one count: five checked passwords in all', async ({
    request,
  }) => {
    const email = `pair-besieged-${Date.now()}@example.com`;
    const made = await request.post(`${bases[0]}/api/store/accounts`, {
      headers: { 'x-operator-token': newOperatorToken() },
      data: { email, name: 'Besieged', role: 'editor', password: PASSWORD },
    });
    expect(made.status()).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        postSignIn(request, bases[i % 2]!, email, `guess-${i}-xyz`),
      ),
    );
    expect(answers.filter((answer) => answer.includes('do not match an account'))).toHaveLength(5);
    expect(answers.filter((answer) => answer.includes('Too many sign-in attempts'))).toHaveLength(
      15,
    );
  });

  test("a visitor's own X-Forwarded-For does not buy a fresh allowance through the balancer", async ({
    request,
  }) => {
    const token = await csrfTokenOf(request, proxy);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const r = await request.post(`${proxy}/api/store/contact-us`, {
        headers: { ...formHeaders(token), 'x-forwarded-for': `198.51.100.${i + 1}` },
        data: {
          name: 'Rina Akter',
          phone: '+8801700000000',
          email: 'rina@example.com',
          subject: `Spoof ${i}`,
          note: 'x',
        },
      });
      statuses.push(r.status());
    }
    // Ten a minute for 127.0.0.1, whatever address each post claims. The posts above
    // spent some of this minute's allowance, and a minute may turn during these posts:
    // 21 posts span at most two windows, so with the header ignored some are refused,
    // and with it honoured none would be.
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
  });

  test('with Redis gone, both instances keep serving pages and posts and stay ready, saying Redis is down; when it is back, it is used again', async ({
    request,
  }) => {
    test.setTimeout(90_000);
    await redis.stop();
    for (const base of bases) {
      for (const path of ['/knitting', '/washing', '/blogs']) {
        const started = Date.now();
        const response = await request.get(`${base}${path}`);
        expect(response.status(), `${base}${path}`).toBe(200);
        expect(Date.now() - started, `${base}${path}`).toBeLessThan(4000);
      }
    }
    // Both stay ready (a shared dependency away is no reason to take every instance
    // out of the balancer: before, both answered 503 here) and say Redis is down.
    for (const base of bases) {
      await expect
        .poll(async () => (await (await request.get(`${base}/api/health`)).json()).redis, {
          intervals: [250],
        })
        .toBe('down');
      const ready = await request.get(`${base}/api/ready`);
      expect(ready.status(), base).toBe(200);
      expect(await ready.json()).toMatchObject({ status: 'ready', redis: 'down' });
    }
    redis = await startRedis({ port: redis.port });
    // Back without a restart: a page cached through one instance is a hit on the other.
    await expect
      .poll(
        async () => {
          await request.get(`${bases[0]}/printing-embroidery`);
          return (await request.get(`${bases[1]}/printing-embroidery`)).headers()['x-nextjs-cache'];
        },
        { timeout: 30_000, intervals: [500] },
      )
      .toBe('HIT');
  });

  test('200 contact posts at once through the balancer are stored exactly once each', async () => {
    test.setTimeout(120_000);
    const { token, cookie } = await credentials(proxy);
    const prefix = `Burst ${Date.now()} `;
    // Twenty clients (loopback addresses) of ten posts each: within every client's limit.
    const statuses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        postFrom(proxy, `127.0.0.${10 + (i % 20)}`, token, cookie, `${prefix}${i}`),
      ),
    );
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    const stored = await storedSubjects(prefix);
    expect(stored).toHaveLength(200);
    expect(new Set(stored).size).toBe(200);
  });

  test('a rolling restart under steady load (50 requests a second, pages and posts) fails no request and stores every acknowledged post once', async ({
    request,
  }) => {
    test.setTimeout(240_000);
    const { token, cookie } = await credentials(proxy);
    const prefix = `Rolling ${Date.now()} `;
    const pages = [
      '/',
      '/knitting',
      '/blogs?page=2',
      '/api/csrf',
      '/api/posts/get-blogs',
      '/sewing',
    ];
    const answers: { what: string; status: number; at: number }[] = [];
    const events: string[] = [];
    const t0 = performance.now();
    const now = () => Math.round(performance.now() - t0);
    const pending: Promise<void>[] = [];
    let sent = 0;
    let posts = 0;
    // One request every 20 ms; one in five a contact post, each from a client
    // address of its own (the form limit is per client).
    const load = setInterval(() => {
      const i = sent++;
      if (i % 5 === 4) {
        const k = posts++;
        const subject = `${prefix}${k}`;
        pending.push(
          postFrom(
            proxy,
            `127.0.${3 + Math.floor(k / 200)}.${20 + (k % 200)}`,
            token,
            cookie,
            subject,
          ).then((status) => void answers.push({ what: `POST ${subject}`, status, at: now() })),
        );
      } else {
        const path = pages[i % pages.length]!;
        pending.push(
          getStatus(`${proxy}${path}`).then(
            (status) => void answers.push({ what: `GET ${path}`, status, at: now() }),
          ),
        );
      }
    }, 20);

    const restart = async (index: number) => {
      const old = servers[index]!;
      const exited = new Promise<number | null>((resolve) => old.once('exit', resolve));
      events.push(`SIGTERM ${index} @${now()}`);
      process.kill(-old.pid!, 'SIGTERM');
      expect(await exited, `instance ${index} exits 0`).toBe(0);
      events.push(`exited ${index} @${now()}`);
      servers[index] = nextStart(ports[index]!, pairEnv);
      await expect
        .poll(
          async () => (await request.get(`${bases[index]}/api/ready`).catch(() => null))?.status(),
          { timeout: 90_000, intervals: [250] },
        )
        .toBe(200);
      events.push(`ready ${index} @${now()}`);
      // nginx takes an instance it saw fail back only after fail_timeout (5 s):
      // stopping the other one before that leaves it none (the README's procedure).
      await expect
        .poll(
          async () =>
            (await request.get(`${proxy}/api/csrf`).catch(() => null))?.headers()['x-upstream'],
          { timeout: 30_000, intervals: [250] },
        )
        .toBe(`127.0.0.1:${ports[index]}`);
      events.push(`back in the balancer ${index} @${now()}`);
    };
    const started = performance.now();
    await expect
      .poll(() => answers.length, { intervals: [100], timeout: 60_000 })
      .toBeGreaterThan(100);
    await restart(0);
    await restart(1);
    // Then steady load again, for 30 s in all at least.
    const restarted = answers.length;
    await expect
      .poll(() => answers.length > restarted + 100 && performance.now() - started >= 30_000, {
        intervals: [100],
        timeout: 60_000,
      })
      .toBe(true);
    clearInterval(load);
    await Promise.all(pending);
    const seconds = (performance.now() - started) / 1000;
    test.info().annotations.push({
      type: 'rolling restart',
      description: `${answers.length} requests (${posts} posts) in ${seconds.toFixed(1)} s`,
    });

    expect(
      answers
        .filter((answer) => answer.status !== 200)
        .map((a) => `${a.status} ${a.what} @${a.at}`),
      `${events.join(', ')}\n${balancer.errors().slice(-3000)}`,
    ).toEqual([]);
    expect(answers.length).toBeGreaterThan(500);
    const acknowledged = answers
      .filter((a) => a.what.startsWith('POST '))
      .map((a) => a.what.slice(5));
    const stored = await storedSubjects(prefix);
    expect(stored.sort()).toEqual(acknowledged.sort());
  });

  test('one instance killed with SIGKILL mid-load: no acknowledged post is lost, the balancer keeps answering 200', async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const { token, cookie } = await credentials(proxy);
    const prefix = `Kill ${Date.now()} `;
    let answered = 0;
    const posts = Array.from({ length: 100 }, async (_, i) => {
      const status = await postFrom(
        proxy,
        `127.0.0.${40 + (i % 20)}`,
        token,
        cookie,
        `${prefix}${i}`,
      );
      answered += 1;
      if (answered === 20) process.kill(-servers[1]!.pid!, 'SIGKILL');
      return { subject: `${prefix}${i}`, status };
    });
    const results = await Promise.all(posts);
    const acknowledged = results.filter((r) => r.status === 200).map((r) => r.subject);
    expect(acknowledged.length).toBeGreaterThanOrEqual(20);
    const stored = new Set(await storedSubjects(prefix));
    expect(acknowledged.filter((subject) => !stored.has(subject))).toEqual([]);
    // Every stored post is there once (nginx resends no POST to the other instance).
    expect((await storedSubjects(prefix)).length).toBe(stored.size);

    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await request.get(`${proxy}/dyeing`)).status());
    expect(statuses).toEqual(Array(10).fill(200));
  });
});
