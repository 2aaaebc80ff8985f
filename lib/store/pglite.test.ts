import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { lockDataDir, openDurablePglite } from './pglite';

const root = mkdtempSync(path.join(tmpdir(), 'pglite-test-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the embedded store on disk', () => {
  it('syncs each commit to the disk (fsync on, and PGlite’s file layer really syncs)', async () => {
    const lite = await openDurablePglite(path.join(root, 'durable'));
    try {
      // Only the server's account reads the store's files, whatever the umask.
      expect(fs.statSync(path.join(root, 'durable')).mode & 0o777).toBe(0o700);
      expect((await lite.query<{ fsync: string }>('show fsync')).rows[0]!.fsync).toBe('on');
      const buffers = await lite.query<{ shared_buffers: string }>('show shared_buffers');
      expect(buffers.rows[0]!.shared_buffers).toBe('16MB');
      await lite.exec('create table t (v text)');
      const fsync = vi.spyOn(fs, 'fsyncSync');
      for (let i = 0; i < 5; i++) await lite.query('insert into t values ($1)', [`row ${i}`]);
      expect(fsync.mock.calls.length).toBeGreaterThanOrEqual(5);
    } finally {
      await lite.close();
    }
  }, 60_000);

  it('refuses a second process on the same data directory with a clear sentence', async () => {
    const dir = path.join(root, 'taken');
    const other = spawn('sleep', ['30']);
    try {
      writeFileSync(`${dir}.lock`, String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(
        `The embedded store at ${dir} is in use by another process`,
      );
    } finally {
      other.kill();
    }
  });

  it('takes over a lock whose process is gone', () => {
    const dir = path.join(root, 'stale');
    writeFileSync(`${dir}.lock`, '2147483646');
    lockDataDir(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
  });
});
