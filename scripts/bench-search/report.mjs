// bench-search's report: the figures as lines for the console and as
// reports/bench-search.md (and the whole report as .json).
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { ENDPOINTS } from './measure.mjs';
import { TABLES } from './rows.mjs';

export const f3 = (n) => n.toFixed(3);
export const kB = (bytes) => `${Math.round(Number(bytes) / 1024)} kB`;
export const fmtSeq = (s) =>
  `p50 ${s.p50} ms  p95 ${s.p95} ms  p99 ${s.p99} ms  max ${s.max} ms  statuses ${JSON.stringify(s.statuses)}`;
export const fmtLoad = (r) =>
  `${r.rps} req/s (${r.requests})  p50 ${r.p50} ms  p95 ${r.p95} ms  p99 ${r.p99} ms  max ${r.max} ms  non-2xx ${r.non2xx}  errors ${r.errors}`;
export const goalLine = (endpoint, p95) =>
  `${p95 < endpoint.goal ? 'PASS' : 'FAIL'}  ${endpoint.name}: p95 ${p95} ms one request at a time, goal < ${endpoint.goal} ms`;

/** Per query, one request at a time: what was found, median and max ms per endpoint. */
export function perQueryTable(run) {
  const [search, cached, suggest] = ENDPOINTS.map((e) => run.sequential[e.key]);
  return [
    '| query | results | new query: median ms | max ms | repeated: median ms | suggestions | suggest: median ms | max ms |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...search.perQuery.map((s, k) => {
      const c = cached.perQuery[k];
      const g = suggest.perQuery[k];
      const results = s.found === c.found ? s.found : `${s.found} (cached: ${c.found})`;
      return `| \`${s.query}\` | ${results} | ${s.median} | ${s.max} | ${c.median} | ${g.found} | ${g.median} | ${g.max} |`;
    }),
  ].join('\n');
}

/** reports/bench-search.md and .json. */
export function writeReport(report) {
  const { load } = report;
  const seqRows = (name, run) =>
    ENDPOINTS.map((e) => {
      const s = run.sequential[e.key];
      return `| ${name} | ${e.name} | ${s.p50} | ${s.p95} | ${s.p99} | ${s.max} | ${JSON.stringify(s.statuses)} |`;
    });
  const loadRows = (name, run) =>
    ENDPOINTS.filter((e) => !e.once).map((e) => {
      const r = run.load[e.key];
      return `| ${name} | ${e.name} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.max} | ${r.non2xx} | ${r.errors} |`;
    });
  const { cost, committed } = report.write;
  const s = report.sizes;
  const md = [
    '# Site search benchmark',
    '',
    `${new Date().toISOString()}; load average ${load.start.join(' ')} at start, ${load.end.join(' ')} at end (${os.cpus().length} cores); ${report.totalSeconds} s in all.`,
    '',
    `${report.analyze ? 'With VACUUM ANALYZE after the rows (BENCH_SEARCH_ANALYZE=1). ' : ''}The store: its seed and ${report.counts.articles} articles, ${report.counts.news} news items, ${report.counts.jobs} job posts of generated text; ${s.documents} search documents, ${s.words} distinct words. "A new query" is searched per request (a \`/\` at its end keeps it off the cached result pages); "a repeated query" is answered from its result page, cached for a minute.`,
    '',
    '## Relevance (the judged queries, lib/search/judged-queries.ts)',
    '',
    '| engine | queries | P@3 | MRR | answering nothing |',
    '|---|---:|---:|---:|---:|',
    ...Object.entries(report.relevance.figures ?? {}).map(
      ([engine, f]) => `| ${engine} | ${f.queries} | ${f.p3} | ${f.mrr} | ${f.zero} |`,
    ),
    '',
    '## Goals (one request at a time, p95)',
    '',
    ...ENDPOINTS.filter((e) => e.goal).map(
      (e) => `- ${goalLine(e, report.full.sequential[e.key].p95)}`,
    ),
    '',
    `Side by side (one request at a time, a new query and the page without a query in turn, ${report.full.sideBySide.requests} each): p95 ${report.full.sideBySide.endpoint.p95} ms searching, ${report.full.sideBySide.control.p95} ms rendering the page alone (the control), ${report.full.sideBySide.p95Difference} ms the search's own share.`,
    '',
    `## One request at a time (${report.sequential} requests, the queries in turn)`,
    '',
    '| store | endpoint | p50 ms | p95 ms | p99 ms | max ms | statuses |',
    '|---|---|---:|---:|---:|---:|---|',
    ...seqRows('with the rows', report.full),
    ...(report.baseline ? seqRows('seed only', report.baseline) : []),
    ...(report.upstream ? seqRows('upstream (small index)', report.upstream) : []),
    '',
    `## Under load (autocannon, ${report.connections} connections, ${report.seconds} s)`,
    '',
    '| store | endpoint | req/s | p50 ms | p95 ms | p99 ms | max ms | non-2xx | errors |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|',
    ...loadRows('with the rows', report.full),
    ...(report.upstream ? loadRows('upstream (small index)', report.upstream) : []),
    '',
    '## Per query (with the rows, one request at a time)',
    '',
    perQueryTable(report.full),
    '',
    '## What the index costs',
    '',
    '| rows | no triggers ms/row | search_documents only | all triggers | added |',
    '|---|---:|---:|---:|---:|',
    ...Object.keys(TABLES).map(
      (k) =>
        `| ${k} | ${f3(cost.none.perRow[k])} | ${f3(cost.documents.perRow[k])} | ${f3(cost.all.perRow[k])} | +${f3(cost.all.perRow[k] - cost.none.perRow[k])} |`,
    ),
    `| all | ${f3(cost.none.all)} | ${f3(cost.documents.all)} | ${f3(cost.all.all)} | +${f3(cost.all.all - cost.none.all)} |`,
    '',
    `Into the store itself: ${f3(committed.all)} ms per row. Size: search_documents ${kB(s.documents_total)} (heap ${kB(s.documents_heap)}, GIN ${kB(s.gin)}), search_words ${kB(s.words_total)} (trigram GIN ${kB(s.words_trigram_gin)}); the three content tables ${kB(s.content_tables_total)}; the database ${kB(s.database)}.`,
    '',
    `Server RSS after warm-up: ${report.baseline ? `${report.baseline.rssAfterWarmMb} MB on the seeded store, ` : ''}${report.full.rssAfterWarmMb} MB with the rows; peak under load ${report.full.rssPeakUnderLoadMb} MB.${report.upstream ? ` Upstream: ${report.upstream.rssAfterWarmMb} MB after warm-up, first search ${report.upstream.firstSearchMs} ms (index of ${report.upstream.documents} documents built in ${report.upstream.buildMs} ms).` : ''}`,
    '',
  ].join('\n');
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/bench-search.md', md);
  writeFileSync('reports/bench-search.json', JSON.stringify(report, null, 2));
  console.log('report: reports/bench-search.md');
}
