// `npm run bench:files`: what GETs of a large upload cost everyone else.
// 1. A store of its own (PGlite, in a temp directory): `next start` migrates and
//    seeds it and is stopped; PGlite opened here adds one 10 MB PDF (incompressible
//    bytes, as a PDF's streams are) as the editing area stores an upload.
// 2. The server again on that store, with a file copy folder of its own
//    (FILE_CACHE_DIR) that starts empty, so the first GET reads the store.
// 3. /api/health (no I/O) asked one request at a time for BENCH_SECONDS idle, then
//    for BENCH_SECONDS while 4 clients fetch the file with a new query string each
//    request (autocannon, in a process of its own), twice over: the
//    first round includes the first GET of the file, the second does not. Its p95
//    under load against its idle p95 is the figure (the goal: at most 3 times), and
//    the server's RSS (its process tree) before, at its peak and after each round
//    says whether memory grows with the number of file requests. The server's CPU
//    per file GET is its CPU time in the round, less what the probes alone cost it
//    while idle, over the GETs; the machine's load average is printed beside, since
//    other work on the machine moves these figures more than anything else.
// Loopback only. Writes reports/bench-files.md and .json. Needs a build.
// BENCH_SECONDS: the length of each phase (10). Exits 1 when the goal is missed.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';

const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const CLIENTS = 4;
const FILE_BYTES = 10 * 1024 * 1024;
const GOAL_RATIO = 3;

if (process.argv[2] === '--load') {
  // The load, in a process of its own: CLIENTS connections, each request the file
  // under a query string never seen. (Not a worker thread: autocannon inside one
  // reports to its parent as one of its own workers.)
  const workerData = JSON.parse(process.argv[3]);
  let n = 0;
  const result = await autocannon({
    url: workerData.url,
    connections: workerData.connections,
    duration: workerData.seconds,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: `${workerData.path}?${++n}` }),
      },
    ],
  });
  process.stdout.write(
    JSON.stringify({
      requests: result.requests.total,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      bytes: result.throughput.total,
      latencyP50: result.latency.p50,
      latencyP99: result.latency.p99,
    }),
  );
} else {
  await main();
}

