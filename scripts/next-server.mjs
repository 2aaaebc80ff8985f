// `next start` for the measuring scripts (bench, audit and its bare-page control):
// a free loopback port, the server as a child process, and a wait until it answers.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const nextBin = path.join(process.cwd(), 'node_modules/next/dist/bin/next');

// The free port is the measuring scripts' shared one (scripts/lib/bench-support.mjs).
export { freePort } from './lib/bench-support.mjs';

/**
 * Serves a production build on 127.0.0.1:port (the project's, or the one in dir)
 * with env added to this process's; returns the child process.
 */
export function startNext({ port, dir, env = {}, stdio = ['ignore', 'ignore', 'inherit'] }) {
  const args = [nextBin, 'start', ...(dir ? [dir] : []), '-p', String(port), '-H', '127.0.0.1'];
  return spawn(process.execPath, args, {
    env: { ...process.env, NODE_ENV: 'production', ...env },
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
