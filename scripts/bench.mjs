// `npm run bench`: throughput and latency of the production server on loopback.
// Starts `next start` (embedded store) on a free port, warms each route, then runs
// autocannon at 10 and 50 connections for a bounded time per route, asking for
// the encodings a browser takes, and samples the server's resident memory (its
// whole process tree) throughout. Beside the routes, two controls in the same
// minutes: a bare Next.js page (and, for bytes, each page's markup on it), and nginx
// gzipping each page's same HTML from a file. Writes reports/bench.md and
// reports/bench.json. Needs a build (`npm run build`).
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort } from './lib/bench-support.mjs';
import { startNext, treeRssKb, waitUntilUp } from './next-server.mjs';
import { barePageDir, buildBarePage, sameMarkupPage } from './bare-next-page.mjs';
import { BARE_NEXT_JS_GZIP, br, duplicatesNote, gz, pageWeight } from './page-weight.mjs';
import { startNginx } from './services.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS || 8);
const BENCH_SECRET = 'bench-secret';
const FORM_POSTS = 200;
const CONNECTIONS = [10, 50];
/** What Chromium sends: the site answers brotli, from a copy made once per page version. */
const ACCEPT_ENCODING = { 'accept-encoding': 'gzip, deflate, br, zstd' };

if (!existsSync('.next/BUILD_ID')) {
  console.error('No production build: run `npm run build` first.');
  process.exit(1);
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = startNext({
  port,
  env: {
    PGLITE_DATA_DIR: process.env.PGLITE_DATA_DIR || '.data/bench-pglite',
    REVALIDATE_SECRET: BENCH_SECRET,
    FORM_RATE_LIMIT: '100000', // the concurrent form run below comes from one client
  },
});
let peakKb = 0;
const sampler = setInterval(() => (peakKb = Math.max(peakKb, treeRssKb(server.pid))), 200);
const stop = () => {
  clearInterval(sampler);
  server.kill('SIGTERM');
};
process.on('exit', stop);

await waitUntilUp(`${base}/api/posts/categories`);
await new Promise((r) => setTimeout(r, 1000));
const startKb = treeRssKb(server.pid);
const startPeakKb = peakKb;
peakKb = 0; // from here on: the peak under load
const blogs = await (await fetch(`${base}/api/posts/get-blogs?per_page=1`)).json();
const slug = blogs?.blogs?.data?.[0]?.slug;
// The audited routes (npm run audit), a unit page and a read of the content API.
const routes = [
  ['home', '/'],
  ['at a glance', '/masco-at-a-glance'],
  ['unit page', '/knitting'],
  ['sustainability', '/sustainability'],
  ['blog list', '/blogs'],
  ['blog detail', slug ? `/blogs/details/${slug}` : '/blogs'],
  ['career', '/career'],
  ['contact', '/contact-us'],
  ['api read', '/api/apparel/knitting'],
];

// Warm: the first visit renders the page into the cache (and has its compressed copy made).
for (const [, path] of routes)
  for (let i = 0; i < 3; i++)
    await (await fetch(base + path, { headers: ACCEPT_ENCODING })).arrayBuffer();

// Page weight: HTML bytes and first-load JavaScript against its budget (page-weight.mjs).
const weightRoutes = [
  '/',
  '/masco-at-a-glance',
  '/knitting',
  '/sustainability',
  '/blogs',
  slug ? `/blogs/details/${slug}` : '/blogs',
  '/media',
  '/career',
  '/contact-us',
];
const weights = [];
for (const path of weightRoutes) {
  const w = await pageWeight(base, path);
  // What goes on the wire to a browser: the page's brotli copy, made after its first answer.
  let wire;
  for (let i = 0; i < 50; i++) {
    wire = await fetch(base + path, { headers: ACCEPT_ENCODING });
    await wire.arrayBuffer();
    if (wire.headers.get('content-encoding') === 'br') break;
    await new Promise((r) => setTimeout(r, 100));
  }
  w.wireEncoding = wire.headers.get('content-encoding');
  w.wireBytes = Number(wire.headers.get('content-length')) || null;
  weights.push(w);
}

const results = [];
for (const [name, path] of routes) {
  for (const connections of CONNECTIONS) {
    const before = peakKb;
    peakKb = treeRssKb(server.pid);
    const r = await autocannon({
      url: base + path,
      connections,
      duration: SECONDS,
      pipelining: 1,
      headers: ACCEPT_ENCODING,
    });
    const rssMb = Math.round(peakKb / 1024);
    peakKb = Math.max(before, peakKb);
    results.push({
      route: name,
      path,
      connections,
      rps: Math.round(r.requests.average),
      // Bytes on the wire per response, headers included.
      kbPerResponse: Math.round(r.throughput.total / Math.max(1, r.requests.total) / 100) / 10,
      p50: r.latency.p50,
      p99: r.latency.p99,
      non2xx: r.non2xx,
      errors: r.errors + r.timeouts,
      rssMb,
    });
    console.log(
      `${name.padEnd(14)} ${String(connections).padStart(3)} conns  ${String(Math.round(r.requests.average)).padStart(6)} req/s  ${results.at(-1).kbPerResponse} kB each  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  non-2xx ${r.non2xx}  peak RSS ${rssMb} MB`,
    );
  }
}
// The control (issue 28): a bare Next.js page of the same version on this machine in
// the same minutes, so each route's throughput reads as a share of the framework's.
buildBarePage();
const sameMarkup = await sameMarkupPage(base, weightRoutes);
const barePort = await freePort();
const bareServer = startNext({ port: barePort, dir: barePageDir, stdio: 'ignore' });
process.on('exit', () => bareServer.kill('SIGTERM'));
await waitUntilUp(`http://127.0.0.1:${barePort}/`);
// Each page's weight beside the framework's floor for its markup: the same markup as
// one block on the bare page, which Next sends twice too (HTML, and as a string in
// the RSC payload).
for (const w of weights) {
  const page = await fetch(`http://127.0.0.1:${barePort}${sameMarkup[w.path]}`);
  const html = Buffer.from(await page.arrayBuffer());
  w.sameMarkupGzip = gz(html);
  w.sameMarkupBrotli = br(html);
  console.log(
    `${w.jsOk ? 'ok  ' : 'OVER'} ${w.path.padEnd(40)} HTML ${w.htmlBytes} B (RSC payload ${w.rscBytes} B; ${w.htmlGzip} B gzip, ${w.wireBytes} B ${w.wireEncoding} sent; the markup alone ${w.markupBrotli} B br; the same markup on a bare page ${w.sameMarkupGzip} B gzip, ${w.sameMarkupBrotli} B br)  first-load JS ${w.jsGzip} B gzip in ${w.scripts} files (+${w.jsGzip - BARE_NEXT_JS_GZIP} over a bare page; budget ${w.jsBudget})${duplicatesNote(w)}`,
  );
}
const bare = {};
for (const connections of CONNECTIONS) {
  const r = await autocannon({
    url: `http://127.0.0.1:${barePort}/`,
    connections,
    duration: SECONDS,
    pipelining: 1,
    headers: ACCEPT_ENCODING,
  });
  bare[connections] = { rps: Math.round(r.requests.average), p99: r.latency.p99 };
  console.log(
    `${'bare page'.padEnd(12)} ${String(connections).padStart(3)} conns  ${String(bare[connections].rps).padStart(6)} req/s  p99 ${r.latency.p99} ms`,
  );
}
bareServer.kill('SIGTERM');

// The other control (issue 28): nginx (one worker, as Debian ships it, gzip at its
// default level 1, per request) serving each page's HTML as a file: what the bytes
// alone cost to send. BENCH_NGINX=0 skips it.
const nginxRuns = {};
if (process.env.BENCH_NGINX !== '0') {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-html-'));
  const pages = routes.filter(([name]) => name !== 'api read');
  for (const [i, [, route]] of pages.entries())
    writeFileSync(path.join(dir, `page-${i}.html`), await (await fetch(base + route)).text());
  const nginxPort = await freePort();
  const nginx = await startNginx(
    `server { listen 127.0.0.1:${nginxPort}; root ${dir}; gzip on; gzip_types text/html; }`,
  );
  for (const [i, [name]] of pages.entries()) {
    for (const connections of CONNECTIONS) {
      const r = await autocannon({
        url: `${nginx.url}/page-${i}.html`,
        connections,
        duration: SECONDS,
        pipelining: 1,
        headers: ACCEPT_ENCODING,
      });
      nginxRuns[`${name} ${connections}`] = {
        rps: Math.round(r.requests.average),
        p99: r.latency.p99,
      };
      console.log(
        `${`nginx, ${name}`.padEnd(22)} ${String(connections).padStart(3)} conns  ${String(Math.round(r.requests.average)).padStart(6)} req/s  p99 ${r.latency.p99} ms`,
      );
    }
  }
  await nginx.stop();
  rmSync(dir, { recursive: true, force: true });
}
for (const r of results) {
  r.ofBare = Math.round((100 * r.rps) / bare[r.connections].rps);
  r.p99VsBare = Math.round((10 * r.p99) / Math.max(1, bare[r.connections].p99)) / 10;
  const nginxRun = nginxRuns[`${r.route} ${r.connections}`];
  r.ofNginx = nginxRun ? Math.round((100 * r.rps) / nginxRun.rps) : null;
}
console.log(
  results
    .map(
      (r) =>
        `${r.route.padEnd(14)} ${String(r.connections).padStart(3)} conns  ${r.ofBare} % of the bare page's req/s, p99 ${r.p99VsBare}x${r.ofNginx === null ? '' : `; ${r.ofNginx} % of nginx gzipping the same HTML`}`,
    )
    .join('\n'),
);

// 200 valid contact posts at once: every one must answer 200 and add exactly one row.
async function contactCount() {
  const r = await fetch(`${base}/api/store/submissions?format=json`, {
    headers: { authorization: `Bearer ${BENCH_SECRET}` },
  });
  return (await r.json()).contactMessages.length;
}
const csrf = await fetch(`${base}/api/csrf`);
const { token } = await csrf.json();
const cookie = csrf.headers.get('set-cookie').split(';')[0];
const before = await contactCount();
const latencies = [];
const statuses = await Promise.all(
  Array.from({ length: FORM_POSTS }, async (_, i) => {
    const started = performance.now();
    const r = await fetch(`${base}/api/store/contact-us`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-requested-with': 'XMLHttpRequest',
        'x-csrf-token': token,
        cookie,
      },
      body: JSON.stringify({
        name: `Bench ${i}`,
        phone: '+8801700000000',
        email: `bench-${i}@example.com`,
        subject: 'Bench',
        note: '',
      }),
    });
    await r.arrayBuffer();
    latencies.push(performance.now() - started);
    return r.status;
  }),
);
const added = (await contactCount()) - before;
latencies.sort((a, b) => a - b);
const pct = (p) =>
  Math.round(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]);
