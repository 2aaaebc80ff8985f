// `npm run bench:search`: site search under load, and what its index costs.
// 1. A store of its own (PGlite, in a temp directory): `next start` migrates and
//    seeds it and is stopped; PGlite opened here then adds 1,000 articles, 300 news
//    items and 100 job posts of generated text (a seeded PRNG: the same rows every
//    run), timing the inserts with the search triggers and, in a throwaway copy of
//    the store, without them; then the index's size on disk.
// 2. The server again on that store: latency over a rotating set of queries, one
//    request at a time (issue 30's goals: a search under 50 ms at p95, suggestions
//    under 20 ms) and with autocannon at 10 connections. A query seen in the last
//    minute is answered from its cached result page (/search is rewritten to
//    /search/results/…): "a new query" is the same query with a `/` at its end,
//    which the rewrite cannot carry, so /search searches and renders per request
//    (the words and the results are the same); "a repeated query" is the rewritten
//    address, whose page is cached (its statuses say HIT or MISS: the pool of
//    search pages is bounded in bytes as well as in pages).
// 3. Server RSS after the same warm-up on the seeded store alone and with the rows
//    (BENCH_SEARCH_BASELINE=0 skips the former).
// 4. The upstream mode (CONTENT_API_URL, the in-memory index) against the e2e
//    contract server: its index is built on the first search, and holds only the
//    contract's content, a small index (BENCH_SEARCH_UPSTREAM=0 skips it).
// 0. Relevance: the judged queries (lib/search/judged-queries.ts) on both engines, in
//    process (lib/search/evaluation.test.ts: PGlite with the demo content, and
//    MiniSearch over the same documents): the share found in the first three results
//    (P@3), the mean reciprocal rank and the queries answering nothing. Needs no build;
//    BENCH_SEARCH_RELEVANCE_ONLY=1 stops after it.
// The parts: scripts/bench-search/ (processes, measure, rows and words, report).
// Ports 4700-4720 (BENCH_SEARCH_PORT_BASE=n: n to n+20). Writes reports/bench-search.md and .json. Needs a build (and
// waits for a `next build` running in this directory). BENCH_SECONDS: the length
// of each autocannon run (10). BENCH_SEARCH_KEEP_STORE=dir: a copy of the store
// with the rows is left there (for EXPLAIN ANALYZE through PGlite).
// BENCH_SEARCH_ANALYZE=1: VACUUM ANALYZE once the rows are in, to compare (the
// server ANALYZEs its store when it opens it: PGlite runs no autovacuum).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  CONNECTIONS,
  ENDPOINTS,
  QUERIES,
  SECONDS,
  SEQUENTIAL,
  round1,
} from './bench-search/measure.mjs';
import { buildsHere, serve, state, stop, stopAll } from './bench-search/processes.mjs';
import { f3, goalLine, kB, perQueryTable, writeReport } from './bench-search/report.mjs';
import {
  analyze,
  COUNTS,
  commitRows,
  duKb,
  prepareRows,
  rowCount,
  TABLES,
  writeCost,
} from './bench-search/rows.mjs';
import { benchServer, mb, upstream } from './bench-search/server-runs.mjs';

const baselineRun = process.env.BENCH_SEARCH_BASELINE !== '0';
const upstreamRun = process.env.BENCH_SEARCH_UPSTREAM !== '0';
const started = performance.now();

