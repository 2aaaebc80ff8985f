import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { datedBackupName, pruneBackups } from '../scripts/backup-file.mjs';
import { selfSignedCertificate, startNginx, testNginx } from '../scripts/lib/nginx.mjs';
import { SERVER_ENV, SERVER_NODE_FLAGS, START_FLAGS } from '../scripts/next-server.mjs';
import { freePort } from '../scripts/services.mjs';

/**
 * What an operator installs (deploy/): every nginx config passes `nginx -t`, and
 * the systemd units say what the README promises (issue 44). e2e/pair runs the
 * nginx config with a certificate of its own.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const deployed = (dir: string) =>
  readdirSync(path.join(ROOT, 'deploy', dir)).map((name) => path.join(ROOT, 'deploy', dir, name));

describe('the shipped nginx configs', () => {
  it('pass nginx -t, as shipped but for the certificate and the cache folder', () => {
    const certificate = selfSignedCertificate();
    const configs = deployed('nginx').filter((file) => file.endsWith('.conf'));
    expect(configs.length).toBeGreaterThan(0);
    for (const file of configs) {
      const site = readFileSync(file, 'utf8')
        .replace(/ssl_certificate +\S+;/g, `ssl_certificate ${certificate.cert};`)
        .replace(/ssl_certificate_key +\S+;/g, `ssl_certificate_key ${certificate.key};`)
        .replace(/\/var\/cache\/nginx\/\S+/g, mkdtempSync(path.join(tmpdir(), 'masco-cache-')))
        .replace(/\/var\/log\/nginx\//g, `${mkdtempSync(path.join(tmpdir(), 'masco-log-'))}/`);
      const { status, output } = testNginx(site);
      expect(output, file).toContain('test is successful');
      expect(status, file).toBe(0);
    }
  });

  it('redirects plain HTTP with 308, says HSTS in every location of the TLS server only, and keeps the Host with its port', () => {
    const text = readFileSync(path.join(ROOT, 'deploy/nginx/masco.conf'), 'utf8');
    const [plain, secure] = text.split(/\nserver \{/).slice(1);
    expect(plain).toContain('listen 80;');
    expect(plain).toContain('return 308 https://$host$request_uri;');
    expect(plain).not.toContain('Strict-Transport-Security');
    expect(secure).toContain('listen 443 ssl;');
    // nginx drops a server's add_header in a location that has one of its own.
    const locations = secure!.split(/\n {4}location /).slice(1);
    for (const location of locations.filter((block) => block.includes('add_header')))
      expect(location).toContain('add_header Strict-Transport-Security');
    expect(text.match(/proxy_set_header Host \$masco_host;/g)).toHaveLength(3);
    expect(text).not.toMatch(/proxy_set_header (Host|X-Forwarded-Host) \$host;/);
    expect(text.match(/proxy_set_header X-Forwarded-Proto \$scheme;/g)).toHaveLength(3);
  });

  it('let an idle upstream connection go before the instances do, and retry on the other instance only what cannot have changed anything', () => {
    const text = readFileSync(path.join(ROOT, 'deploy/nginx/masco.conf'), 'utf8');
    const seconds = Number(/upstream masco_instances \{[^}]*keepalive_timeout (\d+)s;/.exec(text)?.[1]);
    // `next start` is given no --keepAliveTimeout (START_FLAGS): Node's own timeouts apply.
    const server = http.createServer();
    expect(START_FLAGS.join(' ')).not.toMatch(/keepAliveTimeout/i);
    expect(seconds * 1000).toBeLessThan(server.keepAliveTimeout);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
    const retries = text.match(/proxy_next_upstream [^;]+;/g) ?? [];
    expect(retries.length).toBeGreaterThan(0);
    for (const line of retries) expect(line).not.toContain('non_idempotent');
  });

  it('log each request by its path alone: no query string, no Referer', () => {
    const text = readFileSync(path.join(ROOT, 'deploy/nginx/masco.conf'), 'utf8');
    const format = /log_format masco_paths ([^;]+);/.exec(text)?.[1] ?? '';
    expect(format).toContain('$uri');
    expect(format).not.toMatch(/\$(request_uri|request|args|query_string|http_referer|arg_\w+)\b/);
    for (const server of text.split(/\nserver \{/).slice(1))
      expect(server).toContain('access_log /var/log/nginx/masco.access.log masco_paths;');
  });
});

/** A unit file's keys by section; a key given twice keeps each value. */
function unit(name: string): Record<string, Record<string, string[]>> {
  const sections: Record<string, Record<string, string[]>> = {};
  let section = '';
  for (const line of readFileSync(path.join(ROOT, 'deploy/systemd', name), 'utf8').split('\n')) {
    const heading = /^\[(\w+)\]$/.exec(line);
    if (heading) sections[(section = heading[1]!)] = {};
    const pair = /^(\w+)=(.*)$/.exec(line);
    if (pair && section) (sections[section]![pair[1]!] ??= []).push(pair[2]!);
  }
  return sections;
}