const forms = {
  posts: FORM_POSTS,
  answered200: statuses.filter((s) => s === 200).length,
  rowsAdded: added,
  p50: pct(50),
  p99: pct(99),
};
console.log(
  `\ncontact form: ${forms.posts} concurrent posts, ${forms.answered200} answered 200, ${forms.rowsAdded} rows added, p50 ${forms.p50} ms, p99 ${forms.p99} ms`,
);
stop();

const mb = (kb) => Math.round(kb / 1024);
const memory = { startPeakMb: mb(startPeakKb), afterStartMb: mb(startKb), loadPeakMb: mb(peakKb) };
const table = [
  '| route | path | conns | req/s | kB per response | of the bare page | of nginx (same HTML) | p50 ms | p99 ms | p99 vs bare | non-2xx | errors | peak RSS MB |',
  '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ...results.map(
    (r) =>
      `| ${r.route} | \`${r.path}\` | ${r.connections} | ${r.rps} | ${r.kbPerResponse} | ${r.ofBare} % | ${r.ofNginx === null ? '' : `${r.ofNginx} %`} | ${r.p50} | ${r.p99} | ${r.p99VsBare}x | ${r.non2xx} | ${r.errors} | ${r.rssMb} |`,
  ),
  ...CONNECTIONS.map(
    (c) =>
      `| bare Next.js page | \`/\` | ${c} | ${bare[c].rps} |  | 100 % |  |  | ${bare[c].p99} | 1x |  |  |  |`,
  ),
].join('\n');
const weightTable = [
  '| path | HTML bytes | of which RSC payload | HTML gzip | sent to a browser | the markup alone, br | same markup on a bare page, gzip / br | first-load JS gzip | over a bare page | budget | scripts |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ...weights.map(
    (w) =>
      `| \`${w.path}\` | ${w.htmlBytes} | ${w.rscBytes} | ${w.htmlGzip} | ${w.wireBytes} ${w.wireEncoding} | ${w.markupBrotli} | ${w.sameMarkupGzip} / ${w.sameMarkupBrotli} | ${w.jsGzip} | +${w.jsGzip - BARE_NEXT_JS_GZIP} | ${w.jsOk ? '' : 'OVER '}${w.jsBudget} | ${w.scripts} |`,
  ),
].join('\n');
const report = `# Benchmark\n\n${new Date().toISOString()}, ${SECONDS} s per run, loopback, \`next start\` on the embedded store.\n\n${table}\n\nServer RSS (process tree): ${memory.afterStartMb} MB once started with the store open; peak ${memory.loadPeakMb} MB under load; peak while starting ${memory.startPeakMb} MB (a first start creates the database, which PGlite does with a high peak).\n\nContact form: ${forms.posts} concurrent valid posts, ${forms.answered200} answered 200, ${forms.rowsAdded} new rows; latency p50 ${forms.p50} ms, p99 ${forms.p99} ms.\n\n## Page weight\n\n${weightTable}\n`;
mkdirSync('reports', { recursive: true });
writeFileSync('reports/bench.md', report);
writeFileSync(
  'reports/bench.json',
  JSON.stringify(
    { seconds: SECONDS, memory, results, bare, nginx: nginxRuns, forms, weights },
    null,
    2,
  ),
);
console.log(
  `\nserver RSS: ${memory.afterStartMb} MB after start, ${memory.loadPeakMb} MB peak under load, ${memory.startPeakMb} MB peak while starting\nreport: reports/bench.md`,
);
const overBudget = weights.filter((w) => !w.jsOk).map((w) => w.path);
if (overBudget.length) console.error(`first-load JavaScript over budget: ${overBudget.join(', ')}`);
process.exit(
  forms.answered200 === FORM_POSTS && forms.rowsAdded === FORM_POSTS && !overBudget.length ? 0 : 1,
);
