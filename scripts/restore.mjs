// `npm run restore -- FILE [--data-dir DIR] [--replace]`
// Rebuilds the embedded store's data directory from a file of `npm run backup`,
// with the site stopped (PGlite admits one process per directory). DIR: --data-dir,
// else PGLITE_DATA_DIR, else .data/pglite. A directory that holds a store is kept
// aside as DIR.before-restore-TIME with --replace, and refused without it. The
// copy is made beside DIR and moved into place when complete, so a failed restore
// leaves nothing half-written. A backup of a newer schema than this copy of the
// site knows is refused: update the site first. A truncated or altered file is
// refused before anything is written: its size and SHA-256 (recorded in its
// description; an older backup has only its size) and gzip's own check.
import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { archiveDamage, decodeBackup, knownSchema, refusal } from './backup-file.mjs';
import { takeStoreLock } from './store-lock.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'data-dir': { type: 'string' }, replace: { type: 'boolean', default: false } },
});
const stop = (message, code = 1) => {
  console.error(message);
  process.exit(code);
};
if (positionals.length !== 1)
  stop('usage: npm run restore -- FILE [--data-dir DIR] [--replace]', 2);
if (process.env.DATABASE_URL?.trim())
  stop(
    'DATABASE_URL is set: the store is a PostgreSQL server; restore it with pg_restore (README, Operations).',
    2,
  );

let bytes;
try {
  bytes = readFileSync(positionals[0]);
} catch (error) {
  stop(`Cannot read ${positionals[0]}: ${error.code ?? error.message}.`);
}
const backup = decodeBackup(bytes);
if (backup.error) stop(backup.error);
const damage = archiveDamage(backup.archive);
if (damage) stop(`${damage} Nothing was changed.`);
const refused = refusal(backup.manifest, knownSchema());
if (refused) stop(refused);

const dir = path.resolve(
  values['data-dir'] || process.env.PGLITE_DATA_DIR?.trim() || '.data/pglite',
);
// The server's own lock, taken for the time of the restore.
takeStoreLock(dir, 'restore', stop);

const holdsSomething = existsSync(dir) && readdirSync(dir).length > 0;
if (holdsSomething && !values.replace)
  stop(`${dir} holds a store already: add --replace to keep it aside and restore in its place.`);

const staging = `${dir}.restoring`;
rmSync(staging, { recursive: true, force: true });
const started = performance.now();
let count;
try {
  const store = await PGlite.create(staging, { loadDataDir: new Blob([backup.archive]) });
  try {
    ({
      rows: [{ count }],
    } = await store.query('select count(*)::int as count from drizzle.__drizzle_migrations'));
  } finally {
    await store.close();
  }
} catch (error) {
  rmSync(staging, { recursive: true, force: true });
  stop(
    `The backup could not be opened as a store (${error?.code ?? error?.message ?? 'unknown'}); nothing was changed.`,
  );
}
if (count !== backup.manifest.schema.migrations) {
  rmSync(staging, { recursive: true, force: true });
  stop('The restored copy does not hold the schema its backup describes; nothing was changed.');
}

let aside = null;
if (holdsSomething) {
  aside = `${dir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  renameSync(dir, aside);
} else rmSync(dir, { recursive: true, force: true });
renameSync(staging, dir);
console.log(
  `Restored the store as of ${backup.manifest.made} (${backup.manifest.by}, ${count} migrations) into ${dir} in ${Math.round(performance.now() - started)} ms.` +
    (aside ? ` The store it replaced is kept at ${aside}.` : '') +
    ' Start the site.',
);
