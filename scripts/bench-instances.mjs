// `npm run bench:instances`: one instance (page cache in Redis, and in its own
// memory), two instances behind nginx's balancer,
// and the same pair behind the caching proxy of deploy/nginx/masco.conf, against
// the same nginx serving each page's HTML as a static file (the ceiling a cache
// can reach). Same build, routes and connection counts as `npm run bench`,
// gzip requested. Starts Debian's PostgreSQL, Redis and nginx on loopback
// (scripts/services.mjs). Writes reports/bench-instances.md and .json.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { startNext, waitUntilUp } from './next-server.mjs';
import { selfSignedCertificate, shippedNginxSite, startNginx } from './lib/nginx.mjs';
import { freePort, startPostgres, startRedis } from './services.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const CONNECTIONS = [10, 50];
/** What Chromium asks for. */
const BROWSER = 'gzip, deflate, br, zstd';
const secret = 'bench-secret-of-this-bench-server-0123456789';

const [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
const ports = [await freePort(), await freePort(), await freePort()];
// The pair shares Redis; the third instance keeps its page cache in its own
// memory, for the price of Redis per request.
const instances = ports.map((port, i) =>
  startNext({
    port,
    env: {
      DATABASE_URL: postgres.url,
      REDIS_URL: i < 2 ? redis.url : '',
      SITE_URL: `http://127.0.0.1:${ports[0]}`,
      TRUST_PROXY: '1',
      CSRF_SECRET: secret,
      REVALIDATE_SECRET: secret,
      SUBMISSIONS_SECRET: secret,
    },
  }),
);
const stopAll = async () => {
  for (const instance of instances) instance.kill('SIGTERM');
  await Promise.all([postgres.stop(), redis.stop(), nginx?.stop()]);
};
let nginx;
try {
  await Promise.all(
    ports.map((port) => waitUntilUp(`http://127.0.0.1:${port}/api/posts/categories`)),
  );
  const direct = `http://127.0.0.1:${ports[0]}`;
  const blogs = await (await fetch(`${direct}/api/posts/get-blogs?per_page=1`)).json();
  const slug = blogs?.blogs?.data?.[0]?.slug;
  const routes = [
    ['home', '/'],
    ['unit page', '/knitting'],
    ['sustainability', '/sustainability'],
    ['blog list', '/blogs'],
    ['blog detail', slug ? `/blogs/details/${slug}` : '/blogs'],
  ];

  // Each page's HTML, as a static file (and its .gz) for nginx's ceiling.
  const staticDir = mkdtempSync(path.join(tmpdir(), 'masco-static-'));
  for (const [, route] of routes) {
    const html = await (await fetch(direct + route)).text();
    const dir = path.join(staticDir, route);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'index.html'), html);
    writeFileSync(path.join(dir, 'index.html.gz'), gzipSync(html));
  }

  const [redirect, cached, balanced, files] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  // The shipped config with its TLS server speaking plain HTTP: this measures the cache.
  const site = shippedNginxSite({
    plain: redirect,
    tls: cached,
    instances: ports,
    cacheDir: mkdtempSync(path.join(tmpdir(), 'masco-cache-')),
    certificate: selfSignedCertificate(),
    useTls: false,
  });
  nginx = await startNginx(
    `${site}
server {
    listen 127.0.0.1:${balanced};
    location / {
        proxy_pass http://masco_instances;
        proxy_http_version 1.1;
        proxy_set_header Connection "";
        proxy_set_header Host $host;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    }
}
server {
    listen 127.0.0.1:${files};
    root ${staticDir};
    gzip_static on;
    default_type text/html;
    location / { try_files $uri/index.html =404; }
}
`,
  );

  const setups = [
    ['one instance, memory cache', `http://127.0.0.1:${ports[2]}`],
    ['one instance, Redis cache', direct],
    ['two instances, balancer', `http://127.0.0.1:${balanced}`],
    ['two instances, caching proxy', `http://127.0.0.1:${cached}`],
    // A browser through the proxy: the instances' brotli copies, passed on and cached (issue 48).
    ['caching proxy, browser (br)', `http://127.0.0.1:${cached}`, BROWSER],
    ['nginx, static file', `http://127.0.0.1:${files}`],
  ];
  const results = [];
  for (const [setup, base, acceptEncoding = 'gzip'] of setups) {
    const headers = { 'accept-encoding': acceptEncoding };
    // Warm: every instance renders each page once (and makes its compressed copy),
    // the proxy keeps its copy.
    for (const [, route] of routes)
      for (let i = 0; i < 6; i++) await (await fetch(base + route, { headers })).arrayBuffer();
    for (const [name, route] of routes) {
      for (const connections of CONNECTIONS) {
        const r = await autocannon({
          url: base + route,
          connections,
          duration: SECONDS,
          headers,
        });
        results.push({
          setup,
          encoding: acceptEncoding,
          kbPerResponse: Math.round(r.throughput.total / Math.max(1, r.requests.total) / 100) / 10,
          route: name,
          path: route,
          connections,
          rps: Math.round(r.requests.average),
          p50: r.latency.p50,
          p99: r.latency.p99,
          non2xx: r.non2xx,
          errors: r.errors + r.timeouts,
        });
        console.log(
          `${setup.padEnd(30)} ${name.padEnd(15)} ${String(connections).padStart(3)} conns ${String(Math.round(r.requests.average)).padStart(7)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  non-2xx ${r.non2xx}`,
        );
      }
    }
  }

  const ceiling = (route, connections) =>
    results.find(
      (r) => r.setup === 'nginx, static file' && r.route === route && r.connections === connections,
    );
  const table = [
    '| setup | asks for | route | conns | req/s | kB per response | p50 ms | p99 ms | of static (gzip_static) | non-2xx |',
    '|---|---|---|---:|---:|---:|---:|---:|---:|---:|',
    ...results.map((r) => {
      const share = Math.round((100 * r.rps) / (ceiling(r.route, r.connections)?.rps || 1));
      return `| ${r.setup} | ${r.encoding} | \`${r.path}\` | ${r.connections} | ${r.rps} | ${r.kbPerResponse} | ${r.p50} | ${r.p99} | ${share} % | ${r.non2xx} |`;
    }),
  ].join('\n');
  mkdirSync('reports', { recursive: true });
  writeFileSync(
    'reports/bench-instances.md',
    `# One instance, two, and the caching proxy\n\n${new Date().toISOString()}, ${SECONDS} s per run, loopback, gzip requested (and a browser's encodings through the caching proxy); PostgreSQL, Redis, nginx and the load generator share this machine's cores.\n\n${table}\n`,
  );
  writeFileSync(
    'reports/bench-instances.json',
    JSON.stringify({ seconds: SECONDS, results }, null, 2),
  );
  console.log('\nreport: reports/bench-instances.md');
} finally {
  await stopAll();
}
