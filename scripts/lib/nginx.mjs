// nginx for the tests and benches (Debian's, found or installed by
// scripts/services.mjs's ensurePackages): the shipped deploy/nginx/masco.conf on
// loopback, `nginx -t`, and a throw-away server in a temporary prefix.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { accepts, ensurePackages, isRoot, waitFor } from '../services.mjs';

/**
 * A self-signed certificate for 127.0.0.1 (openssl), in a temporary folder:
 * `cert` and `key` are their paths, `pem` the certificate to trust.
 */
export function selfSignedCertificate() {
  const dir = mkdtempSync(path.join(tmpdir(), 'masco-tls-'));
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1'],
      ...['-nodes', '-days', '2', '-subj', '/CN=127.0.0.1'],
      ...['-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', cert],
    ],
    { stdio: 'ignore' },
  );
  return { cert, key, pem: readFileSync(cert, 'utf8') };
}

/**
 * The shipped deploy/nginx/masco.conf on loopback: its plain and TLS servers on
 * `plain` and `tls`, its upstream on `instances`, its cache in `cacheDir`, the
 * given certificate, its access log beside the cache; with `tls: false` the TLS server speaks plain HTTP (the
 * benches measure the cache, not TLS). Nothing else in the file is changed.
 */
export function shippedNginxSite({ plain, tls, instances, cacheDir, certificate, useTls = true }) {
  return readFileSync('deploy/nginx/masco.conf', 'utf8')
    .replace('listen 80;', `listen 127.0.0.1:${plain};`)
    .replace('listen 443 ssl;', `listen 127.0.0.1:${tls}${useTls ? ' ssl' : ''};`)
    .replace(/ssl_certificate +\S+;/, `ssl_certificate ${certificate.cert};`)
    .replace(/ssl_certificate_key +\S+;/, `ssl_certificate_key ${certificate.key};`)
    .replace('127.0.0.1:3000', `127.0.0.1:${instances[0]}`)
    .replace('127.0.0.1:3001', `127.0.0.1:${instances[1]}`)
    .replace('/var/cache/nginx/masco', cacheDir)
    .replaceAll('/var/log/nginx/masco.access.log', `${cacheDir}.access.log`);
}

/** A temporary nginx prefix holding `site` as an http-block include, with its nginx.conf. */
function nginxPrefix(site) {
  const dir = mkdtempSync(path.join(tmpdir(), 'masco-nginx-'));
  writeFileSync(path.join(dir, 'site.conf'), site);
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'daemon off;',
      isRoot ? 'user root;' : '',
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${dir}/${kind};`,
      ),
      `  include ${dir}/site.conf;`,
      '}',
    ].join('\n'),
  );
  return { dir, conf: path.join(dir, 'nginx.conf') };
}

const nginxBin = () => (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');

/** `nginx -t` on `site` in a temporary prefix: its exit status and what it said. */
export function testNginx(site) {
  ensurePackages(['nginx']);
  const { dir, conf } = nginxPrefix(site);
  const run = spawnSync(nginxBin(), ['-t', '-p', dir, '-c', conf], { encoding: 'utf8' });
  rmSync(dir, { recursive: true, force: true });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/**
 * nginx on loopback with `site` (the text of an http-block include, such as
 * deploy/nginx/masco.conf) in a temporary prefix.
 */
export async function startNginx(site) {
  ensurePackages(['nginx']);
  const { dir, conf } = nginxPrefix(site);
  const server = spawn(nginxBin(), ['-p', dir, '-c', conf], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  server.stderr.on('data', (chunk) => (log += chunk));
  const port = Number(site.match(/listen\s+(?:[\d.]+:)?(\d+)/)?.[1]);
  await waitFor(
    () => accepts(port),
    () => `nginx (${log.trim()})`,
  );
  return {
    url: `http://127.0.0.1:${port}`,
    /** What nginx logged at warn and above (for a failing test's message). */
    errors: () => readFileSync(path.join(dir, 'error.log'), 'utf8'),
    stop: async () => {
      server.kill('SIGQUIT');
      await new Promise((resolve) =>
        server.exitCode !== null ? resolve() : server.once('exit', resolve),
      );
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
