// `npm run bench:search-engine`: one search's time in process, on the demo store
// (PGlite with the real migrations, the seed and the site's pages), the English
// queries on the English engine and the Bangla judged queries on /bn/search's, in
// turn, ROUNDS times each after a warm-up. Run it with `npx tsx --conditions=react-server`
// (the engines are server-only modules). BENCH_ENGINE_ROUNDS (20) sets the rounds.
// It measures the engine alone, not the page. BENCH_ENGINE_BEFORE=<an older checkout>
// runs that checkout's store engine too, on the same store, each query by both in
// turn (an older engine searches only the English columns, which are unchanged).
// Then again with bench:search's generated rows added (1,000 articles, 300 news items,
// 100 job posts: scripts/bench-search/rows.mjs), the store issue 46 sets its goal on
// (new searches under 50 ms at p95 at 1,400 documents); BENCH_ENGINE_ROWS=0 skips it.
import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { insertAll, rowCount, rowsFor } from './bench-search/rows.mjs';

const root = process.cwd();
const load = (file) => import(path.join(root, file));
const schema = await load('lib/store/schema.ts');
const { seed } = await load('lib/store/seed/index.ts');
const { storeEngine } = await load('lib/search/store-engine.ts');
const { indexSitePages } = await load('lib/search/store-pages.ts');
const { sitePageDocuments } = await load('lib/search/site-pages.ts');
const { parseQuery } = await load('lib/search/query.ts');
const { JUDGED_QUERIES } = await load('lib/search/judged-queries.ts');
// The Bangla set is in this checkout's; an older one may not have it.
const { JUDGED_QUERIES_BN } = await import(
  path.join(import.meta.dirname, '../lib/search/judged-queries-bn.ts')
);

const beforeDir = process.env.BENCH_ENGINE_BEFORE;
const before = beforeDir
  ? (await import(path.join(beforeDir, 'lib/search/store-engine.ts'))).storeEngine
  : null;
const rounds = Number(process.env.BENCH_ENGINE_ROUNDS || 20);
const dir = mkdtempSync(path.join(tmpdir(), 'bench-engine-'));
const lite = await PGlite.create(path.join(dir, 'data'), { extensions: { pg_trgm } });
try {
  const client = drizzle(lite, { schema });
  await migrate(client, { migrationsFolder: path.join(root, 'lib/store/migrations') });
  await seed(client);
  await indexSitePages(client, sitePageDocuments());
  const engines = (make) => ({ en: make(client, 'en'), bn: make(client, 'bn') });
  const runs = { after: engines(storeEngine), ...(before && { before: engines(before) }) };
  const queries = { en: JUDGED_QUERIES.map((j) => j.q), bn: JUDGED_QUERIES_BN.map((j) => j.q) };
  const at = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
  const measure = async (store) => {
    const times = {};
    const found = {};
    for (let round = -1; round < rounds; round++) {
      for (const lang of ['en', 'bn']) {
        for (const q of queries[lang]) {
          for (const [name, engine] of Object.entries(runs)) {
            const started = performance.now();
            const results = await engine[lang].search(parseQuery(q), null, 1);
            const ms = performance.now() - started;
            // The first round warms the caches and the planner: not counted.
            if (round < 0) continue;
            const key = `${name} ${lang}`;
            (times[key] ??= []).push(ms);
            found[key] ??= 0;
            if (round === 0 && results.hits.length > 0) found[key] += 1;
          }
        }
      }
    }
    const documents = (await lite.query('SELECT count(*)::int AS n FROM search_documents')).rows[0]
      .n;
    console.log(`${store}: ${documents} documents in search_documents`);
    for (const [key, list] of Object.entries(times)) {
      const sorted = [...list].sort((a, b) => a - b);
      const lang = key.split(' ')[1];
      console.log(
        `  ${key}: ${queries[lang].length} queries × ${rounds}, ${found[key]} finding something; ` +
          `p50 ${at(sorted, 0.5).toFixed(1)} ms, p95 ${at(sorted, 0.95).toFixed(1)} ms, ` +
          `mean ${(sorted.reduce((a, b) => a + b, 0) / sorted.length).toFixed(1)} ms`,
      );
    }
  };
  const loadavg = () =>
    os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ');
  console.log(`load average at start: ${loadavg()} (${os.cpus().length} cores)`);
  await measure('the demo store');
  if (process.env.BENCH_ENGINE_ROWS !== '0') {
    const rows = await rowsFor(lite);
    await insertAll(lite, rows, { triggers: 'all', commit: true });
    // As the server does when it opens its store (PGlite runs no autovacuum).
    await lite.exec('ANALYZE');
    await measure(`the demo store and ${rowCount(rows).toLocaleString('en')} generated rows`);
  }
  console.log(`load average at end: ${loadavg()}`);
} finally {
  await lite.close();
  rmSync(dir, { recursive: true, force: true });
}
