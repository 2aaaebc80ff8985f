// `npm test`: lint, type check, unit tests, the production build, then the
// end-to-end specs against `next start` in real Chromium. Stops at the first failure.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';

rmSync('reports/vitest.json', { force: true });
rmSync('reports/playwright.json', { force: true });

/** Passed and failed counts from the runners' JSON reports. */
function counts() {
  const read = (file) => {
    try {
      return JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      return null;
    }
  };
  const unit = read('reports/vitest.json');
  const e2e = read('reports/playwright.json');
  return {
    passed: (unit?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0),
    failed: (unit?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0) + (e2e?.stats?.flaky ?? 0),
  };
}

const steps = [
  ['lint', ['run', 'lint']],
  ['type check', ['run', 'typecheck']],
  ['unit tests', ['run', 'test:unit']],
  ['production build', ['run', 'build']],
  ['end-to-end tests', ['run', 'test:e2e']],
];

for (const [name, args] of steps) {
  console.log(`\n▶ ${name}: npm ${args.join(' ')}`);
  const started = Date.now();
  const { status } = spawnSync('npm', args, { stdio: 'inherit' });
  if (status !== 0) {
    const { passed, failed } = counts();
    console.error(`\n✖ ${name} failed (exit ${status}).`);
    console.log(`${passed} passed, ${Math.max(failed, 1)} failed`);
    process.exit(status ?? 1);
  }
  console.log(`✔ ${name} (${Math.round((Date.now() - started) / 1000)} s)`);
}

const { passed, failed } = counts();
console.log(`\n${passed} passed, ${failed} failed`);
