import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  archiveDamage,
  BACKUP_MAGIC,
  decodeBackup,
  encodeBackup,
  knownSchema,
  refusal,
  schemaOf,
  type BackupManifest,
} from '../scripts/backup-file.mjs';

const known = knownSchema();
const manifest: BackupManifest = {
  made: '2026-11-26T07:00:00.000Z',
  by: 'masco-website 0.1.0',
  store: 'PGlite data directory (gzipped tar)',
  schema: known,
  bytes: 20,
};
const archive = gzipSync(Buffer.from('a tar of the data directory'));

describe('the backup file', () => {
  it('round-trips the manifest and the archive byte for byte', () => {
    const file = encodeBackup(manifest, archive);
    expect(file.subarray(0, BACKUP_MAGIC.length).toString()).toBe(BACKUP_MAGIC);
    const decoded = decodeBackup(file);
    if (!('manifest' in decoded)) throw new Error(decoded.error);
    expect(decoded.manifest).toEqual({
      ...manifest,
      bytes: archive.length,
      sha256: createHash('sha256').update(archive).digest('hex'),
    });
    expect(Buffer.compare(decoded.archive, archive)).toBe(0);
  });

  it.each([
    ['an empty file', Buffer.alloc(0), 'This file is not a backup of the site’s store.'],
    [
      'another file',
      Buffer.from('PK\u0003\u0004 a zip\n{}\n'),
      'This file is not a backup of the site’s store.',
    ],
    [
      'a damaged description',
      Buffer.from(`${BACKUP_MAGIC}\n{"made":\n`),
      'The backup’s description is damaged.',
    ],
    ['no data', Buffer.from(`${BACKUP_MAGIC}\n{}\n`), 'The backup’s data is missing or damaged.'],
    [
      'data that is not gzip',
      Buffer.from(`${BACKUP_MAGIC}\n{}\nplain`),
      'The backup’s data is missing or damaged.',
    ],
    [
      'a first line with no end',
      Buffer.alloc(100_000, 0x41),
      'This file is not a backup of the site’s store.',
    ],
  ])('refuses %s with one sentence', (_, bytes, sentence) => {
    expect(decodeBackup(bytes)).toEqual({ error: sentence });
  });
});

describe('a damaged backup file', () => {
  const file = encodeBackup(manifest, archive);
  it('is refused when shorter than its description says', () => {
    expect(decodeBackup(file.subarray(0, -3))).toEqual({
      error: `The backup is incomplete or damaged: its data is ${archive.length - 3} bytes, its description says ${archive.length}.`,
    });
  });
  it('is refused when a byte of its data changed', () => {
    const changed = Buffer.from(file);
    changed[changed.length - 4]! ^= 0x01;
    expect(decodeBackup(changed)).toEqual({
      error: 'The backup is damaged: its data does not match the digest it records.',
    });
  });
  it('without a digest (an older backup), is still checked by its size and by gzip', () => {
    const older = encodeBackup(manifest, archive);
    const text = older.toString('latin1');
    const description = text.split('\n')[1]!;
    const rest = JSON.parse(description) as Record<string, unknown>;
    delete rest.sha256;
    const rebuilt = Buffer.concat([
      Buffer.from(`${BACKUP_MAGIC}\n${JSON.stringify(rest)}\n`),
      Buffer.from(archive),
    ]);
    const decoded = decodeBackup(rebuilt);
    if (!('manifest' in decoded)) throw new Error(decoded.error);
    expect(archiveDamage(decoded.archive)).toBeNull();
    const changed = Buffer.from(decoded.archive);
    changed[changed.length - 4]! ^= 0x01;
    expect(archiveDamage(changed)).toBe('The backup is damaged: its data does not unpack.');
  });
});

describe('which backups this copy of the site restores', () => {
  it('knows its own schema from the migrations journal', () => {
    expect(known.migrations).toBeGreaterThanOrEqual(3);
    expect(known.newest).toBeGreaterThan(Date.UTC(2026, 0, 1));
    expect(schemaOf([3, 1, 2])).toEqual({ migrations: 3, newest: 3 });
    expect(schemaOf([])).toEqual({ migrations: 0, newest: 0 });
  });

  it('restores its own schema and an older one', () => {
    expect(refusal(manifest, known)).toBeNull();
    expect(refusal({ ...manifest, schema: { migrations: 1, newest: 1 } }, known)).toBeNull();
  });

  it('refuses a newer schema, by count or by date, with one sentence', () => {
    const more = refusal(
      { ...manifest, schema: { ...known, migrations: known.migrations + 1 } },
      known,
    );
    expect(more).toBe(
      `The backup holds a newer schema (${known.migrations + 1} migrations) than this copy of the site knows (${known.migrations}): update the site, then restore.`,
    );
    expect(refusal({ ...manifest, schema: { ...known, newest: known.newest + 1 } }, known)).toMatch(
      /^The backup holds a newer schema/,
    );
  });

  it('refuses a manifest that names no schema', () => {
    for (const schema of [undefined, {}, { migrations: 'x', newest: 1 }, { migrations: 1 }])
      expect(refusal({ ...manifest, schema: schema as never }, known)).toBe(
        'The backup does not say which schema it holds.',
      );
  });
});
