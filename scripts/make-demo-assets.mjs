#!/usr/bin/env node
/**
 * Draws the demo images and documents of the Masco Group website into
 * public/demo. Every picture is an SVG string built in scripts/demo-assets/ and
 * rasterised with sharp; the PDFs are written byte by byte. Nothing is random:
 * each image is seeded from its kind and index, so two runs give the same files.
 *
 *   node scripts/make-demo-assets.mjs              # writes missing files only
 *   node scripts/make-demo-assets.mjs --force      # redraws everything
 *   node scripts/make-demo-assets.mjs --out DIR    # into DIR/demo instead of public/demo
 *   node scripts/make-demo-assets.mjs --digests    # redraws everything and records the
 *                                                  # SHA-256 of every source and file in
 *                                                  # scripts/demo-assets/*.sha256
 *
 * test/demo-assets.test.ts compares a fresh run with those digests, so a change
 * to any drawing shows up; after a deliberate one, record them again.
 *
 * The list of files is lib/store/seed/demo-assets.json, which the seed reads
 * too (through lib/store/seed/media.ts).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from './demo-assets/asset-list.mjs';
import {
  FILE_DIGESTS_FILE,
  fileDigests,
  formatDigests,
  SOURCE_DIGESTS_FILE,
  sourceDigests,
} from './demo-assets/digests.mjs';
import { generateDemoAssets, PUBLIC_DIR } from './demo-assets/generate.mjs';

const { values: args } = parseArgs({
  options: {
    force: { type: 'boolean', default: false },
    digests: { type: 'boolean', default: false },
    out: { type: 'string' },
  },
  strict: false,
});

async function main() {
  const publicDir = typeof args.out === 'string' ? path.resolve(args.out) : PUBLIC_DIR;
  const run = await generateDemoAssets({ publicDir, force: args.force || args.digests });
  const demoDir = path.join(publicDir, 'demo');
  const shownDir = demoDir.startsWith(ROOT + path.sep) ? path.relative(ROOT, demoDir) : demoDir;
  const mb = (b) => `${(b / 1048576).toFixed(2)} MB`;
  console.log(
    `demo assets: ${run.written} written (${mb(run.bytesWritten)}), ${run.skipped} skipped, ${run.files} files, ${mb(run.bytesTotal)} in ${shownDir}, ${run.seconds.toFixed(1)} s`,
  );
  if (args.digests) {
    await writeFile(SOURCE_DIGESTS_FILE, formatDigests(sourceDigests()));
    await writeFile(FILE_DIGESTS_FILE, formatDigests(await fileDigests(publicDir)));
    const shown = [SOURCE_DIGESTS_FILE, FILE_DIGESTS_FILE].map((file) => path.relative(ROOT, file));
    console.log(`demo assets: digests in ${shown.join(' and ')}`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