/** Step 0: the judged set on both engines (the Vitest file that also holds their floors). */
function relevance() {
  const file = path.resolve('reports/search-eval.json');
  rmSync(file, { force: true });
  console.log('0. relevance: the judged queries on both engines (lib/search/evaluation.test.ts)');
  const run = spawnSync(
    process.execPath,
    ['node_modules/vitest/vitest.mjs', 'run', 'lib/search/evaluation.test.ts'],
    { env: { ...process.env, SEARCH_EVAL_REPORT: file }, encoding: 'utf8' },
  );
  if (!existsSync(file)) {
    console.log(run.stdout, run.stderr);
    return { passed: false };
  }
  const figures = JSON.parse(readFileSync(file, 'utf8'));
  for (const [engine, f] of Object.entries(figures)) {
    const name = engine === 'store' ? 'store (PostgreSQL FTS)' : 'upstream (MiniSearch)';
    console.log(
      `  ${name.padEnd(24)} ${f.queries} queries  P@3 ${f.p3.toFixed(3)}  MRR ${f.mrr.toFixed(3)}  answering nothing ${f.zero}`,
    );
    for (const miss of f.misses)
      console.log(
        `    not in the first three: ${JSON.stringify(miss.q)} (rank ${miss.rank ?? '-'})`,
      );
  }
  console.log(`  floors held: ${run.status === 0 ? 'yes' : 'NO (the test failed)'}`);
  return { passed: run.status === 0, figures };
}
const relevanceReport = relevance();
if (process.env.BENCH_SEARCH_RELEVANCE_ONLY === '1') process.exit(relevanceReport.passed ? 0 : 1);

if (!existsSync('.next/BUILD_ID') && buildsHere().length === 0) {
  console.error('No production build (.next/BUILD_ID is missing): run `npm run build` first.');
  process.exit(1);
}

const load = { start: os.loadavg().map(round1) };
console.log(`load average at start: ${load.start.join(' ')} (${os.cpus().length} cores)`);
const report = {
  seconds: SECONDS,
  connections: CONNECTIONS,
  sequential: SEQUENTIAL,
  counts: COUNTS,
  load,
  relevance: relevanceReport,
  analyze,
};

