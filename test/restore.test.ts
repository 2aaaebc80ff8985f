import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKUP_MAGIC, encodeBackup } from '../scripts/backup-file.mjs';

/**
 * `npm run restore` on a damaged file: one sentence, exit 1, and nothing written
 * (no data directory, no `<dir>.restoring`). Before the size and digest were
 * checked, a truncated file crashed it with a stack trace (Z_BUF_ERROR) and left
 * `<dir>.restoring` behind.
 */
const work = mkdtempSync(path.join(tmpdir(), 'masco-restore-'));
let archive: Buffer;
const manifest = {
  made: '2026-11-27T00:00:00.000Z',
  by: 'masco-website test',
  store: 'PGlite data directory (gzipped tar)',
  // One migration, older than any this copy knows: the restore's schema check passes.
  schema: { migrations: 1, newest: 1 },
};

beforeAll(async () => {
  const store = await PGlite.create(path.join(work, 'source'));
  await store.exec(
    'create schema drizzle; create table drizzle.__drizzle_migrations (id serial, hash text, created_at bigint);' +
      "insert into drizzle.__drizzle_migrations (hash, created_at) values ('x', 1);",
  );
  await store.exec('CHECKPOINT');
  archive = Buffer.from(await (await store.dumpDataDir('gzip')).arrayBuffer());
  await store.close();
}, 60_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

function restore(name: string, bytes: Buffer) {
  const file = path.join(work, `${name}.backup`);
  writeFileSync(file, bytes);
  const dir = path.join(work, `${name}-dir`);
  const run = spawnSync(process.execPath, ['scripts/restore.mjs', file, '--data-dir', dir], {
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: '', PGLITE_DATA_DIR: '' },
  });
  return {
    code: run.status,
    out: `${run.stdout}${run.stderr}`.trim(),
    touched: [dir, `${dir}.restoring`, `${dir}.lock`].filter((p) => existsSync(p)),
  };
}

/** An older backup's file: its description records the archive's size, no digest. */
function withoutDigest(file: Buffer) {
  const [magic, description] = file.toString('latin1').split('\n', 2) as [string, string];
  const older = JSON.parse(description) as Record<string, unknown>;
  delete older.sha256;
  return Buffer.concat([
    Buffer.from(`${magic}\n${JSON.stringify(older)}\n`),
    file.subarray(magic.length + description.length + 2),
  ]);
}

const changeByte = (file: Buffer, at: number) => {
  const copy = Buffer.from(file);
  copy[at] = copy[at]! ^ 0xff;
  return copy;
};

describe('npm run restore on a damaged backup', () => {
  it('restores the intact file (the damage below is all that differs)', () => {
    const answer = restore('intact', encodeBackup(manifest, archive));
    expect(answer.code, answer.out).toBe(0);
    expect(answer.out).toMatch(/^Restored the store as of .* Start the site\.$/);
  }, 60_000);

  it.each([
    ['a truncated file', () => encodeBackup(manifest, archive).subarray(0, -5000)],
    [
      'a truncated file of an older backup (no digest)',
      () => withoutDigest(encodeBackup(manifest, archive)).subarray(0, -5000),
    ],
    [
      'a changed byte in the data',
      () => {
        const file = encodeBackup(manifest, archive);
        return changeByte(file, file.length - Math.floor(archive.length / 2));
      },
    ],
    [
      'a changed byte in the data of an older backup (no digest)',
      () => {
        const file = withoutDigest(encodeBackup(manifest, archive));
        return changeByte(file, file.length - Math.floor(archive.length / 2));
      },
    ],
  ])(
    'refuses %s in one sentence and writes nothing',
    (name, make) => {
      const file = make();
      expect(file.subarray(0, BACKUP_MAGIC.length).toString()).toBe(BACKUP_MAGIC);
      const answer = restore(name.replace(/\W+/g, '-'), file);
      expect(answer.code).toBe(1);
      expect(answer.out).toMatch(/^The backup is (incomplete or )?damaged[^\n]*\.$/);
      expect(answer.out).not.toMatch(/\n|at |Error/);
      expect(answer.touched).toEqual([]);
    },
    60_000,
  );
});
