import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { expect, test } from '@playwright/test';

/**
 * `PORT=3000 npm start &` then `kill $!` (and Docker's `CMD npm start` on stop)
 * signals npm only. npm passes SIGTERM to the process it started; that used to be
 * `sh -c "next start"`, which died and left next-server running, re-parented,
 * serving and holding the store's lock. Now the site stops gracefully, as a
 * SIGTERM to the server does: the port closes, the server's process is gone, the
 * lock is released and npm exits 0.
 */
const BASE_PORT = (Number(process.env.E2E_PORT_BASE) || 3100) + 57;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

for (const [offset, script] of [
  [0, 'start'],
  [1, 'serve'],
] as const) {
  test(`SIGTERM to the process of \`npm ${script === 'start' ? 'start' : 'run serve'}\` stops the site gracefully: port closed, no server left, exit 0`, async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const port = BASE_PORT + offset;
    const base = `http://127.0.0.1:${port}`;
    const dataDir = `.data/e2e-npm-${script}`;
    rmSync(dataDir, { recursive: true, force: true });
    const npm = spawn('npm', script === 'start' ? ['start'] : ['run', 'serve'], {
      env: { ...process.env, PORT: String(port), PGLITE_DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    npm.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    npm.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => npm.once('exit', resolve));
    let server = 0;
    try {
      await expect
        .poll(
          async () =>
            npm.exitCode != null
              ? `npm exited with ${npm.exitCode}: ${out}`
              : (await request.get(`${base}/api/posts/categories`).catch(() => null))?.status(),
          { timeout: 90_000, intervals: [250] },
        )
        .toBe(200);
      // The server's own pid, from the store's lock file (lib/store/pglite.ts).
      server = Number(readFileSync(`${dataDir}.lock`, 'utf8'));
      expect(server).toBeGreaterThan(0);
      expect(server).not.toBe(npm.pid);

      process.kill(npm.pid!, 'SIGTERM'); // npm's pid only, as `kill $!` does
      expect(await exited).toBe(0);
      await expect
        .poll(async () => (await request.get(`${base}/api/health`).catch(() => null))?.status(), {
          intervals: [100],
        })
        .toBeUndefined();
      await expect.poll(() => alive(server), { intervals: [100] }).toBe(false);
      expect(existsSync(`${dataDir}.lock`)).toBe(false);
      expect(out).toContain('"event":"server.stopped"');
    } finally {
      // A server left running by a failed stop must not outlive the test.
      if (server && alive(server)) process.kill(server, 'SIGKILL');
      if (npm.exitCode == null) npm.kill('SIGKILL');
    }
  });
}
