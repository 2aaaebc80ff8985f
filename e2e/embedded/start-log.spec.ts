import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * The start-up log, read from a real `next start` (issue 44, "The start-up log"):
 * one start line that says where the content comes from, the public address, the
 * version and whether traces go out; a warning when sessions do not survive a
 * restart; a request sent while the store is still opening is held until the site
 * says `server.ready`, never answered from an empty store; a refused deployed
 * start says that it refused.
 */
const PORT = (Number(process.env.E2E_PORT_BASE) || 3100) + 58;
const BASE = `http://127.0.0.1:${PORT}`;
const DIR = '.data/e2e-start-log';
const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
const build = readFileSync('.next/BUILD_ID', 'utf8').trim();

const started = new Set<ChildProcess>();
test.afterEach(() => {
  for (const server of started)
    if (server.exitCode === null && !server.killed) server.kill('SIGKILL');
  started.clear();
});

/** `next start` with `env` (undefined removes a setting), every printed line kept in order. */
function start(env: Record<string, string | undefined>) {
  const environment = { ...process.env, ...env } as NodeJS.ProcessEnv;
  for (const name of Object.keys(env)) if (env[name] === undefined) delete environment[name];
  const server = spawn(
    process.execPath,
    ['node_modules/next/dist/bin/next', 'start', '-p', String(PORT), '-H', '127.0.0.1'],
    { env: environment, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  started.add(server);
  let out = '';
  server.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
  return { server, exited, output: () => out };
}

type Line = Record<string, unknown> & { event: string; time: string };

/** The lines from the site's start line on: each must be one JSON object. */
function siteLines(out: string): Line[] {
  const printed = out.split('\n').filter(Boolean);
  const first = printed.findIndex((line) => line.includes('"event":"server.start"'));
  expect(first, out).toBeGreaterThanOrEqual(0);
  return printed.slice(first).map((line) => JSON.parse(line) as Line);
}

/** A GET with no time limit of its own: resolves with its status, body and when it came. */
function heldGet(url: string) {
  return new Promise<{ status: number; body: string; at: number }>((resolve, reject) => {
    http
      .get(url, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body, at: Date.now() }),
        );
      })
      .on('error', reject);
  });
}

test('the first start: one start line naming the store, SITE_URL, version and tracing; requests sent before server.ready are held and answered from the opened store', async () => {
  test.setTimeout(120_000);
  rmSync(DIR, { recursive: true, force: true });
  const { server, exited, output } = start({
    PGLITE_DATA_DIR: DIR,
    SITE_URL: BASE,
    AUTH_SECRET: undefined,
    REVALIDATE_SECRET: undefined,
    OTEL_EXPORTER_OTLP_ENDPOINT: undefined,
    OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: undefined,
  });
  try {
    // Next binds the port and prints its banner before the site's code runs.
    await expect.poll(output, { timeout: 60_000, intervals: [50] }).toContain('Ready in');
    const sentAt = Date.now();
    const [categories, readiness] = await Promise.all([
      heldGet(`${BASE}/api/posts/categories`),
      heldGet(`${BASE}/api/ready`),
    ]);
    await expect.poll(output).toContain('"event":"server.ready"');
    const lines = siteLines(output());
    const find = (event: string) => lines.find((line) => line.event === event)!;

    expect(find('server.start')).toEqual({
      level: 'info',
      event: 'server.start',
      time: expect.any(String),
      version,
      build,
      node: process.version,
      content: 'embedded store (PGlite)',
      dataDir: path.resolve(DIR),
      siteUrl: BASE,
      redis: 'not used',
      tracing: false,
    });
    expect(lines.filter((line) => line.event === 'server.start')).toHaveLength(1);
    const warnings = lines.filter((line) => line.event === 'config.secret');
    expect(warnings.map((line) => line.message)).toContain(
      'AUTH_SECRET and REVALIDATE_SECRET are unset: editing-area sessions are signed with a random key of this process, so every restart signs everyone out.',
    );

    // The requests went in while the store was still opening (a fresh one: migrations and seed)…
    const storeOpen = find('store.open');
    expect(sentAt).toBeLessThan(Date.parse(storeOpen.time));
    expect(storeOpen.seeded).toBeGreaterThan(0);
    // …and were answered only after the site said it was ready, from the opened store.
    const ready = find('server.ready');
    expect(ready).toMatchObject({ level: 'info', store: 'ok' });
    expect(lines.indexOf(ready)).toBeGreaterThan(lines.indexOf(storeOpen));
    for (const answer of [categories, readiness])
      expect(answer.at).toBeGreaterThanOrEqual(Date.parse(ready.time));
    expect(readiness.status).toBe(200);
    expect(categories.status).toBe(200);
    const { categories: names } = JSON.parse(categories.body) as { categories: object };
    expect(Object.keys(names)).toEqual(expect.arrayContaining(['video', 'publication']));
  } finally {
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
  }
});

test('a deployed start without SITE_URL refuses, and its line says so; the database is named without its password', async () => {
  test.setTimeout(120_000);
  const { exited, output } = start({
    // Never reached: the refusal comes before the store is opened.
    DATABASE_URL: 'postgres://masco:start-log-password@127.0.0.1:9/masco',
    SITE_URL: undefined,
    REDIS_URL: undefined,
  });
  expect(await exited).toBe(1);
  const lines = siteLines(output());
  expect(lines.map((line) => line.event)).toEqual(['server.start', 'server.refused']);
  expect(lines[0]).toMatchObject({
    content: 'PostgreSQL',
    database: '127.0.0.1:9/masco',
    siteUrl: 'unset',
  });
  expect(lines[1]).toMatchObject({
    level: 'error',
    message:
      'Refused to start (exit 1): SITE_URL is unset and DATABASE_URL is set (a deployed site): canonical links, Open Graph, the sitemap and the feed point at http://localhost:3000. Set it to the public address, for example SITE_URL=https://www.mascobd.com.',
  });
  expect(output()).not.toContain('start-log-password');
});
