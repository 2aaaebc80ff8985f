// `npm run audit`: Lighthouse (mobile emulation, simulated throttling) over the key
// routes of the production build on the embedded store, in Debian's Chromium, and
// each route's first-load JavaScript against its budget (page-weight.mjs).
// Writes reports/lighthouse.md and .json. Exits 1 when a budget that does not depend
// on timing is missed (accessibility, best practices, SEO, CLS, JavaScript weight, a
// client module shipped twice in one page),
// 2 when only the timing figures are (performance score, LCP, TBT), 0 otherwise.
//
// Each figure is the median of RUNS runs (2 x RUNS when the first RUNS miss): more
// samples, never the best one.
//
// `--steady` (CI): one run per route and the steady gates only, without the bare
// page: what a page either has or has not needs no median and no control, and
// the timing figures of one run on a shared machine would mean nothing.
//
// The timing budgets (performance 95, TBT 150 ms) were set over a bare Next.js page
// measured on this machine at performance 99 and TBT 95 ms. Lighthouse's simulated
// phone multiplies the observed main-thread time by 4, so whatever else the shared
// machine is doing at the moment shows up in the figures: the same bare page has
// measured TBT medians from 95 to 165 ms on different hours of the same day. So
// every run of a route is paired with a run of that bare page (scripts/
// bare-next-page.mjs) in the same minute, and the budgets move by what the bare
// page shows of the machine: a route may have TBT up to 150 ms plus however far
// the bare page is over 95 ms, and performance down to 95 minus however far the
// bare page is under 99. On a machine as calm as the one the budgets were set on,
// that is the budget itself. LCP (the simulated network dominates it) and every
// other figure are judged as they are.
import { mkdirSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { barePageDir, buildBarePage, sameMarkupPage } from './bare-next-page.mjs';
import { findBrowser } from './find-browser.mjs';
import { freePort, startNext, waitUntilUp } from './next-server.mjs';
import { duplicatesNote, pageWeight } from './page-weight.mjs';
import { auditedRoutesInBothLanguages, notForIndexing } from './lib/audited-routes.mjs';

const STEADY = process.argv.includes('--steady');
/** Lighthouse runs per route (figures are their medians). */
const RUNS = STEADY ? 1 : Number(process.env.AUDIT_RUNS) || 5;

const BUDGET = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  // Issue 48: 1,800 ms with Next's scripts after the first paint (the default);
  // 2,500 with SCRIPTS_AFTER_FIRST_PAINT=0, which the audited server inherits.
  lcpMs: process.env.SCRIPTS_AFTER_FIRST_PAINT === '0' ? 2500 : 1800,
  cls: 0.02,
  tbtMs: 150,
};
/** The bare Next.js page on this machine when the budgets were set (issue 7). */
const BARE_REFERENCE = { performance: 99, tbtMs: 95 };

if (!STEADY) buildBarePage();
const [port, barePort] = [await freePort(), await freePort()];
const base = `http://127.0.0.1:${port}`;
const bareUrl = STEADY ? undefined : `http://127.0.0.1:${barePort}/`;
const server = startNext({
  port,
  env: { PGLITE_DATA_DIR: process.env.PGLITE_DATA_DIR || '.data/audit-pglite' },
});
let bareServer;
const stopServers = () => {
  server.kill('SIGTERM');
  bareServer?.kill('SIGTERM');
};
process.on('exit', stopServers);
await waitUntilUp(`${base}/api/posts/categories`);

// AUDIT_ROUTES=/,/blogs: only these of the audited routes (a measurement of a few).
const only = process.env.AUDIT_ROUTES?.split(',').filter(Boolean);
const routes = (await auditedRoutesInBothLanguages(base))
  .map(([, route]) => route)
  .filter((route) => !only || only.includes(route));
// Each route's own markup on the bare page (scripts/bare-next-page.mjs), written before
// that server starts: the framework's floor for that markup.
const sameMarkup = bareUrl ? await sameMarkupPage(base, routes) : {};
const sameMarkupUrl = (route) => bareUrl && new URL(sameMarkup[route], bareUrl).href;
if (bareUrl) {
  bareServer = startNext({
    port: barePort,
    dir: barePageDir,
    env: { SITE_ORIGIN: base },
    stdio: 'ignore',
  });
  await waitUntilUp(bareUrl);
}
// Warm the page cache and the image optimiser, as a visitor after the first would find them.
for (const url of [
  ...routes.map((route) => base + route),
  ...(bareUrl ? [bareUrl, ...routes.map(sameMarkupUrl)] : []),
]) {
  await fetch(url);
  await fetch(url);
}

const chrome = await chromeLauncher.launch({
  chromePath: await findBrowser(),
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const spread = (values) => `${Math.min(...values)}–${Math.max(...values)}`;

const run = async (url, categories, audits, skipAudits) =>
  (
    await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
      onlyAudits: audits,
      skipAudits,
      disableFullPageScreenshot: true,
    })
  ).lhr;

/**
 * What a route is audited for: everything, or under `--steady` the categories it
 * gates and the layout shift, without the performance category's simulated timing
 * (which --steady does not judge).
 */
