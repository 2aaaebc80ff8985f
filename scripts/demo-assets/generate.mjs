/**
 * Writes the demo files into <public>/demo, two at a time, each through a
 * temporary file: an interrupted run leaves no half-written file that the next
 * run would skip as done.
 */
import { existsSync } from 'node:fs';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { ROOT } from './asset-list.mjs';
import { demoJobs, encode } from './jobs.mjs';

export const PUBLIC_DIR = path.join(ROOT, 'public');

async function runPool(items, limit, fn) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++];
      await fn(item);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
}

/** Draws the missing demo files into publicDir/demo, or every one with `force`. */
export async function generateDemoAssets({ publicDir = PUBLIC_DIR, force = false } = {}) {
  const t0 = Date.now();
  sharp.concurrency(1);
  sharp.cache(false);
  const list = demoJobs();
  let written = 0;
  let skipped = 0;
  let bytesWritten = 0;
  let bytesTotal = 0;
  await runPool(list, 2, async ({ rel, format, source }) => {
    const file = path.join(publicDir, rel);
    if (!force && existsSync(file)) {
      const { size } = await stat(file);
      skipped += 1;
      bytesTotal += size;
      return;
    }
    const buf = await encode(format, source());
    await mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.tmp`;
    await writeFile(tmp, buf);
    await rename(tmp, file);
    written += 1;
    bytesWritten += buf.length;
    bytesTotal += buf.length;
  });
  return {
    written,
    skipped,
    files: list.length,
    bytesWritten,
    bytesTotal,
    seconds: (Date.now() - t0) / 1000,
  };
}
