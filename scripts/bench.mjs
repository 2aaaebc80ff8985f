// `npm run bench`: throughput and latency of the production server on loopback.
// Starts `next start` (embedded store) on a free port, warms each route, then runs
// autocannon at 10 and 50 connections for a bounded time per route, asking for
// the encodings a browser takes, and samples the server's resident memory (its
// whole process tree) throughout. Beside the routes, two controls in the same
// minutes: a bare Next.js page (and, for bytes, each page's markup on it), and nginx
// gzipping each page's same HTML from a file. Writes reports/bench.md and
// reports/bench.json. Needs a build (`npm run build`).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { freePort } from './lib/bench-support.mjs';
import { startNext, treeRssKb, waitUntilUp } from './next-server.mjs';
import { barePageDir, buildBarePage, sameMarkupPage } from './bare-next-page.mjs';
import { BARE_NEXT_JS_GZIP, br, duplicatesNote, gz, pageWeight } from './page-weight.mjs';
import { concurrentContactPosts } from './lib/bench-forms.mjs';
import { breakdownLine, breakdownTable, memoryBreakdown } from './lib/bench-memory.mjs';
import { nginxControl } from './lib/bench-nginx.mjs';
import { auditedRoutes } from './lib/audited-routes.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS || 8);
const BENCH_SECRET = 'bench-secret-of-this-bench-server-0123456789';
const FORM_POSTS = 200;
const CONNECTIONS = [10, 50];
/** Issue 48: the server's RSS idle after start, and after the load, in MB. */
const RSS_BUDGET_MB = { idle: 400, afterLoad: 450 };
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
const idleMemory = await memoryBreakdown(base, BENCH_SECRET, startKb);
console.log(breakdownLine('idle after start', idleMemory, RSS_BUDGET_MB.idle));
const startPeakKb = peakKb;
peakKb = 0; // from here on: the peak under load
// The audited routes (npm run audit) and a read of the content API.
const routes = [...(await auditedRoutes(base)), ['api read', '/api/apparel/knitting']];

// Warm: the first visit renders the page into the cache (and has its compressed copy made).
for (const [, path] of routes)
  for (let i = 0; i < 3; i++)
    await (await fetch(base + path, { headers: ACCEPT_ENCODING })).arrayBuffer();

// Page weight: HTML bytes and first-load JavaScript against its budget (page-weight.mjs).
const weightRoutes = [...new Set([...routes.map(([, route]) => route), '/media'])].filter(
  (route) => route.startsWith('/') && !route.startsWith('/api/'),
);
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

// The control (issue 28): a bare Next.js page of the same version on this machine,
// measured just before each route's run, so each route's throughput reads as a share
// of the framework's in the same minute (a shared machine's load moves by the minute).
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
const load = (url, connections) =>
  autocannon({ url, connections, duration: SECONDS, pipelining: 1, headers: ACCEPT_ENCODING });
const results = [];
const bareRuns = Object.fromEntries(CONNECTIONS.map((c) => [c, []]));
for (const [name, path] of routes) {
  for (const connections of CONNECTIONS) {
    const control = await load(`http://127.0.0.1:${barePort}/`, connections);
    bareRuns[connections].push(control);
    const before = peakKb;
    peakKb = treeRssKb(server.pid);
    const r = await load(base + path, connections);
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
      bareRps: Math.round(control.requests.average),
      bareP99: control.latency.p99,
    });
    console.log(
      `${name.padEnd(14)} ${String(connections).padStart(3)} conns  ${String(Math.round(r.requests.average)).padStart(6)} req/s (bare page just before: ${Math.round(control.requests.average)})  ${results.at(-1).kbPerResponse} kB each  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  non-2xx ${r.non2xx}  peak RSS ${rssMb} MB`,
    );
  }
}
bareServer.kill('SIGTERM');
const median = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];
const bare = Object.fromEntries(
  CONNECTIONS.map((c) => [
    c,
    {
      rps: Math.round(median(bareRuns[c].map((r) => r.requests.average))),
      p99: median(bareRuns[c].map((r) => r.latency.p99)),
    },
  ]),
);

// The other control (issue 28): nginx (one worker, as Debian ships it, gzip at its
// default level 1, per request) serving each page's HTML as a file: what the bytes
// alone cost to send. BENCH_NGINX=0 skips it.
const nginxRuns =
  process.env.BENCH_NGINX === '0'
    ? {}
    : await nginxControl(
        base,
        routes.filter(([name]) => name !== 'api read'),
        { seconds: SECONDS, connections: CONNECTIONS, headers: ACCEPT_ENCODING },
      );
for (const r of results) {
  r.ofBare = Math.round((100 * r.rps) / Math.max(1, r.bareRps));
  r.p99VsBare = Math.round((10 * r.p99) / Math.max(1, r.bareP99)) / 10;
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
const forms = await concurrentContactPosts(base, BENCH_SECRET, FORM_POSTS);
console.log(
  `\ncontact form: ${forms.posts} concurrent posts, ${forms.answered200} answered 200, ${forms.rowsAdded} rows added, p50 ${forms.p50} ms, p99 ${forms.p99} ms`,
);
const loadedMemory = await memoryBreakdown(base, BENCH_SECRET, treeRssKb(server.pid));
console.log(breakdownLine('after the load', loadedMemory, RSS_BUDGET_MB.afterLoad));
stop();

const mb = (kb) => Math.round(kb / 1024);
const memory = {
  startPeakMb: mb(startPeakKb),
  afterStartMb: mb(startKb),
  loadPeakMb: mb(peakKb),
  idle: idleMemory,
  afterLoad: loadedMemory,
};
const table = [
  '| route | path | conns | req/s | bare page just before, req/s | kB per response | of the bare page | of nginx (same HTML) | p50 ms | p99 ms | p99 vs bare | non-2xx | errors | peak RSS MB |',
  '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ...results.map(
    (r) =>
      `| ${r.route} | \`${r.path}\` | ${r.connections} | ${r.rps} | ${r.bareRps} | ${r.kbPerResponse} | ${r.ofBare} % | ${r.ofNginx === null ? '' : `${r.ofNginx} %`} | ${r.p50} | ${r.p99} | ${r.p99VsBare}x | ${r.non2xx} | ${r.errors} | ${r.rssMb} |`,
  ),
  ...CONNECTIONS.map(
    (c) =>
      `| bare Next.js page, median of its runs | \`/\` | ${c} | ${bare[c].rps} |  |  | 100 % |  |  | ${bare[c].p99} | 1x |  |  |  |`,
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
const report = `# Benchmark\n\n${new Date().toISOString()}, ${SECONDS} s per run, loopback, \`next start\` on the embedded store.\n\n${table}\n\nServer RSS (process tree): ${memory.afterStartMb} MB once started with the store open; peak ${memory.loadPeakMb} MB under load; peak while starting ${memory.startPeakMb} MB (a first start creates the database, which PGlite does with a high peak). Budgets (issue 48): ${RSS_BUDGET_MB.idle} MB idle, ${RSS_BUDGET_MB.afterLoad} MB after the load.\n\n${breakdownTable(
  [
    ['idle after start', idleMemory],
    ['after the load', loadedMemory],
  ],
)}\n\nContact form: ${forms.posts} concurrent valid posts, ${forms.answered200} answered 200, ${forms.rowsAdded} new rows; latency p50 ${forms.p50} ms, p99 ${forms.p99} ms.\n\n## Page weight\n\n${weightTable}\n`;
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