const ROUTE_AUDIT = STEADY
  ? [['accessibility', 'best-practices', 'seo'], ['cumulative-layout-shift']]
  : [['performance', 'accessibility', 'best-practices', 'seo']];

/**
 * RUNS rounds of the route, the bare page and the route's markup on the bare page,
 * in a different order each round.
 */
async function measure(route) {
  const lhrs = [];
  const bare = [];
  const same = [];
  for (let i = 0; i < RUNS; i++) {
    const steps = [
      async () =>
        lhrs.push(
          await run(
            base + route,
            ROUTE_AUDIT[0],
            ROUTE_AUDIT[1],
            // The search page asks not to be indexed (its results are other pages).
            notForIndexing(route) ? ['is-crawlable'] : undefined,
          ),
        ),
      async () => bareUrl && bare.push(await run(bareUrl, ['performance'])),
      async () => bareUrl && same.push(await run(sameMarkupUrl(route), ['performance'])),
    ];
    for (let j = 0; j < steps.length; j++) await steps[(i + j) % steps.length]();
  }
  return { lhrs, bare, same };
}

const scores = (lhrs, id) => lhrs.map((lhr) => Math.round((lhr.categories[id]?.score ?? 0) * 100));
const numbers = (lhrs, id) => lhrs.map((lhr) => lhr.audits[id]?.numericValue ?? NaN);
const values = (lhrs, id) => numbers(lhrs, id).map(Math.round);

function judge(route, { lhrs, bare, same }, weight) {
  const lcp = values(lhrs, 'largest-contentful-paint');
  const tbt = values(lhrs, 'total-blocking-time');
  const barePerformance = median(scores(bare, 'performance'));
  const bareTbtMs = median(values(bare, 'total-blocking-time'));
  const row = {
    route,
    runs: lhrs.length,
    performance: median(scores(lhrs, 'performance')),
    accessibility: median(scores(lhrs, 'accessibility')),
    'best-practices': median(scores(lhrs, 'best-practices')),
    seo: median(scores(lhrs, 'seo')),
    lcpMs: median(lcp),
    lcpSpread: spread(lcp),
    cls: Number(median(numbers(lhrs, 'cumulative-layout-shift')).toFixed(3)),
    tbtMs: median(tbt),
    tbtSpread: spread(tbt),
    bare: {
      performance: barePerformance,
      tbtMs: bareTbtMs,
      lcpMs: median(values(bare, 'largest-contentful-paint')),
    },
    sameMarkup: {
      lcpMs: median(values(same, 'largest-contentful-paint')),
      tbtMs: median(values(same, 'total-blocking-time')),
    },
    // The budgets, moved by how far the bare page is from its reference figures.
    allowed: {
      performance: BUDGET.performance - Math.max(0, BARE_REFERENCE.performance - barePerformance),
      tbtMs: BUDGET.tbtMs + Math.max(0, bareTbtMs - BARE_REFERENCE.tbtMs),
    },
    jsGzip: weight.jsGzip,
    jsBudget: weight.jsBudget,
    htmlGzip: weight.htmlGzip,
    // Audits that failed in any run (binary ones: a real defect, not noise).
    failing: [
      ...new Set(
        lhrs.flatMap((lhr) =>
          Object.values(lhr.audits)
            .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
            .map((a) => a.id),
        ),
      ),
    ],
  };
  // What does not depend on the machine's timing: a page either has these or not.
  row.steadyOk =
    row.accessibility >= BUDGET.accessibility &&
    row['best-practices'] >= BUDGET['best-practices'] &&
    row.seo >= BUDGET.seo &&
    row.cls < BUDGET.cls &&
    weight.jsOk &&
    weight.modulesOk;
  // What does: the performance score, LCP and TBT of the simulated phone.
  row.timingOk =
    row.performance >= row.allowed.performance &&
    row.lcpMs < BUDGET.lcpMs &&
    row.tbtMs < row.allowed.tbtMs;
  row.ok = row.steadyOk && row.timingOk;
  return row;
}

/** Issue 28's goals against the bare page of the same rounds: LCP within 200 ms, TBT at most 1.5 times. */
const against = (r, control) =>
  `${r.lcpMs - control.lcpMs >= 0 ? '+' : ''}${r.lcpMs - control.lcpMs} ms, ${(r.tbtMs / Math.max(1, control.tbtMs)).toFixed(1)}×`;
