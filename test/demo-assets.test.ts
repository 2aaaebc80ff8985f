import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FILE_DIGESTS_FILE,
  fileDigests,
  parseDigests,
  SOURCE_DIGESTS_FILE,
  sourceDigests,
} from '../scripts/demo-assets/digests.mjs';
import { generateDemoAssets } from '../scripts/demo-assets/generate.mjs';

/**
 * The demo pictures and PDFs are drawn anew before each build, so a change to
 * any drawing must be deliberate: after one, record the digests again with
 * `node scripts/make-demo-assets.mjs --digests`.
 */
describe('the demo assets', () => {
  let publicDir: string;
  beforeAll(async () => {
    publicDir = await mkdtemp(path.join(tmpdir(), 'demo-assets-'));
  });
  afterAll(async () => {
    await rm(publicDir, { recursive: true, force: true });
  });
  const recorded = async (file: string) => parseDigests(await readFile(file, 'utf8'));

  it('are drawn from the same SVG and PDF sources', async () => {
    expect(sourceDigests()).toEqual(await recorded(SOURCE_DIGESTS_FILE));
  });

  // If only this one fails, the drawings are unchanged and the rasterising is
  // not: another sharp (libvips) version, or other fonts for DejaVu Sans.
  it('are written byte for byte as recorded', { timeout: 180_000 }, async () => {
    const expected = await recorded(FILE_DIGESTS_FILE);
    const run = await generateDemoAssets({ publicDir, force: true });
    expect(run.written).toBe(Object.keys(expected).length);
    expect(await fileDigests(publicDir)).toEqual(expected);
    const entries = await readdir(path.join(publicDir, 'demo'), {
      recursive: true,
      withFileTypes: true,
    });
    const written = entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(publicDir, path.join(entry.parentPath, entry.name)));
    expect(written.sort()).toEqual(Object.keys(expected).sort());
  });
});
