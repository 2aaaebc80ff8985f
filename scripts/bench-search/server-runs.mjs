// bench-search's runs against a server: warm-up, the requests one at a time (and
// beside the control), under load; and the upstream mode against the contract server.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { treeRssKb, waitUntilUp } from '../next-server.mjs';
import {
  CONNECTIONS,
  ENDPOINTS,
  QUERIES,
  SECONDS,
  SEQUENTIAL,
  get,
  loaded,
  sequential,
  sideBySide,
  warm,
} from './measure.mjs';
import { port, serve, state, stop, tracked } from './processes.mjs';
import { fmtLoad, fmtSeq } from './report.mjs';

export const mb = (kb) => Math.round(kb / 1024);

/** Errors the server logged (a failing search answers 200 with "unavailable"). */
const loggedErrors = (server) =>
  server.output.split('\n').filter((line) => line.includes('"level":"error"'));

export async function benchServer(base, server, { withLoad }) {
  const t = performance.now();
  await warm(base);
  const out = { warmMs: Math.round(performance.now() - t), sequential: {} };
  await new Promise((r) => setTimeout(r, 500));
  out.rssAfterWarmMb = mb(treeRssKb(server.pid));
  console.log(`  warm-up ${out.warmMs} ms; server RSS after warm-up ${out.rssAfterWarmMb} MB`);
  console.log(`  one request at a time, ${SEQUENTIAL} requests each:`);
  for (const endpoint of ENDPOINTS) {
    out.sequential[endpoint.key] = await sequential(base, endpoint);
    console.log(`    ${endpoint.name.padEnd(26)} ${fmtSeq(out.sequential[endpoint.key])}`);
  }
  const [search, control] = ['search', 'page'].map((key) => ENDPOINTS.find((e) => e.key === key));
  out.sideBySide = await sideBySide(base, search, control);
  const side = out.sideBySide;
  console.log(
    `  side by side, in turn: ${search.name} p95 ${side.endpoint.p95} ms, ${control.name} (the control) p95 ${side.control.p95} ms: the search's own share ${side.p95Difference} ms`,
  );
  if (withLoad) {
    out.load = {};
    let peakKb = 0;
    const sampler = setInterval(() => (peakKb = Math.max(peakKb, treeRssKb(server.pid))), 200);
    console.log(`  autocannon, ${CONNECTIONS} connections, ${SECONDS} s each:`);
    for (const endpoint of ENDPOINTS.filter((e) => !e.once)) {
      out.load[endpoint.key] = await loaded(base, endpoint);
      console.log(`    ${endpoint.name.padEnd(26)} ${fmtLoad(out.load[endpoint.key])}`);
    }
    clearInterval(sampler);
    out.rssPeakUnderLoadMb = mb(peakKb);
    console.log(`  server RSS peak under load ${out.rssPeakUnderLoadMb} MB`);
  }
  const errors = loggedErrors(server);
  if (errors.length)
    console.log(`  the server logged ${errors.length} errors, the first: ${errors[0]}`);
  out.loggedErrors = errors.length;
  return out;
}

export async function upstream(env) {
  const contractPort = await port();
  const contract = tracked(
    spawn(process.execPath, ['e2e/support/contract-server.mjs'], {
      env: { ...process.env, CONTRACT_PORT: String(contractPort) },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
    'contract server',
  );
  try {
    await waitUntilUp(`http://127.0.0.1:${contractPort}/__health`);
    const { server, base, upMs } = await serve(
      {
        ...env,
        PGLITE_DATA_DIR: path.join(state.tempDir, 'upstream-pglite'),
        CONTENT_API_URL: `http://127.0.0.1:${contractPort}`,
      },
      'upstream server',
    );
    console.log(`  up in ${upMs} ms`);
    await get(base, '/search'); // the page's code, without a search
    const first = await get(base, ENDPOINTS[0].toPath(QUERIES[0]));
    const second = await get(base, ENDPOINTS[0].toPath(QUERIES[0]));
    const built = /"event":"search\.index_built"[^\n]*/.exec(server.output)?.[0] ?? '';
    const out = {
      firstSearchMs: Math.round(first.ms),
      secondSearchMs: Math.round(second.ms),
      documents: Number(/"documents":(\d+)/.exec(built)?.[1]),
      buildMs: Number(/"ms":(\d+)/.exec(built)?.[1]),
    };
    console.log(
      `  first search ${out.firstSearchMs} ms (an index of ${out.documents} documents, built in ${out.buildMs} ms), the same search again ${out.secondSearchMs} ms`,
    );
    Object.assign(out, await benchServer(base, server, { withLoad: true }));
    await stop(server);
    return out;
  } finally {
    await stop(contract);
  }
}