const againstBare = (r) => against(r, r.bare);
const rows = [];
try {
  for (const route of routes) {
    // Warm the browser side too (fonts and images in the optimiser's cache).
    if (!STEADY) await run(base + route, ['performance']);
    const weight = await pageWeight(base, route);
    const first = await measure(route);
    let row = judge(route, first, weight);
    if (STEADY) row.ok = row.steadyOk;
    else if (row.steadyOk && !row.timingOk) {
      const more = await measure(route);
      row = judge(
        route,
        {
          lhrs: [...first.lhrs, ...more.lhrs],
          bare: [...first.bare, ...more.bare],
          same: [...first.same, ...more.same],
        },
        weight,
      );
    }
    rows.push(row);
    if (STEADY)
      console.log(
        `${row.ok ? 'ok  ' : 'FAIL'} ${route}: a11y ${row.accessibility}, bp ${row['best-practices']}, seo ${row.seo}, CLS ${row.cls}, JS ${row.jsGzip} B gzip (budget ${row.jsBudget}); one run, timing not judged${row.failing.length ? `; failing: ${row.failing.join(', ')}` : ''}${duplicatesNote(weight)}`,
      );
    else
      console.log(
        `${row.ok ? 'ok  ' : 'FAIL'} ${route}: perf ${row.performance} (≥ ${row.allowed.performance}), a11y ${row.accessibility}, bp ${row['best-practices']}, seo ${row.seo}, LCP ${row.lcpMs} ms (${row.lcpSpread}), CLS ${row.cls}, TBT ${row.tbtMs} ms (${row.tbtSpread}; < ${row.allowed.tbtMs}), bare page perf ${row.bare.performance} LCP ${row.bare.lcpMs} ms TBT ${row.bare.tbtMs} ms (${againstBare(row)}), same markup on the bare page LCP ${row.sameMarkup.lcpMs} ms TBT ${row.sameMarkup.tbtMs} ms (${against(row, row.sameMarkup)}), JS ${row.jsGzip} B gzip (budget ${row.jsBudget}), ${row.runs} runs${row.failing.length ? `; failing: ${row.failing.join(', ')}` : ''}${duplicatesNote(weight)}`,
      );
  }
} finally {
  await chrome.kill();
  stopServers();
}

mkdirSync('reports', { recursive: true });
writeFileSync(
  'reports/lighthouse.json',
  JSON.stringify({ budget: BUDGET, bareReference: BARE_REFERENCE, rows }, null, 2),
);
const table = STEADY
  ? [
      '| Route | A11y | Best pr. | SEO | CLS | JS gzip (budget) | HTML gzip | Runs |',
      '|---|---|---|---|---|---|---|---|',
      ...rows.map(
        (r) =>
          `| ${r.ok ? '' : '**over** '}${r.route} | ${r.accessibility} | ${r['best-practices']} | ${r.seo} | ${r.cls} | ${r.jsGzip} (${r.jsBudget}) | ${r.htmlGzip} | ${r.runs} |`,
      ),
    ].join('\n')
  : [
      '| Route | Perf (at least) | A11y | Best pr. | SEO | LCP ms (range) | CLS | TBT ms (range; under) | Bare page perf, LCP ms, TBT ms | LCP, TBT against the bare page | Same markup on the bare page: LCP ms, TBT ms | LCP, TBT against it | JS gzip (budget) | HTML gzip | Runs |',
      '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
      ...rows.map(
        (r) =>
          `| ${r.ok ? '' : '**over** '}${r.route} | ${r.performance} (${r.allowed.performance}) | ${r.accessibility} | ${r['best-practices']} | ${r.seo} | ${r.lcpMs} (${r.lcpSpread}) | ${r.cls} | ${r.tbtMs} (${r.tbtSpread}; ${r.allowed.tbtMs}) | ${r.bare.performance}, ${r.bare.lcpMs}, ${r.bare.tbtMs} | ${againstBare(r)} | ${r.sameMarkup.lcpMs}, ${r.sameMarkup.tbtMs} | ${against(r, r.sameMarkup)} | ${r.jsGzip} (${r.jsBudget}) | ${r.htmlGzip} | ${r.runs} |`,
      ),
    ].join('\n');
writeFileSync(
  'reports/lighthouse.md',
  STEADY
    ? `# Lighthouse, mobile emulation, steady gates\n\nOne run per route (\`npm run audit -- --steady\`): accessibility, best practices and SEO ${BUDGET.accessibility}, CLS < ${BUDGET.cls}, first-load JavaScript within budget, no module shipped twice. Timing is not measured here; \`npm run audit\` measures it.\n\n${table}\n`
    : `# Lighthouse, mobile emulation\n\nMedian of ${RUNS} runs per route (${2 * RUNS} where the first ${RUNS} missed), each paired with a run of a bare Next.js page and one of the route's own server markup (its body, stylesheet, font and pictures) as one block of HTML on that bare page: Next's runtime and the markup, without the site's components and islands. Budget: performance ≥ ${BUDGET.performance}, accessibility ${BUDGET.accessibility}, best practices ${BUDGET['best-practices']}, SEO ${BUDGET.seo}; LCP < ${BUDGET.lcpMs} ms, CLS < ${BUDGET.cls}, TBT < ${BUDGET.tbtMs} ms; first-load JavaScript at most 40 kB (home and blog pages 70 kB) above a bare Next.js page. The performance and TBT budgets move by how far the bare page measured in the same rounds is from its reference (performance ${BARE_REFERENCE.performance}, TBT ${BARE_REFERENCE.tbtMs} ms): the figures in brackets.\n\n${table}\n`,
);
const failed = rows.filter((r) => !r.ok);
console.log(
  `\nreport: reports/lighthouse.md (${rows.length - failed.length}/${rows.length} routes within budget)`,
);
process.exit(rows.some((r) => !r.steadyOk) ? 1 : failed.length ? 2 : 0);
