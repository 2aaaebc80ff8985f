// bench-search's processes: the servers it starts (on ports 4700-4720, or from
// BENCH_SEARCH_PORT_BASE), waiting for
// a build, and stopping everything (and removing its temporary directory) however it ends.
import { existsSync, readFileSync, readdirSync, realpathSync, rmSync } from 'node:fs';
import { portsIn } from '../lib/bench-support.mjs';
import { startNext, waitUntilUp } from '../next-server.mjs';

/** The first of the 21 ports set aside for the run (BENCH_SEARCH_PORT_BASE, 4700). */
const base = Number(process.env.BENCH_SEARCH_PORT_BASE || 4700);
/** The next free port of base to base + 20. */
export const port = portsIn(base, base + 20);

const children = new Set();
/** The run's temporary directory and the PGlite open in this process, for the clean-up. */
export const state = { tempDir: undefined, openDb: undefined };

function killAllSync() {
  for (const child of children) {
    try {
      child.kill('SIGKILL');
    } catch {
      // gone
    }
  }
  if (state.tempDir) rmSync(state.tempDir, { recursive: true, force: true });
}
process.on('exit', killAllSync);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    console.error(`\n${signal}: stopping the servers and removing ${state.tempDir ?? 'nothing'}`);
    await state.openDb?.close().catch(() => undefined);
    await Promise.all([...children].map((child) => stop(child, 5000)));
    killAllSync();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });
}

/** Every server still running, stopped. */
export const stopAll = () => Promise.all([...children].map((child) => stop(child)));

/** SIGTERM, then SIGKILL after `ms`; resolves when the process is gone. */
export function stop(child, ms = 20_000) {
  if (child.exitCode !== null || child.signalCode !== null) {
    children.delete(child);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      children.delete(child);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** A child whose output is kept (the tail is shown when it fails). */
export function tracked(child, name) {
  children.add(child);
  child.output = '';
  const keep = (chunk) => (child.output = (child.output + chunk).slice(-20_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.name = name;
  return child;
}

/** Pids of `next build` running in this directory (another person's build replaces .next under a server). */
export function buildsHere() {
  const pids = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      // NUL-separated, or one string where a process renamed itself ("npm exec next build").
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split(/[\0 ]+/);
      const isBuild =
        args.some((a) => /(^|\/)next$|\/next\/dist\/bin\/next$/.test(a)) && args.includes('build');
      if (isBuild && realpathSync(`/proc/${pid}/cwd`) === realpathSync(process.cwd()))
        pids.push(pid);
    } catch {
      // gone, or not ours to read
    }
  }
  return pids;
}

/** Waits for a build in this directory to finish, and for its BUILD_ID. */
async function waitForBuild() {
  let noted = false;
  for (let waited = 0; ; waited += 5) {
    const building = buildsHere();
    if (building.length === 0 && existsSync('.next/BUILD_ID')) return;
    // No build and no BUILD_ID for 30 s: there is none to wait for.
    if (building.length === 0 && waited >= 30)
      throw new Error(
        'No production build (.next/BUILD_ID is missing): run `npm run build` first.',
      );
    if (waited > 900) throw new Error('a `next build` in this directory has run for 15 minutes');
    if (building.length > 0 && !noted) {
      console.log(`  (a \`next build\` runs here, pid ${building.join(', ')}: waiting for it)`);
      noted = true;
    }
    await new Promise((r) => setTimeout(r, 5000));
  }
}

export async function serve(env, name) {
  await waitForBuild();
  const p = await port();
  const server = tracked(startNext({ port: p, env, stdio: ['ignore', 'pipe', 'pipe'] }), name);
  const base = `http://127.0.0.1:${p}`;
  const t = performance.now();
  try {
    await Promise.race([
      waitUntilUp(`${base}/api/posts/categories`),
      new Promise((_, reject) =>
        server.once('exit', (code) => reject(new Error(`${name} exited with ${code}`))),
      ),
    ]);
  } catch (error) {
    console.error(`--- ${name} output (tail) ---\n${server.output.slice(-4000)}`);
    throw error;
  }
  const storeOpenMs = Number(/"event":"store\.open"[^\n]*"ms":(\d+)/.exec(server.output)?.[1]);
  return { server, base, upMs: Math.round(performance.now() - t), storeOpenMs };
}
