// `npm run bench:upload`: what one editor's upload of a large picture costs the
// other visitors (the second probe of issue 43). A server of the build (this
// checkout's, or BENCH_DIR's, to compare) on a PGlite store of its own; an editor
// made with a one-time operator token signs in with Chromium and uploads a JPEG
// of about 8 MB (noise, so that it does not compress) through the Pictures page,
// while /api/health is asked every 50 ms. Prints the upload's time and the
// longest and p95 waits of /api/health meanwhile. BENCH_ROUNDS: uploads (3).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { findBrowser } from './find-browser.mjs';
import { freePort, startNext, waitUntilUp } from './next-server.mjs';
import { newOperatorToken } from './operator-token.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
const PASSWORD = 'a-long-enough-bench-password';
const dir = path.resolve(process.env.BENCH_DIR || process.cwd());
const port = await freePort();
const data = mkdtempSync(path.join(os.tmpdir(), 'bench-upload-'));
const server = startNext({
  port,
  dir: process.env.BENCH_DIR ? dir : undefined,
  env: {
    PGLITE_DATA_DIR: path.join(data, 'pglite'),
    FILE_CACHE_DIR: path.join(data, 'files'),
    OPERATOR_TOKEN_DIR: path.join(data, 'tokens'),
  },
});
const base = `http://127.0.0.1:${port}`;

/** A JPEG of noise, new bytes each round (the same bytes twice are one file). */
const picture = (round) =>
  sharp(randomBytes(3600 * 2600 * 3), {
    raw: { width: 3600, height: 2600, channels: 3 },
  })
    .jpeg({ quality: 92 + round })
    .toBuffer();

const browser = await chromium.launch({ executablePath: await findBrowser({ shell: true }) });
try {
  await waitUntilUp(`${base}/api/health`);
  const email = `bench-${Date.now()}@example.com`;
  const made = await fetch(`${base}/api/store/accounts`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-operator-token': newOperatorToken(path.join(data, 'tokens')),
    },
    body: JSON.stringify({ email, name: 'Bench', role: 'editor', password: PASSWORD }),
  });
  if (made.status !== 201) throw new Error(`making the account answered ${made.status}`);
  const page = await browser.newPage();
  await page.goto(`${base}/admin/files`);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/admin\/files/);
  console.log(`Build: ${dir}`);
  for (let round = 0; round < ROUNDS; round++) {
    const buffer = await picture(round);
    await page.getByLabel(/^File \(JPEG/).setInputFiles({
      name: `bench-${round}.jpg`,
      mimeType: 'image/jpeg',
      buffer,
    });
    await page.getByLabel('What the picture shows (alt text)').fill('Noise');
    let polling = true;
    const waits = [];
    const poll = (async () => {
      while (polling) {
        const started = performance.now();
        await fetch(`${base}/api/health`).then((answer) => answer.arrayBuffer());
        waits.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    const started = performance.now();
    await page.getByRole('button', { name: 'Upload' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `bench-${round}` })
      .waitFor({ timeout: 120_000 });
    const took = performance.now() - started;
    polling = false;
    await poll;
    waits.sort((a, b) => a - b);
    console.log(
      `upload of ${(buffer.length / 1048576).toFixed(1)} MB: ${Math.round(took)} ms; /api/health meanwhile: longest ${Math.round(waits.at(-1))} ms, p95 ${Math.round(waits[Math.floor(waits.length * 0.95)])} ms (${waits.length} asked)`,
    );
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(data, { recursive: true, force: true });
}
