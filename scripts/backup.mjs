// `npm run backup -- --out FILE [--url URL]`
// A consistent copy of the embedded store (content, uploads, accounts, messages),
// taken from the running site while it serves: PGlite admits one process per data
// directory, so the server makes the copy (POST /api/store/backup). Run it on the
// server's machine, in the site's directory: it writes a one-time operator token
// beside the server (scripts/operator-token.mjs); no secret is needed.
//   URL: --url, else http://127.0.0.1:$PORT (3000): the instance on this machine
import { renameSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { decodeBackup } from './backup-file.mjs';
import { newOperatorToken } from './operator-token.mjs';

const { values } = parseArgs({ options: { out: { type: 'string' }, url: { type: 'string' } } });
if (!values.out) {
  console.error('usage: npm run backup -- --out FILE [--url URL]');
  process.exit(2);
}

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
writeFileSync(`${values.out}.partial`, bytes, { mode: 0o600 });
renameSync(`${values.out}.partial`, values.out);
const { made, schema } = backup.manifest;
console.log(
  `Backed up the store as of ${made} (${(bytes.length / 1e6).toFixed(1)} MB, schema of ${schema.migrations} migrations) to ${values.out} in ${Math.round(performance.now() - started)} ms.`,
);
