// PostgreSQL and Redis for the tests that need the real thing, found or installed
// the way scripts/find-browser.mjs finds Chromium: the machine's own binaries,
// else Debian's packages when running as root, else an explanation. Each start
// is a throw-away server on loopback in a temporary directory, stopped by the
// caller; nothing here is needed by `npm run serve`. nginx is in scripts/lib/nginx.mjs.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  rmSync,
} from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function postgresBin() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(root, version, 'bin');
    if (existsSync(path.join(bin, 'postgres')) && existsSync(path.join(bin, 'initdb'))) return bin;
  }
  return undefined;
}

const onPath = (command) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

const packages = {
  postgresql: { found: () => Boolean(postgresBin()), how: 'sudo apt-get install postgresql' },
  'redis-server': { found: () => onPath('redis-server'), how: 'sudo apt-get install redis-server' },
  nginx: {
    found: () => existsSync('/usr/sbin/nginx') || onPath('nginx'),
    how: 'sudo apt-get install nginx',
  },
};

/** Installs what is missing of Debian's `names` when root on Debian; throws how-to otherwise. */
export function ensurePackages(names) {
  const missing = names.filter((name) => !packages[name].found());
  if (missing.length === 0) return;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.error(`Installing Debian's ${missing.join(', ')} for the tests (apt-get)…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const quiet = { stdio: ['ignore', 'ignore', 'inherit'], env };
    execFileSync('apt-get', ['update', '-qq'], quiet);
    execFileSync('apt-get', ['install', '-y', '-qq', ...missing], quiet);
    if (missing.every((name) => packages[name].found())) return;
  }
  throw new Error(
    [
      `These tests need ${missing.join(' and ')} on this machine (they start their own servers on loopback):`,
      ...missing.map((name) => `  • ${packages[name].how}`),
    ].join('\n'),
  );
}

/** A free TCP port on loopback. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function waitFor(check, what, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > until) {
      const name = typeof what === 'function' ? what() : what;
      throw new Error(`${name} did not start within ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const accepts = (port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

async function answersQueries(port) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({
    connectionString: `postgres://postgres@127.0.0.1:${port}/postgres`,
    connectionTimeoutMillis: 1000,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

// PostgreSQL refuses to run as root: as root, its binaries run as `postgres`
// through setpriv, which execs in place, so signals reach the server itself.
const owner = (command, args) =>
  isRoot
    ? ['setpriv', ['--reuid=postgres', '--regid=postgres', '--init-groups', '--', command, ...args]]
    : [command, args];

function asOwner(command, args, options = {}) {
  return spawn(...owner(command, args), options);
}

function runAsOwner(command, args) {
  const child = spawnSync(...owner(command, args), { encoding: 'utf8' });
  if (child.status !== 0) throw new Error(`${command} failed: ${child.stderr || child.stdout}`);
}

/**
 * A fresh PostgreSQL cluster on loopback (trust authentication, no fsync: a test
 * database). Returns its URL for the `postgres` database and a stop function.
 */
export async function startPostgres() {
  ensurePackages(['postgresql']);
  const bin = postgresBin();
  const dir = mkdtempSync(path.join(tmpdir(), 'masco-pg-'));
  if (isRoot) {
    const { uid, gid } = userIds('postgres');
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  runAsOwner(path.join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-N',
    '-E',
    'UTF8',
  ]);
  const port = await freePort();
  const server = asOwner(
    path.join(bin, 'postgres'),
    [
      '-D',
      data,
      '-p',
      String(port),
      '-k',
      dir,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'fsync=off',
      '-c',
      'max_connections=200',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let log = '';
  server.stderr.on('data', (chunk) => (log = (log + chunk).slice(-4000)));
  // Accepting connections is not ready: until recovery ends, a client is told
  // "the database system is starting up". Ready is a query answered.
  await waitFor(
    () => answersQueries(port),
    () => `PostgreSQL (${log.trim()})`,
    // initdb and recovery on a machine busy with a build can take a while.
    60_000,
  );
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    port,
    /** The URL of database `name` on this server (created by the caller). */
    database: (name) => url.replace(/\/postgres$/, `/${name}`),
    stop: async () => {
      server.kill('SIGINT');
      await new Promise((resolve) =>
        server.exitCode !== null ? resolve() : server.once('exit', resolve),
      );
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A Redis server on loopback, no persistence. */
export async function startRedis({ port } = {}) {
  ensurePackages(['redis-server']);
  const chosen = port ?? (await freePort());
  const server = spawn(
    'redis-server',
    ['--port', String(chosen), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  await waitFor(() => Promise.resolve(accepts(chosen)), 'Redis');
  return {
    url: `redis://127.0.0.1:${chosen}`,
    port: chosen,
    server,
    stop: async () => {
      server.kill('SIGTERM');
      await new Promise((resolve) =>
        server.exitCode !== null ? resolve() : server.once('exit', resolve),
      );
    },
  };
}

function userIds(name) {
  const line = execFileSync('getent', ['passwd', name], { encoding: 'utf8' }).split(':');
  return { uid: Number(line[2]), gid: Number(line[3]) };
}
