import { spawn, type ChildProcess } from 'node:child_process';
import { expect, type APIRequestContext } from '@playwright/test';
import { REVALIDATE_SECRET } from './helpers';
import { serverArgs } from '../../scripts/next-server.mjs';

/**
 * A server of a spec's own (its own port and data directory), so that the spec
 * can stop it, kill it, wipe its store and start it again. `offset` keeps specs'
 * ports apart (E2E_PORT_BASE + offset).
 */
export function ownServer(offset: number, dataDir: string) {
  const port = (Number(process.env.E2E_PORT_BASE) || 3100) + offset;
  const base = `http://127.0.0.1:${port}`;
  let current: ChildProcess | undefined;

  return {
    port,
    base,
    dataDir,
    get process() {
      return current;
    },
    start(formRateLimit = 5, env: Record<string, string> = {}): ChildProcess {
      current = spawn(process.execPath, serverArgs(port), {
        env: {
          ...process.env,
          PGLITE_DATA_DIR: dataDir,
          REVALIDATE_SECRET,
          FORM_RATE_LIMIT: String(formRateLimit),
          ...env,
        },
        stdio: 'ignore',
        detached: true, // its own process group, so a signal reaches every process of it
      });
      return current;
    },
    async waitUntilUp(request: APIRequestContext) {
      await expect
        .poll(
          async () =>
            // A server that exited (a held store lock, a crash) says so instead of timing out silently.
            current?.exitCode != null
              ? `exited with ${current.exitCode}`
              : (await request.get(`${base}/api/posts/categories`).catch(() => null))?.status(),
          { timeout: 60_000, intervals: [250] },
        )
        .toBe(200);
    },
    /** SIGTERM (a graceful stop), resolving with the exit code. */
    async stop(): Promise<number | null> {
      const server = current;
      if (!server || server.exitCode !== null) return server?.exitCode ?? null;
      const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
      process.kill(-server.pid!, 'SIGTERM');
      return exited;
    },
    /**
     * SIGKILL, resolving once the process is gone and reaped: until then its pid
     * still holds the store's lock, and a server started at once refuses to start.
     */
    async kill(): Promise<void> {
      const server = current;
      if (!server || server.exitCode !== null || server.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
      try {
        process.kill(-server.pid!, 'SIGKILL');
      } catch {
        return; // already gone
      }
      await exited;
    },
  };
}