async function main() {
  const { startNext, freePort, treeRssKb, waitUntilUp } = await import('./next-server.mjs');
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  if (!existsSync('.next/BUILD_ID')) {
    console.error('No production build: run `npm run build` first.');
    process.exit(1);
  }
  const temp = mkdtempSync(path.join(tmpdir(), 'bench-files-'));
  const dataDir = path.join(temp, 'pglite');
  const env = {
    PGLITE_DATA_DIR: dataDir,
    FILE_CACHE_DIR: path.join(temp, 'file-cache'),
    REVALIDATE_SECRET: 'bench-secret-of-this-bench-server-0123456789',
  };
  let server;
  const stopServer = async () => {
    if (!server || server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  };
  process.on('exit', () => {
    if (server && server.exitCode === null) server.kill('SIGKILL');
    rmSync(temp, { recursive: true, force: true });
  });

  // 1. The store, migrated and seeded by the server, then the file added here.
  let port = await freePort();
  server = startNext({ port, env });
  await waitUntilUp(`http://127.0.0.1:${port}/api/posts/categories`);
  await stopServer();
  const bytes = Buffer.alloc(FILE_BYTES);
  let state = 0x9e3779b9;
  for (let i = 0; i < FILE_BYTES; i += 4) {
    // xorshift32: the same bytes every run, and nothing a compressor can shrink.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    bytes.writeUInt32LE(state >>> 0, i);
  }
  Buffer.from('%PDF-1.7\n').copy(bytes);
  const hash = createHash('sha256').update(bytes).digest('hex');
  const lock = `${dataDir}.lock`;
  writeFileSync(lock, String(process.pid), { flag: 'wx' });
  const db = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  await db.query(
    `insert into files (hash, name, mime, size, alt, bytes, created_by)
     values ($1, 'catalogue.pdf', 'application/pdf', $2, '', $3, 'bench') on conflict do nothing`,
    [hash, FILE_BYTES, bytes],
  );
  await db.close();
  rmSync(lock, { force: true });
  const filePath = `/files/${hash}/catalogue.pdf`;

  // 2. The server on it.
  port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  server = startNext({ port, env });
  await waitUntilUp(`${base}/api/posts/categories`);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const healthOnce = () =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      http
        .get(`${base}/api/health`, { agent }, (response) => {
          response.resume();
          response.on('end', () =>
            response.statusCode === 200
              ? resolve(performance.now() - started)
              : reject(new Error(`/api/health answered ${response.statusCode}`)),
          );
        })
        .on('error', reject);
    });
  /** /api/health one request at a time until `until` resolves (or for `seconds`). */
  async function probe({ seconds, until }) {
    const latencies = [];
    let done = false;
    const end = until ?? new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    void end.then(() => (done = true));
    while (!done) {
      latencies.push(await healthOnce());
      // About 50 probes a second: a visitor's pace, not a load of its own.
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return latencies;
  }
  const percentile = (values, p) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  };
  const summary = (latencies) => ({
    probes: latencies.length,
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    max: round(Math.max(...latencies)),
  });
  const round = (ms) => Math.round(ms * 100) / 100;
  let peakKb = 0;
  const sampler = setInterval(() => (peakKb = Math.max(peakKb, treeRssKb(server.pid))), 100);
  const mb = (kb) => Math.round(kb / 1024);
  /** CPU time the server's process has used, in ms (Linux /proc, clock ticks of 10 ms). */
  const cpuMs = () => {
    const fields = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  };

  // Warm: the health route compiled and answered, a page rendered once.
  for (let i = 0; i < 50; i++) await healthOnce();
  await (await fetch(`${base}/knitting`)).arrayBuffer();
  await new Promise((resolve) => setTimeout(resolve, 1000));

  const idleLoad = loadavg()[0];
  const idleCpuBefore = cpuMs();
  const idleStarted = performance.now();
  const idle = summary(await probe({ seconds: SECONDS }));
  // The server's own CPU while only the probes ask: taken off each round's, so that
  // "CPU per file GET" is the files' alone.
  const idleCpuPerMs = (cpuMs() - idleCpuBefore) / (performance.now() - idleStarted);
  const rssBeforeKb = treeRssKb(server.pid);
  const rounds = [];
  for (const name of ['first', 'second']) {
    peakKb = treeRssKb(server.pid);
    const cpuBefore = cpuMs();
    const roundLoad = loadavg()[0];
    const roundStarted = performance.now();
    const loader = spawn(
      process.execPath,
      [
        new URL(import.meta.url).pathname,
        '--load',
        JSON.stringify({ url: base, path: filePath, connections: CLIENTS, seconds: SECONDS }),
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    loader.stdout.on('data', (chunk) => (output += chunk));
    const loaded = new Promise((resolve, reject) =>
      loader.once('exit', (code) =>
        code === 0 ? resolve(JSON.parse(output)) : reject(new Error(`the load exited ${code}`)),
      ),
    );
    const latencies = await probe({ until: loaded });
    const load = await loaded;
    const cpu = cpuMs() - cpuBefore - idleCpuPerMs * (performance.now() - roundStarted);
    const peak = peakKb;
    await new Promise((resolve) => setTimeout(resolve, 2000));
    rounds.push({
      round: name,
      health: summary(latencies),
      ratio: round(percentile(latencies, 95) / idle.p95),
      fileRequests: load.requests,
      // 0 when the difference is within the noise of the idle rate.
      serverCpuMsPerFile: Math.max(0, Math.round(cpu / Math.max(1, load.requests))),
      loadAverage: Math.round(roundLoad * 10) / 10,
      fileNon2xx: load.non2xx,
      fileErrors: load.errors + load.timeouts,
      fileMBps: Math.round(load.bytes / 1024 / 1024 / SECONDS),
      fileLatencyP50: load.latencyP50,
      fileLatencyP99: load.latencyP99,
      rssPeakMb: mb(peak),
      rssAfterMb: mb(treeRssKb(server.pid)),
    });
  }
  clearInterval(sampler);

  // The file as served is the file stored.
  const served = Buffer.from(await (await fetch(`${base}${filePath}?check`)).arrayBuffer());
  const intact = served.equals(bytes);
  await stopServer();

  const report = {
    when: new Date().toISOString(),
    seconds: SECONDS,
    clients: CLIENTS,
    fileBytes: FILE_BYTES,
    idle,
    idleLoadAverage: Math.round(idleLoad * 10) / 10,
    rssBeforeMb: mb(rssBeforeKb),
    rounds,
    intact,
    goal: `p95 of /api/health under load at most ${GOAL_RATIO}x idle`,
    met: intact && rounds.every((r) => r.ratio <= GOAL_RATIO && r.fileNon2xx === 0),
  };
  const lines = [
    `# Large file GETs against /api/health (${report.when})`,
    '',
    `${CLIENTS} clients fetching a ${FILE_BYTES / 1024 / 1024} MB upload with a new query string each request, ${SECONDS} s a round; /api/health one request at a time throughout.`,
    '',
    `Idle: /api/health p50 ${idle.p50} ms, p95 ${idle.p95} ms, p99 ${idle.p99} ms, max ${idle.max} ms (${idle.probes} probes); server RSS ${report.rssBeforeMb} MB; machine load average ${report.idleLoadAverage}.`,
    '',
    '| round | health p50 | health p95 | p95 / idle | health max | file GETs (non-2xx) | server CPU per file GET | file MB/s | file p50 / p99 | RSS peak | RSS after | load average |',
    '| ----- | ---------: | ---------: | ---------: | ---------: | ------------------: | ----------------------: | --------: | -------------: | -------: | --------: | -----------: |',
    ...rounds.map(
      (r) =>
        `| ${r.round} | ${r.health.p50} ms | ${r.health.p95} ms | ${r.ratio} | ${r.health.max} ms | ${r.fileRequests} (${r.fileNon2xx}) | ${r.serverCpuMsPerFile} ms | ${r.fileMBps} | ${r.fileLatencyP50} / ${r.fileLatencyP99} ms | ${r.rssPeakMb} MB | ${r.rssAfterMb} MB | ${r.loadAverage} |`,
    ),
    '',
    `The file as served is the file stored: ${intact ? 'yes' : 'NO'}. Goal (${report.goal}): ${report.met ? 'met' : 'MISSED'}.`,
    '',
  ];
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/bench-files.md', lines.join('\n'));
  writeFileSync('reports/bench-files.json', JSON.stringify(report, null, 2));
  console.log(lines.join('\n'));
  process.exit(report.met ? 0 : 1);
}
