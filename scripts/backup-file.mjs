// The embedded store's backup file, written by the server (POST /api/store/backup,
// `npm run backup`) and read by `npm run restore`: one line naming the format, one
// line of JSON saying what made it and when, then PGlite's data directory as a
// gzipped tar (PGlite's own dumpDataDir), which holds every row: content, uploads
// (stored as bytea), accounts, sessions and messages. The description records the
// archive's size (`bytes`) and, since backups made after 2026-11-27, its SHA-256
// (`sha256`, hex): a restore checks both before it writes anything.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

export const BACKUP_MAGIC = 'MASCO-STORE-BACKUP 1';

/** The schema a set of applied migrations stands for: how many, and the newest one's time. */
export function schemaOf(migrationTimes) {
  return { migrations: migrationTimes.length, newest: Math.max(0, ...migrationTimes) };
}

/** The schema this copy of the site knows (its migrations journal). */
export function knownSchema(root = process.cwd()) {
  const journal = JSON.parse(
    readFileSync(path.join(root, 'lib/store/migrations/meta/_journal.json'), 'utf8'),
  );
  return schemaOf(journal.entries.map((entry) => entry.when));
}

/** The archive's SHA-256, in hex (the description's `sha256`). */
export const digestOf = (archive) => createHash('sha256').update(archive).digest('hex');

/** The file: the format's line, the description (with the archive's size and digest), the archive. */
export function encodeBackup(manifest, archive) {
  const described = { ...manifest, bytes: archive.byteLength, sha256: digestOf(archive) };
  const head = Buffer.from(`${BACKUP_MAGIC}\n${JSON.stringify(described)}\n`, 'utf8');
  return Buffer.concat([head, Buffer.from(archive)]);
}

const MAX_HEAD = 64 * 1024;

/** The manifest and the archive of a backup file, or one sentence saying why not. */
export function decodeBackup(bytes) {
  const first = bytes.indexOf(0x0a);
  const second = first < 0 ? -1 : bytes.indexOf(0x0a, first + 1);
  if (first < 0 || second < 0 || second > MAX_HEAD)
    return { error: 'This file is not a backup of the site’s store.' };
  if (bytes.subarray(0, first).toString('utf8') !== BACKUP_MAGIC)
    return { error: 'This file is not a backup of the site’s store.' };
  let manifest;
  try {
    manifest = JSON.parse(bytes.subarray(first + 1, second).toString('utf8'));
  } catch {
    return { error: 'The backup’s description is damaged.' };
  }
  const archive = bytes.subarray(second + 1);
  // A gzip stream starts 1f 8b.
  if (archive.length < 2 || archive[0] !== 0x1f || archive[1] !== 0x8b)
    return { error: 'The backup’s data is missing or damaged.' };
  // The description records the archive's size (every backup) and its digest (newer ones).
  if (Number.isInteger(manifest?.bytes) && archive.length !== manifest.bytes)
    return {
      error: `The backup is incomplete or damaged: its data is ${archive.length} bytes, its description says ${manifest.bytes}.`,
    };
  if (typeof manifest?.sha256 === 'string' && digestOf(archive) !== manifest.sha256)
    return { error: 'The backup is damaged: its data does not match the digest it records.' };
  return { manifest, archive };
}

/**
 * Whether the archive unpacks (gzip's own length and CRC): the check that a backup
 * without a digest gets, before a restore writes anything. One sentence, or null.
 */
export function archiveDamage(archive) {
  try {
    gunzipSync(archive);
    return null;
  } catch {
    return 'The backup is damaged: its data does not unpack.';
  }
}

/**
 * Why this copy of the site must not restore a backup, or null: a backup of a
 * newer schema would be opened by code that does not know its tables.
 */
export function refusal(manifest, known) {
  const schema = manifest?.schema;
  if (!schema || !Number.isInteger(schema.migrations) || !Number.isFinite(schema.newest))
    return 'The backup does not say which schema it holds.';
  if (schema.migrations > known.migrations || schema.newest > known.newest)
    return `The backup holds a newer schema (${schema.migrations} migrations) than this copy of the site knows (${known.migrations}): update the site, then restore.`;
  return null;
}

/** The name `npm run backup -- --dir` gives a backup made at `when`: its names sort by time. */
export const datedBackupName = (when = new Date()) =>
  `masco-${when.toISOString().replace(/[:.]/g, '-')}.backup`;

const DATED = /^masco-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.backup$/;

/**
 * Deletes all but the newest `keep` dated backups in `dir` (names made by
 * datedBackupName; any other file is left alone); returns the names deleted.
 */
export function pruneBackups(dir, keep) {
  const dated = readdirSync(dir)
    .filter((name) => DATED.test(name))
    .sort();
  const old = dated.slice(0, Math.max(0, dated.length - keep));
  for (const name of old) rmSync(path.join(dir, name), { force: true });
  return old;
}
