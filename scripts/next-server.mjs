// `next start` for the measuring scripts (bench, audit and its bare-page control):
// a free loopback port, the server as a child process, and a wait until it answers.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const nextBin = path.join(process.cwd(), 'node_modules/next/dist/bin/next');

/**
 * How the site's server is started everywhere it runs for real: `npm start`,
 * `npm run serve`, the systemd unit and the measuring scripts (test/deploy.test.ts
 * holds them to these). Issue 48, measured under a load like `npm run bench`'s:
 * - V8's old space held to 384 MB: by default V8 let the heap grow to 343 MB under
 *   the bench's load, most of it garbage (RSS 634 MB after it). Held to 192 MB the
 *   same load left 412 to 417 MB of RSS, but the end-to-end run, every page of both
 *   languages and every editing test on one server, reached 186 MB live after 8
 *   minutes and the server died out of memory: 384 MB is twice that;
 * - next.config.ts read with Node's own type stripping: otherwise `next start` loads
 *   SWC's 100 MB native compiler only to read the config (23 to 27 MB of RSS).
 */
export const SERVER_NODE_FLAGS = ['--max-old-space-size=384'];
export const START_FLAGS = ['--experimental-next-config-strip-types'];

/**
 * glibc's allocator held to two arenas, and every block of 64 kB or more mapped on
 * its own (returned to the system when freed), which glibc reads from the
 * environment at start. Issue 48: after `npm run bench:soak`'s ten minutes the JS
 * heap and its buffers were alike with and without (heap snapshots at 5 and 9
 * minutes differed by 2 MB: nothing grows there); what grew was the allocator's
 * retained memory, freed but kept per thread (the compression on Node's thread
 * pool among them): side by side, 507 MB of RSS as it was, 465 with two arenas,
 * 443 with both.
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '65536' };

/**
 * The arguments of `node` that serve the project's build on 127.0.0.1:port as
 * production does: the measuring scripts and every server the end-to-end tests start.
 */
export const serverArgs = (port) => [
  ...SERVER_NODE_FLAGS,
  'node_modules/next/dist/bin/next',
  'start',
  ...START_FLAGS,
  '-p',
  String(port),
  '-H',
  '127.0.0.1',
];

// The free port is the measuring scripts' shared one (scripts/lib/bench-support.mjs).
export { freePort } from './lib/bench-support.mjs';

/**
 * Serves a production build on 127.0.0.1:port (the project's, or the one in dir)
 * with env added to this process's; returns the child process.
 */
export function startNext({ port, dir, env = {}, stdio = ['ignore', 'ignore', 'inherit'] }) {
  // The bare page (dir) is Next as it comes; the site runs as it does in production.
  const args = dir
    ? [nextBin, 'start', dir, '-p', String(port), '-H', '127.0.0.1']
    : serverArgs(port);
  return spawn(process.execPath, args, {
    env: { ...process.env, NODE_ENV: 'production', ...(dir ? {} : SERVER_ENV), ...env },
    stdio,
  });
}

/** Resolves once url answers 2xx; throws after 60 s. */
export async function waitUntilUp(url) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within 60 s`);
}

/** Resident memory of a process and all its descendants, in kB (Linux /proc). */
export function treeRssKb(pid) {
  let total = 0;
  const visit = (p) => {
    try {
      const status = readFileSync(`/proc/${p}/status`, 'utf8');
      total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      for (const task of readdirSync(`/proc/${p}/task`)) {
        const children = readFileSync(`/proc/${p}/task/${task}/children`, 'utf8').trim();
        for (const child of children ? children.split(/\s+/) : []) visit(child);
      }
    } catch {
      // process gone
    }
  };
  visit(pid);
  return total;
}
