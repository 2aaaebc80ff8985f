// `npm run bench`'s other control (issue 28): nginx (one worker, as Debian ships
// it, gzip at its default level 1, per request) serving each page's HTML as a
// file: what the bytes alone cost to send.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../next-server.mjs';
import { startNginx } from './nginx.mjs';

/** `{ "<route name> <connections>": { rps, p99 } }` for each page of `pages` ([name, path]). */
export async function nginxControl(base, pages, { seconds, connections, headers }) {
  const runs = {};
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-html-'));
  for (const [i, [, route]] of pages.entries())
    writeFileSync(path.join(dir, `page-${i}.html`), await (await fetch(base + route)).text());
  const nginxPort = await freePort();
  const nginx = await startNginx(
    `server { listen 127.0.0.1:${nginxPort}; root ${dir}; gzip on; gzip_types text/html; }`,
  );
  try {
    for (const [i, [name]] of pages.entries()) {
      for (const conns of connections) {
        const r = await autocannon({
          url: `${nginx.url}/page-${i}.html`,
          connections: conns,
          duration: seconds,
          pipelining: 1,
          headers,
        });
        runs[`${name} ${conns}`] = { rps: Math.round(r.requests.average), p99: r.latency.p99 };
        console.log(
          `${`nginx, ${name}`.padEnd(22)} ${String(conns).padStart(3)} conns  ${String(Math.round(r.requests.average)).padStart(6)} req/s  p99 ${r.latency.p99} ms`,
        );
      }
    }
  } finally {
    await nginx.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  return runs;
}
