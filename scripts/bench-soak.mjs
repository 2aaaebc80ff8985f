// `npm run bench:soak`: the server's memory under a long mixed load (issue 48).
// Starts `next start` on the embedded store as `npm run bench` does, then for
// SOAK_SECONDS (600 by default) keeps SOAK_CONNECTIONS requests in flight, each
// picked at random: every page of the sitemap in both languages, search result
// pages for ever new queries, made-up addresses (404), content API reads, and
// contact and newsletter posts. Prints the memory breakdown (GET /api/memory and
// the process tree's RSS) idle after start, every minute, and 5 s after the load.
// With SOAK_BASE=http://… (and SOAK_PID, the server's process id, for its RSS) it
// loads a server already running, whose REVALIDATE_SECRET is SOAK_SECRET
// ("bench-secret" by default).
import { startNext, treeRssKb, waitUntilUp } from './next-server.mjs';
import { freePort } from './lib/bench-support.mjs';
import { breakdownLine, memoryBreakdown } from './lib/bench-memory.mjs';
import { formClient } from './lib/bench-forms.mjs';

/** Issue 48: the server's RSS idle after start, and after a load, in MB. */
const RSS_BUDGET_MB = { idle: 400, afterLoad: 450 };
const SECONDS = Number(process.env.SOAK_SECONDS || 600);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS || 8);
const SECRET = process.env.SOAK_SECRET || 'bench-secret-of-this-bench-server-0123456789';
const ACCEPT = { 'accept-encoding': 'gzip, deflate, br, zstd' };

let base = process.env.SOAK_BASE;
let server;
if (!base) {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = startNext({
    port,
    env: {
      PGLITE_DATA_DIR: process.env.PGLITE_DATA_DIR || '.data/bench-pglite',
      REVALIDATE_SECRET: SECRET,
      FORM_RATE_LIMIT: '100000',
    },
  });
  process.on('exit', () => server.kill('SIGTERM'));
}
await waitUntilUp(`${base}/api/posts/categories`);
const pid = server?.pid ?? Number(process.env.SOAK_PID);
const rssKb = () => (pid ? treeRssKb(pid) : 0);
const report = async (when, budget = RSS_BUDGET_MB.afterLoad) =>
  console.log(breakdownLine(when, await memoryBreakdown(base, SECRET, rssKb()), budget));

await report('idle after start', RSS_BUDGET_MB.idle);

// Every public page in both languages, from the sitemap.
const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
const pages = [
  ...new Set(
    [...sitemap.matchAll(/<loc>([^<]+)<\/loc>|href="([^"]+)"/g)].map(
      (m) => new URL(m[1] ?? m[2]).pathname,
    ),
  ),
];
const withBangla = [
  ...new Set(pages.flatMap((p) => (p.startsWith('/bn') ? [p] : [p, `/bn${p === '/' ? '' : p}`]))),
];
console.log(`${withBangla.length} pages from the sitemap, both languages`);

const words = [
  'knitting',
  'dyeing',
  'cotton',
  'sustainability',
  'school',
  'yarn',
  'career',
  'নিট',
  'সুতা',
];
const pick = (list) => list[Math.floor(Math.random() * list.length)];
let serial = 0;
const post = await formClient(base);

/** One request of the mix; its status. */
async function one() {
  const n = ++serial;
  const roll = Math.random();
  let answer;
  if (roll < 0.6) answer = await fetch(base + pick(withBangla), { headers: ACCEPT });
  else if (roll < 0.75)
    answer = await fetch(
      `${base}${Math.random() < 0.5 ? '' : '/bn'}/search?q=${encodeURIComponent(`${pick(words)} ${n % 2000}`)}`,
      { headers: ACCEPT },
    );
  else if (roll < 0.85)
    answer = await fetch(`${base}/${pick(['blogs/details', 'knitting', 'no-such'])}/made-up-${n}`);
  else if (roll < 0.93)
    answer = await fetch(
      `${base}/api/${pick(['apparel/knitting', 'posts/categories', 'posts/get-blogs?per_page=3'])}`,
    );
  else if (roll < 0.97)
    answer = await post('/api/store/contact-us', {
      name: `Soak ${n}`,
      phone: '+8801700000000',
      email: `soak-${n}@example.com`,
      subject: 'Soak',
      note: 'A message of the long mixed load.',
    });
  else answer = await post('/api/store/subscribers', { email: `soak-${n}@example.com` });
  await answer.arrayBuffer();
  return answer.status;
}

const statuses = new Map();
const until = Date.now() + SECONDS * 1000;
let nextReport = Date.now() + 60_000;
let minute = 0;
await Promise.all(
  Array.from({ length: CONNECTIONS }, async () => {
    while (Date.now() < until) {
      let status;
      try {
        status = await one();
      } catch {
        status = 'error';
      }
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (Date.now() >= nextReport) {
        nextReport += 60_000;
        await report(`after ${++minute} min`);
      }
    }
  }),
);
console.log(`${serial} requests: ${[...statuses].map(([s, c]) => `${s} × ${c}`).join(', ')}`);
await new Promise((r) => setTimeout(r, 5000));
await report(`after the load (${Math.round(SECONDS / 60)} min) and 5 s idle`);
process.exit(0);