describe("the shipped proxy's encodings", () => {
  it('asks the instances for brotli when the browser takes it (not when it refuses it with q=0), else gzip; and keeps no gzip answer as the brotli copy', async () => {
    const text = readFileSync(path.join(ROOT, 'deploy/nginx/masco.conf'), 'utf8');
    const map = /map \$http_accept_encoding \$masco_encoding \{[\s\S]*?\n\}/.exec(text)?.[0];
    const port = await freePort();
    const nginx = await startNginx(
      `${map}\nserver { listen 127.0.0.1:${port}; location / { return 200 "$masco_encoding"; } }`,
    );
    try {
      const asked = async (acceptEncoding: string) =>
        (await fetch(nginx.url, { headers: { 'accept-encoding': acceptEncoding } })).text();
      expect(await asked('gzip, deflate, br, zstd')).toBe('br'); // Chromium, Firefox
      expect(await asked('gzip, deflate, br')).toBe('br'); // Safari
      expect(await asked('BR')).toBe('br');
      expect(await asked('gzip, br;q=0.5')).toBe('br');
      expect(await asked('gzip')).toBe('gzip');
      expect(await asked('br;q=0, gzip')).toBe('gzip');
      expect(await asked('br;q=0.0')).toBe('gzip');
      expect(await asked('brotli, gzip')).toBe('gzip');
      expect(await asked('identity')).toBe('gzip'); // unpacked by nginx (gunzip)
    } finally {
      await nginx.stop();
    }
    expect(text).toContain('proxy_set_header Accept-Encoding $masco_encoding;');
    expect(text).toMatch(/proxy_cache_key "[^"]*\|\$masco_encoding\|/);
    expect(text).toMatch(/"br:gzip" 1;/);
    expect(text).toMatch(/proxy_no_cache [^;]*\$masco_not_brotli_yet;/);
  });
});

