// `npm run audit`: Lighthouse (mobile emulation, simulated throttling) over the key
// routes of the production build on the embedded store, in Debian's Chromium.
// Writes reports/lighthouse.md and .json; exits 1 when a route is under budget.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findBrowser } from './find-browser.mjs';

/** Lighthouse runs per route (figures are their medians). */
const RUNS = Number(process.env.AUDIT_RUNS) || 3;

const BUDGET = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  lcpMs: 2500,
  cls: 0.02,
  tbtMs: 150,
};

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(
  process.execPath,
  ['node_modules/next/dist/bin/next', 'start', '-p', String(port), '-H', '127.0.0.1'],
  {
    env: {
      ...process.env,
      PGLITE_DATA_DIR: process.env.PGLITE_DATA_DIR || '.data/audit-pglite',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
const stopServer = () => server.kill('SIGTERM');
process.on('exit', stopServer);

for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/api/posts/categories`)).ok) break;
  } catch {
    // not up yet
  }
  if (i > 300) throw new Error('server did not start within 60 s');
  await new Promise((r) => setTimeout(r, 200));
}

const { blogs } = await (await fetch(`${base}/api/posts/get-blogs?per_page=1`)).json();
const routes = [
  '/',
  '/masco-at-a-glance',
  '/sustainability',
  '/blogs',
  `/blogs/details/${blogs.data[0].slug}`,
  '/career',
  '/contact-us',
];
// Warm the page cache and the image optimiser, as a visitor after the first would find them.
for (const route of routes) {
  await fetch(base + route);
  await fetch(base + route);
}

const chrome = await chromeLauncher.launch({
  chromePath: await findBrowser(),
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});

const rows = [];
try {
  for (const route of routes) {
    // Warm the browser side too (fonts and images in the optimiser's cache).
    await lighthouse(base + route, { port: chrome.port, output: 'json', logLevel: 'error' });
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const { lhr } = await lighthouse(base + route, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      runs.push(lhr);
    }
    // Each figure is the median of the runs: one noisy run on a shared machine is not a verdict.
    const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const score = (id) =>
      Math.round(median(runs.map((lhr) => (lhr.categories[id]?.score ?? 0) * 100)));
    const audit = (id) => median(runs.map((lhr) => lhr.audits[id]?.numericValue ?? NaN));
    const lhr = runs[0];
    const row = {
      route,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      cls: Number(audit('cumulative-layout-shift').toFixed(3)),
      tbtMs: Math.round(audit('total-blocking-time')),
      failing: Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id),
    };
    row.ok =
      row.performance >= BUDGET.performance &&
      row.accessibility >= BUDGET.accessibility &&
      row['best-practices'] >= BUDGET['best-practices'] &&
      row.seo >= BUDGET.seo &&
      row.lcpMs < BUDGET.lcpMs &&
      row.cls < BUDGET.cls &&
      row.tbtMs < BUDGET.tbtMs;
    rows.push(row);
    console.log(
      `${row.ok ? 'ok  ' : 'FAIL'} ${route}: perf ${row.performance}, a11y ${row.accessibility}, bp ${row['best-practices']}, seo ${row.seo}, LCP ${row.lcpMs} ms, CLS ${row.cls}, TBT ${row.tbtMs} ms${row.failing.length ? `; failing: ${row.failing.join(', ')}` : ''}`,
    );
  }
} finally {
  await chrome.kill();
  stopServer();
}

mkdirSync('reports', { recursive: true });
writeFileSync('reports/lighthouse.json', JSON.stringify({ budget: BUDGET, rows }, null, 2));
const table = [
  '| Route | Perf | A11y | Best pr. | SEO | LCP ms | CLS | TBT ms |',
  '|---|---|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.route} | ${r.performance} | ${r.accessibility} | ${r['best-practices']} | ${r.seo} | ${r.lcpMs} | ${r.cls} | ${r.tbtMs} |`,
  ),
].join('\n');
writeFileSync(
  'reports/lighthouse.md',
  `# Lighthouse, mobile emulation\n\nMedian of ${RUNS} runs per route. Budget: performance ≥ ${BUDGET.performance}, accessibility ${BUDGET.accessibility}, best practices ${BUDGET['best-practices']}, SEO ${BUDGET.seo}; LCP < ${BUDGET.lcpMs} ms, CLS < ${BUDGET.cls}, TBT < ${BUDGET.tbtMs} ms.\n\n${table}\n`,
);
const failed = rows.filter((r) => !r.ok);
console.log(
  `\nreport: reports/lighthouse.md (${rows.length - failed.length}/${rows.length} routes within budget)`,
);
process.exit(failed.length ? 1 : 0);
