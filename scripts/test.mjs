// `npm test`: lint, type check, unit tests, the production build, then the
// end-to-end specs against `next start` in real Chromium. Stops at the first failure.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { recordStep, stepTable, testCounts } from './step-times.mjs';

rmSync('reports/vitest.json', { force: true });
rmSync('reports/playwright.json', { force: true });
// .ci/run records its own steps (install) before this one and the audit after.
if (!process.env.KEEP_STEP_TIMES) rmSync('reports/steps.jsonl', { force: true });

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
  recordStep(name, (Date.now() - started) / 1000);
  if (status !== 0) {
    console.log(stepTable());
    const { passed, failed } = testCounts();
    console.error(`\n✖ ${name} failed (exit ${status}).`);
    console.log(`${passed} passed, ${Math.max(failed, 1)} failed`);
    process.exit(status ?? 1);
  }
  console.log(`✔ ${name} (${Math.round((Date.now() - started) / 1000)} s)`);
}

console.log(stepTable());
const { passed, failed } = testCounts();
console.log(`\n${passed} passed, ${failed} failed`);
