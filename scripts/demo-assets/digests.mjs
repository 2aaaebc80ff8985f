/**
 * SHA-256 digests of the demo files, kept in `sha256sum` format beside this
 * module: sources.sha256 for what each file is made from (the SVG text, or the
 * PDF's bytes), files.sha256 for the files themselves. The second can be checked
 * by hand too: (cd public && sha256sum -c ../scripts/demo-assets/files.sha256).
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ROOT } from './asset-list.mjs';
import { PUBLIC_DIR } from './generate.mjs';
import { demoJobs } from './jobs.mjs';

export const SOURCE_DIGESTS_FILE = path.join(ROOT, 'scripts/demo-assets/sources.sha256');
export const FILE_DIGESTS_FILE = path.join(ROOT, 'scripts/demo-assets/files.sha256');

const sha256 = (data) => createHash('sha256').update(data).digest('hex');

/** A job's path under public/ without the leading slash, as sha256sum prints it. */
const name = (rel) => rel.slice(1);

/** SHA-256 of each file's source, by path under public/. */
export function sourceDigests() {
  return Object.fromEntries(demoJobs().map(({ rel, source }) => [name(rel), sha256(source())]));
}

/** SHA-256 of each demo file in publicDir, by path under public/. */
export async function fileDigests(publicDir = PUBLIC_DIR) {
  const entries = [];
  for (const { rel } of demoJobs())
    entries.push([name(rel), sha256(await readFile(path.join(publicDir, rel)))]);
  return Object.fromEntries(entries);
}

export const formatDigests = (digests) =>
  Object.entries(digests)
    .map(([file, digest]) => `${digest}  ${file}\n`)
    .join('');

export const parseDigests = (text) =>
  Object.fromEntries(
    text
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [, digest, file] = /^([0-9a-f]{64}) {2}(.+)$/.exec(line) ?? [];
        if (!digest) throw new Error(`not a sha256sum line: ${line}`);
        return [file, digest];
      }),
  );
