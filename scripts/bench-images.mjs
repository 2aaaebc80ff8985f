// `npm run bench:images`: what made-up image addresses cost the other visitors
// (issue 43). A server of the build (this checkout's, or BENCH_DIR's: another
// checkout with a build, to compare) on a PGlite store of its own; /knitting's
// latency alone, then while 4 clients ask the image optimiser for one demo
// picture under a new query string each time (`?v=<n>`, the probe's request) and
// under new spellings of its path (`./`, `//`). Counts the resized copies the
// optimiser wrote to disk meanwhile (.next/cache/images) and the answers by status.
// BENCH_SECONDS: the length of the loaded run (10).
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, startNext, treeRssKb, waitUntilUp } from './next-server.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const dir = path.resolve(process.env.BENCH_DIR || process.cwd());
const imageCache = path.join(dir, '.next/cache/images');

const countFiles = (folder) => {
  try {
    return readdirSync(folder, { recursive: true }).length;
  } catch {
    return 0;
  }
};

const run = (options) =>
  new Promise((resolve, reject) =>
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result))),
  );

/** A fresh spelling of one picture per request: a query, then ./ and // in turn. */
let n = 0;
const madeUp = () => {
  n += 1;
  const url = [
    `/demo/news/news-08.webp?v=${n}`,
    `/demo/news/./news-08.webp?v=${n}`,
    `/demo//news/news-08.webp?v=${n}`,
  ][n % 3];
  return `/_next/image?url=${encodeURIComponent(url)}&w=1920&q=75`;
};

const port = await freePort();
const data = mkdtempSync(path.join(os.tmpdir(), 'bench-images-'));
const server = startNext({
  port,
  dir: process.env.BENCH_DIR ? dir : undefined,
  env: { PGLITE_DATA_DIR: path.join(data, 'pglite'), REVALIDATE_SECRET: 'bench-secret-of-this-bench-server-0123456789' },
});
const base = `http://127.0.0.1:${port}`;
try {
  await waitUntilUp(`${base}/api/health`);
  // Warm: the page cached, the clean picture resized once.
  for (let i = 0; i < 20; i++) await fetch(`${base}/knitting`).then((r) => r.arrayBuffer());
  await fetch(`${base}/_next/image?url=%2Fdemo%2Fnews%2Fnews-08.webp&w=1920&q=75`);
  const page = { url: `${base}/knitting`, connections: 2, duration: 5 };
  const idle = await run(page);
  const before = countFiles(imageCache);
  const rssBefore = treeRssKb(server.pid);
  const statuses = {};
  const [loaded, images] = await Promise.all([
    run({ ...page, duration: SECONDS }),
    run({
      url: base,
      connections: 4,
      duration: SECONDS,
      requests: [{ setupRequest: (request) => ({ ...request, path: madeUp() }) }],
    }).then((result) => {
      for (const [code, count] of Object.entries(result.statusCodeStats ?? {}))
        statuses[code] = count.count;
      return result;
    }),
  ]);
  const resized = countFiles(imageCache) - before;
  const tail = (result) => result.latency.p97_5;
  console.log(`Build: ${dir}`);
  console.log(`/knitting alone:        p50 ${idle.latency.p50} ms, p97.5 ${tail(idle)} ms`);
  console.log(
    `/knitting with images:  p50 ${loaded.latency.p50} ms, p97.5 ${tail(loaded)} ms (${(tail(loaded) / Math.max(1, tail(idle))).toFixed(1)}x)`,
  );
  console.log(
    `made-up image requests: ${images.requests.total} in ${SECONDS} s, by status ${JSON.stringify(statuses)}`,
  );
  console.log(`resized copies written: ${resized}`);
  console.log(
    `server RSS: ${Math.round(rssBefore / 1024)} MB before, ${Math.round(treeRssKb(server.pid) / 1024)} MB after`,
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(data, { recursive: true, force: true });
}
