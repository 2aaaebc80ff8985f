// `npm run bench:search-storm`: the home page while new searches hammer the server
// (issue 48: twenty new searches at once held `/` for 2 to 3.6 s).
// One store (PGlite, seeded by a first start), then the same build twice, side by
// side in one run: "before", with SEARCH_CONCURRENCY=0 (no bound on new searches),
// and "after", with the shipped bound (SEARCH_CONCURRENCY, SEARCH_QUEUE: lib/env.ts).
// On each: `/` alone, then `/` while 20 and then 50 new searches are kept in flight
// (each a query not asked before, signed out, so none is answered from a cached
// page). `/` is asked one request at a time (STORM_HOME_REQUESTS, 40).
// Ports from BENCH_SEARCH_PORT_BASE (4700). Needs a build.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serve, state, stop, stopAll } from './bench-search/processes.mjs';

const HOME_REQUESTS = Number(process.env.STORM_HOME_REQUESTS || 40);
const STORMS = [20, 50];
const BUSY_TEXT = 'Many searches are running right now';
const WORDS = [
  'cotton',
  'knitting',
  'dyeing',
  'washing',
  'printing',
  'embroidery',
  'sewing',
  'garments',
  'gazipur',
  'sustainability',
  'solar',
  'water',
  'organic',
  'merchandiser',
  'career',
  'buyers',
  'fabric',
  'yarn',
  'export',
  'factory',
  'workers',
  'training',
  'energy',
  'recycled',
  'quality',
  'design',
  'sample',
  'capacity',
  'machines',
  'certified',
  'audit',
  'dairy',
  'football',
  'news',
  'video',
  'magazine',
  'chairman',
  'history',
  'awards',
  'community',
];
/** Every query of the run is new: word pairs in order, then triples. */
function* queries() {
  for (const a of WORDS) for (const b of WORDS) if (a !== b) yield `${a} ${b}`;
  for (const a of WORDS) for (const b of WORDS) for (const c of WORDS) yield `${a} ${b} ${c}`;
}
const fresh = queries();

const round = (n) => Math.round(n);
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
function summary(ms) {
  const sorted = [...ms].sort((a, b) => a - b);
  return {
    p50: round(quantile(sorted, 0.5)),
    p95: round(quantile(sorted, 0.95)),
    max: round(sorted.at(-1)),
  };
}

async function timed(url) {
  const t = performance.now();
  try {
    const response = await fetch(url);
    const body = await response.text();
    return { status: response.status, busy: body.includes(BUSY_TEXT), ms: performance.now() - t };
  } catch (error) {
    return {
      status: `error ${error.cause?.code ?? error.message}`,
      busy: false,
      ms: performance.now() - t,
    };
  }
}

async function homeAlone(base) {
  const ms = [];
  for (let i = 0; i < HOME_REQUESTS; i++) ms.push((await timed(`${base}/`)).ms);
  return summary(ms);
}

/** `/` one at a time while `width` new searches are kept in flight. */
async function homeDuringStorm(base, width) {
  let stopping = false;
  const searches = [];
  const lane = async () => {
    while (!stopping) {
      const q = fresh.next().value;
      searches.push(await timed(`${base}/search?q=${encodeURIComponent(q)}`));
    }
  };
  const lanes = Array.from({ length: width }, lane);
  // The storm under way first: `/` is measured while every lane has a search in flight.
  while (searches.length < width) await new Promise((r) => setTimeout(r, 20));
  const home = [];
  for (let i = 0; i < HOME_REQUESTS; i++) home.push((await timed(`${base}/`)).ms);
  stopping = true;
  await Promise.all(lanes);
  const statuses = {};
  for (const s of searches) {
    const key = s.busy ? `${s.status} busy` : String(s.status);
    statuses[key] = (statuses[key] ?? 0) + 1;
  }
  const answered = searches.filter((s) => s.status === 200 && !s.busy).map((s) => s.ms);
  return {
    home: summary(home),
    searches: searches.length,
    statuses,
    answered: answered.length ? summary(answered) : null,
  };
}

async function measure(env, name) {
  const { server, base } = await serve(env, name);
  // Warm: the home page's first render, and one search's.
  for (let i = 0; i < 5; i++) await timed(`${base}/`);
  await timed(`${base}/search?q=${encodeURIComponent(fresh.next().value)}`);
  const result = { alone: await homeAlone(base) };
  for (const width of STORMS) result[width] = await homeDuringStorm(base, width);
  result.aloneAfter = await homeAlone(base);
  await stop(server);
  return result;
}

const loadStart = os.loadavg().map((n) => n.toFixed(2));
console.log(
  `load average at start: ${loadStart.join(' ')} (${os.cpus().length} cores), ${new Date().toISOString()}`,
);
try {
  state.tempDir = mkdtempSync(path.join(os.tmpdir(), 'masco-bench-storm-'));
  // Many searches from one address: the per-client limit is not what is measured.
  const env = {
    PGLITE_DATA_DIR: path.join(state.tempDir, 'pglite'),
    SEARCH_RATE_LIMIT: '1000000',
  };
  console.log('a store of its own: first start (migrations, seed)');
  await stop((await serve(env, 'seeding server')).server);
  const runs = {
    'before (no bound)': await measure({ ...env, SEARCH_CONCURRENCY: '0' }, 'before'),
    'after (the bound)': await measure(env, 'after'),
  };
  console.log(
    `\nload average at end: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  console.log('\n`/`, one request at a time (ms: p50 / p95 / max)\n');
  console.log('| run | alone | 20 new searches | 50 new searches | alone again |');
  console.log('|---|---|---|---|---|');
  const cell = (s) => `${s.p50} / ${s.p95} / ${s.max}`;
  for (const [name, r] of Object.entries(runs))
    console.log(
      `| ${name} | ${cell(r.alone)} | ${cell(r[20].home)} | ${cell(r[50].home)} | ${cell(r.aloneAfter)} |`,
    );
  console.log('\nthe searches meanwhile (answered with results: ms p50 / p95 / max)\n');
  console.log('| run | storm | searches | statuses | answered |');
  console.log('|---|---|---|---|---|');
  for (const [name, r] of Object.entries(runs))
    for (const width of STORMS)
      console.log(
        `| ${name} | ${width} | ${r[width].searches} | ${Object.entries(r[width].statuses)
          .map(([k, v]) => `${k}: ${v}`)
          .join(', ')} | ${r[width].answered ? cell(r[width].answered) : '-'} |`,
      );
} finally {
  await stopAll();
}
process.exit(0);
