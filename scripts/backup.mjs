// `npm run backup -- --out FILE [--url URL]`, or `-- --dir DIR [--keep N] [--url URL]`
// A consistent copy of the embedded store (content, uploads, accounts, messages),
// taken from the running site while it serves: PGlite admits one process per data
// directory, so the server makes the copy (POST /api/store/backup). Run it on the
// server's machine, in the site's directory: it writes a one-time operator token
// beside the server (scripts/operator-token.mjs); no secret is needed.
//   URL: --url, else http://127.0.0.1:$PORT (3000): the instance on this machine
//   --dir DIR: the file is DIR/masco-<UTC time>.backup; with --keep N, only the
//   newest N such files in DIR are kept (deploy/systemd/masco-backup.service)
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { datedBackupName, decodeBackup, pruneBackups } from './backup-file.mjs';
import { newOperatorToken } from './operator-token.mjs';

const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    dir: { type: 'string' },
    keep: { type: 'string' },
    url: { type: 'string' },
  },
});
const keep = values.keep === undefined ? undefined : Number(values.keep);
if (
  !values.out === !values.dir ||
  (keep !== undefined && (!values.dir || !Number.isInteger(keep) || keep < 1))
) {
  console.error('usage: npm run backup -- --out FILE [--url URL]');
  console.error('       npm run backup -- --dir DIR [--keep N (1 or more)] [--url URL]');
  process.exit(2);
}
if (values.dir) mkdirSync(values.dir, { recursive: true, mode: 0o700 });
const out = values.out ?? path.join(values.dir, datedBackupName());

const base = (values.url || `http://127.0.0.1:${process.env.PORT || 3000}`).replace(/\/+$/, '');
const started = performance.now();
const response = await fetch(`${base}/api/store/backup`, {
  method: 'POST',
  headers: { 'x-operator-token': newOperatorToken() },
}).catch((error) => {
  console.error(`Cannot reach the site at ${base}: ${error.message}`);
  process.exit(1);
});
if (!response.ok) {
  const { message } = await response.json().catch(() => ({}));
  console.error(`${response.status}: ${message ?? 'no backup was made.'}`);
  process.exit(1);
}
const bytes = Buffer.from(await response.arrayBuffer());
const backup = decodeBackup(bytes);
if (backup.error) {
  console.error(`The site answered with something else than a backup: ${backup.error}`);
  process.exit(1);
}
// Written beside its place first: an interrupted run leaves no half file under the name.
writeFileSync(`${out}.partial`, bytes, { mode: 0o600 });
renameSync(`${out}.partial`, out);
const { made, schema } = backup.manifest;
console.log(
  `Backed up the store as of ${made} (${(bytes.length / 1e6).toFixed(1)} MB, schema of ${schema.migrations} migrations) to ${out} in ${Math.round(performance.now() - started)} ms.`,
);
if (keep !== undefined) {
  const removed = pruneBackups(values.dir, keep);
  if (removed.length > 0)
    console.log(`Kept the newest ${keep}; removed ${removed.length}: ${removed.join(', ')}.`);
}