try {
  state.tempDir = mkdtempSync(path.join(os.tmpdir(), 'masco-bench-search-'));
  const dataDir = path.join(state.tempDir, 'pglite');
  const env = { PGLITE_DATA_DIR: dataDir, TRUST_PROXY: '1' };

  console.log(`\n1. a store in ${dataDir}: first start (migrations, seed)`);
  {
    const { server, upMs, storeOpenMs } = await serve(env, 'seeding server');
    console.log(`  up in ${upMs} ms (store opened in ${storeOpenMs} ms)`);
    report.firstStart = { upMs, storeOpenMs };
    await stop(server);
  }

  if (baselineRun) {
    console.log('\n   the seeded store alone (its own content only)');
    const { server, base, upMs, storeOpenMs } = await serve(env, 'baseline server');
    console.log(`  up in ${upMs} ms (store opened in ${storeOpenMs} ms)`);
    report.baseline = await benchServer(base, server, { withLoad: false });
    await stop(server);
  } else {
    console.log('\n   (the seeded store alone: skipped, BENCH_SEARCH_BASELINE=0)');
  }

  const { rows, before } = await prepareRows(dataDir);
  const bodyWords = rows.articles.reduce(
    (n, r) =>
      n +
      r[4]
        .replace(/<[^>]*>/g, ' ')
        .split(/\s+/)
        .filter(Boolean).length,
    0,
  );
  console.log(
    `\n   generated: ${COUNTS.articles} articles (${Math.round(bodyWords / COUNTS.articles)} words of body on average), ${COUNTS.news} news items, ${COUNTS.jobs} job posts`,
  );
  console.log(
    '\n   write cost, ms per row (one INSERT each, one transaction, PGlite in this process, fsync off):',
  );
  const cost = await writeCost(dataDir, rows);
  for (const kind of Object.keys(TABLES))
    console.log(
      `    ${kind.padEnd(9)} ${f3(cost.none.perRow[kind])} without the triggers, ${f3(cost.documents.perRow[kind])} writing search_documents only, ${f3(cost.all.perRow[kind])} with the word list too (+${f3(cost.all.perRow[kind] - cost.none.perRow[kind])})`,
    );
  console.log(
    `    all rows  ${f3(cost.none.all)} without, ${f3(cost.documents.all)} documents only, ${f3(cost.all.all)} with all the triggers`,
  );
  const { committed, sizes } = await commitRows(dataDir, rows);
  console.log(
    `    into the store itself: ${f3(committed.all)} ms per row, ${Math.round(committed.totalMs)} ms for ${rowCount(rows)} rows (COMMIT ${Math.round(committed.commitMs)} ms)${analyze ? `; VACUUM ANALYZE ${committed.vacuumAnalyzeMs} ms (BENCH_SEARCH_ANALYZE=1)` : ''}`,
  );
  const afterKb = duKb(dataDir);
  report.write = { cost, committed };
  report.sizes = { ...sizes, before, dataDirKbAfter: afterKb };
  console.log(
    `\n   index size: search_documents ${kB(sizes.documents_total)} in all (heap ${kB(sizes.documents_heap)}, GIN search_documents_search ${kB(sizes.gin)}, the rest TOAST and the key); search_words ${kB(sizes.words_total)} (trigram GIN ${kB(sizes.words_trigram_gin)})`,
  );
  console.log(
    `   rows: ${sizes.documents} documents (${sizes.articles} articles, ${sizes.media} media, ${sizes.jobs} jobs; ${before.documents} before), ${sizes.words} distinct words (${before.words} before)`,
  );
  console.log(
    `   beside: blog_posts + media_items + job_posts ${kB(sizes.content_tables_total)}; the database ${kB(sizes.database)}; the data directory ${mb(before.dataDirKb)} MB before the rows, ${mb(afterKb)} MB after`,
  );

  console.log('\n2. the server on the store with the rows');
  {
    const { server, base, upMs, storeOpenMs } = await serve(env, 'bench server');
    console.log(`  up in ${upMs} ms (store opened in ${storeOpenMs} ms)`);
    report.full = await benchServer(base, server, { withLoad: true });
    await stop(server);
  }
  report.goals = Object.fromEntries(
    ENDPOINTS.filter((e) => e.goal).map((e) => [e.key, report.full.sequential[e.key].p95 < e.goal]),
  );
  console.log('');
  for (const e of ENDPOINTS.filter((e) => e.goal))
    console.log(`  ${goalLine(e, report.full.sequential[e.key].p95)}`);
  if (report.baseline) {
    const delta = report.full.rssAfterWarmMb - report.baseline.rssAfterWarmMb;
    console.log(
      `  server RSS after warm-up: ${report.baseline.rssAfterWarmMb} MB on the seeded store, ${report.full.rssAfterWarmMb} MB with the ${rowCount(rows)} rows (${delta >= 0 ? '+' : ''}${delta} MB)`,
    );
  }
  console.log(
    `\n  per query, one request at a time (${SEQUENTIAL / QUERIES.length} requests each):\n`,
  );
  console.log(perQueryTable(report.full));

  if (upstreamRun) {
    console.log(
      "\n3. upstream mode (CONTENT_API_URL): the contract server's content, a small index",
    );
    report.upstream = await upstream(env);
  } else {
    console.log('\n3. (upstream mode: skipped, BENCH_SEARCH_UPSTREAM=0)');
  }
} finally {
  await state.openDb?.close().catch(() => undefined);
  await stopAll();
  const keep = process.env.BENCH_SEARCH_KEEP_STORE;
  if (keep && state.tempDir && existsSync(path.join(state.tempDir, 'pglite'))) {
    cpSync(path.join(state.tempDir, 'pglite'), keep, { recursive: true });
    console.log(`the store is kept in ${keep} (BENCH_SEARCH_KEEP_STORE)`);
  }
  if (state.tempDir) rmSync(state.tempDir, { recursive: true, force: true });
  state.tempDir = undefined;
}

load.end = os.loadavg().map(round1);
report.totalSeconds = Math.round((performance.now() - started) / 1000);
console.log(`\nload average at end: ${load.end.join(' ')}; ${report.totalSeconds} s in all`);
writeReport(report);
process.exit(Object.values(report.goals).every(Boolean) && relevanceReport.passed ? 0 : 1);
