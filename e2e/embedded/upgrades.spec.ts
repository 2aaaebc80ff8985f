import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { knownMigrations } from '../../scripts/migrations.mjs';

/**
 * Upgrades (issue "Run it for years, part 2"): the server names its build, an older
 * build refuses a newer store, and a failed migration does not leave a site up
 * serving empty pages.
 */
const PORT = (Number(process.env.E2E_PORT_BASE) || 3100) + 59;
const BASE = `http://127.0.0.1:${PORT}`;
const DIR = '.data/e2e-upgrades';
const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
const build = readFileSync('.next/BUILD_ID', 'utf8').trim();
const known = knownMigrations();

/** The servers started here: one that a failed test left running is stopped after it. */
const started = new Set<ChildProcess>();
test.afterEach(() => {
  for (const server of started)
    if (server.exitCode === null && !server.killed) server.kill('SIGKILL');
  started.clear();
});

/** `next start` on DIR with its output kept; resolves on exit with the code. */
function start() {
  const server = spawn(
    process.execPath,
    ['node_modules/next/dist/bin/next', 'start', '-p', String(PORT), '-H', '127.0.0.1'],
    { env: { ...process.env, PGLITE_DATA_DIR: DIR }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  started.add(server);
  let out = '';
  server.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
  return { server, exited, output: () => out };
}

const lines = (out: string) =>
  out
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

async function withStore(work: (store: PGlite) => Promise<unknown>) {
  const store = await PGlite.create(DIR, { extensions: { pg_trgm } });
  try {
    await work(store);
  } finally {
    await store.close();
  }
}

async function statusOf(request: APIRequestContext, path: string) {
  return (await request.get(`${BASE}${path}`).catch(() => null))?.status();
}

test.describe.configure({ mode: 'serial' });

test('the start line and /api/health name the running version: package version and build id', async ({
  request,
}) => {
  test.setTimeout(120_000);
  rmSync(DIR, { recursive: true, force: true });
  const { server, exited, output } = start();
  try {
    await expect
      .poll(() => statusOf(request, '/api/posts/categories'), { intervals: [250], timeout: 90_000 })
      .toBe(200);
    const health = await request.get(`${BASE}/api/health`);
    expect(health.status()).toBe(200);
    expect(await health.json()).toEqual({
      status: 'ok',
      version,
      build,
      store: 'ok',
      redis: 'not used',
    });
    expect(lines(output()).find((line) => line.event === 'server.start')).toMatchObject({
      level: 'info',
      version,
      build,
    });
  } finally {
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
  }
});

test('an older build on a newer store refuses to start, in one sentence naming both versions', async () => {
  test.setTimeout(120_000);
  // The store of the test above, with a migration of a later release recorded.
  const later = known.at(-1)!.when + 86_400_000;
  await withStore((store) =>
    store.query('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [
      'a-later-release',
      later,
    ]),
  );
  const { exited, output } = start();
  expect(await exited).toBe(1);
  const refused = lines(output()).filter((line) => line.event === 'store.newer_than_build');
  expect(refused).toHaveLength(1);
  expect(refused[0]!.message).toMatch(
    new RegExp(
      `^This build \\(masco-website ${version.replace(/\./g, '\\.')}, build ${build}, schema of ${known.length} migrations up to ${known.at(-1)!.tag}\\) is older than the embedded store at \\S+ \\(schema of ${known.length + 1} migrations, 1 of them unknown here, the newest from ${new Date(later).toISOString().replace(/\./g, '\\.')}\\): run the newer build, or restore the backup taken before the upgrade\\.$`,
    ),
  );
});

test("a failing migration: the database's own error and the migration's name are logged, not its SQL, and the server exits instead of serving empty pages", async ({
  request,
}) => {
  test.setTimeout(120_000);
  rmSync(DIR, { recursive: true, force: true });
  // A table of the first migration already there: its CREATE TABLE fails.
  await withStore((store) => store.exec('CREATE TABLE "authors" (id int)'));
  const { exited, output } = start();
  // Until it exits, it never answers a page 200.
  let pageAnswered: number | undefined;
  let done = false;
  void exited.then(() => (done = true));
  while (!done) {
    const status = await statusOf(request, '/');
    if (status === 200) pageAnswered = status;
    await new Promise((resolve) => setTimeout(resolve, 100)); // the polling interval
  }
  expect(await exited).toBe(1);
  expect(pageAnswered).toBeUndefined();
  const failed = lines(output()).filter((line) => line.event === 'store.migration_failed');
  expect(failed).toEqual([
    expect.objectContaining({
      level: 'error',
      migration: known[0]!.tag,
      message: 'relation "authors" already exists',
      code: '42P07',
    }),
  ]);
  expect(output()).not.toMatch(/CREATE TABLE|Failed query/);
});
