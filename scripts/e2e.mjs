// `npm run test:e2e`: finds a browser, then runs Playwright. The servers (two
// `next start` processes of one build, one per content source, and a contract
// server for the upstream one) are started by playwright.config.ts.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findBrowser } from './find-browser.mjs';
import { ensureJava } from './find-java.mjs';

if (!existsSync('.next/BUILD_ID')) {
  console.error('No production build: run `npm run build` first (npm test does).');
  process.exit(1);
}
const browser = await findBrowser({ shell: true }).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
try {
  ensureJava();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const { status } = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: browser },
});
process.exit(status ?? 1);