describe('the shipped systemd units', () => {
  const analyze = spawnSync('systemd-analyze', ['--version']);
  it.runIf(analyze.status === 0)('pass systemd-analyze verify with no warning', () => {
    const run = spawnSync(
      'systemd-analyze',
      [
        'verify',
        path.join(ROOT, 'deploy/systemd/masco@3000.service'),
        path.join(ROOT, 'deploy/systemd/masco-backup.service'),
        path.join(ROOT, 'deploy/systemd/masco-backup.timer'),
      ],
      { encoding: 'utf8' },
    );
    expect(run.stderr + run.stdout).toBe('');
    expect(run.status).toBe(0);
  });

  // Issue 48: the heap held to what the server needs, and the config read without SWC.
  const started = [
    ...SERVER_NODE_FLAGS,
    'node_modules/next/dist/bin/next start',
    ...START_FLAGS,
  ].join(' ');

  // Issue 48: glibc's allocator kept the memory the threads freed (507 MB of RSS after
  // the soak, 443 with these).
  const allocator = Object.entries(SERVER_ENV)
    .map(([name, value]) => `${name}=${value}`)
    .join(' ');

  it('start the server as `npm start` does, with its Node and start flags and its allocator', () => {
    expect(SERVER_NODE_FLAGS).toEqual(['--max-old-space-size=384']);
    expect(START_FLAGS).toEqual(['--experimental-next-config-strip-types']);
    expect(SERVER_ENV).toEqual({ MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '65536' });
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
    expect(pkg.scripts.start).toBe(`${allocator} exec node ${started}`);
  });

  it('have a next.config.ts that Node reads with its own type stripping (no SWC at start)', () => {
    const read = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "const c = (await import('./next.config.ts')).default; console.log(typeof c.headers, c.images.formats.join());",
      ],
      { cwd: ROOT, encoding: 'utf8' },
    );
    expect(read.stderr).toBe('');
    expect(read.stdout.trim()).toBe('function image/webp');
  });

  it('run an instance on 127.0.0.1 with its directory, settings, user, state outside the release, graceful stop and hardening', () => {
    const { Service: service, Install: install } = unit('masco@.service');
    expect(service).toMatchObject({
      User: ['masco'],
      WorkingDirectory: ['/srv/masco'],
      EnvironmentFile: ['/etc/masco/masco.env'],
      ExecStart: [`/usr/bin/node ${started} -H 127.0.0.1 -p %i`],
      KillSignal: ['SIGTERM'],
      NoNewPrivileges: ['yes'],
      ProtectSystem: ['strict'],
      StateDirectory: ['masco'],
      Environment: [
        'NODE_ENV=production',
        'PGLITE_DATA_DIR=/var/lib/masco/pglite FILE_CACHE_DIR=/var/lib/masco/file-cache',
        'OPERATOR_TOKEN_DIR=/var/lib/masco/operator-tokens',
        allocator,
      ],
      ReadWritePaths: ['-/srv/masco/.next/cache'],
      ProtectHome: ['yes'],
      PrivateTmp: ['yes'],
      PrivateDevices: ['yes'],
      RestrictSUIDSGID: ['yes'],
      CapabilityBoundingSet: [''],
      UMask: ['0077'],
    });
    // Past the graceful stop's drain (SHUTDOWN_DRAIN_MS, 10 s by default).
    expect(Number(service!.TimeoutStopSec![0])).toBeGreaterThan(10);
    expect(install).toEqual({ WantedBy: ['multi-user.target'] });
  });

  it('back up daily, keeping the newest 14', () => {
    const { Unit: after, Service: service } = unit('masco-backup.service');
    // From the running instance, which a backup never starts (Requires would).
    expect(after).toMatchObject({
      After: ['masco@3000.service'],
      Requisite: ['masco@3000.service'],
    });
    expect(after).not.toHaveProperty('Requires');
    expect(service!.Type).toEqual(['oneshot']);
    expect(service!.User).toEqual(['masco']);
    expect(service!.ExecStart![0]).toMatch(
      /^\/usr\/bin\/node scripts\/backup\.mjs --url http:\/\/127\.0\.0\.1:3000 --dir \/var\/backups\/masco --keep 14$/,
    );
    expect(service!.ReadWritePaths).toEqual(['/var/backups/masco']);
    // The token it leaves is where the instance looks for it.
    expect(service!.Environment).toEqual(['OPERATOR_TOKEN_DIR=/var/lib/masco/operator-tokens']);
    expect(service!.StateDirectory).toEqual(['masco']);
    expect(service!.ProtectSystem).toEqual(['strict']);
    const { Timer: timer } = unit('masco-backup.timer');
    expect(timer).toMatchObject({ OnCalendar: ['*-*-* 03:30:00'], Persistent: ['true'] });
  });
});

describe('npm run backup -- --dir DIR --keep N', () => {
  it('names backups so that they sort by time, and keeps the newest N, leaving other files alone', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'masco-backups-'));
    const names = [3, 1, 4, 2, 5].map((day) =>
      datedBackupName(new Date(Date.UTC(2026, 10, day, 3, 30))),
    );
    expect(names[0]).toBe('masco-2026-11-03T03-30-00-000Z.backup');
    for (const name of [...names, 'notes.txt', 'masco-before-0.2.0.backup'])
      writeFileSync(path.join(dir, name), '');
    mkdirSync(path.join(dir, 'kept-by-hand'));
    expect(pruneBackups(dir, 2)).toEqual([
      'masco-2026-11-01T03-30-00-000Z.backup',
      'masco-2026-11-02T03-30-00-000Z.backup',
      'masco-2026-11-03T03-30-00-000Z.backup',
    ]);
    expect(readdirSync(dir).sort()).toEqual([
      'kept-by-hand',
      'masco-2026-11-04T03-30-00-000Z.backup',
      'masco-2026-11-05T03-30-00-000Z.backup',
      'masco-before-0.2.0.backup',
      'notes.txt',
    ]);
  });
});
