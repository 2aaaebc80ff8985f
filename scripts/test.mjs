// `npm test`: lint and the unit tests side by side, the production build, the type
// check (with the route types the build writes), then the end-to-end specs against
// `next start` in real Chromium. Stops at the first failure.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { recordStep, stepTable, testCounts } from './step-times.mjs';

rmSync('reports/vitest.json', { force: true });
rmSync('reports/playwright.json', { force: true });
// .ci/run records its own steps (install) before this one and the audit after.
if (!process.env.KEEP_STEP_TIMES) rmSync('reports/steps.jsonl', { force: true });

/** Runs `npm <args>`; its output is passed through, or kept and printed whole at the end. */
function npm(args, { env, buffered = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn('npm', args, {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => resolve({ status, output }));
  });
}

/**
 * One step of the table: its commands run side by side (lint takes one core while
 * the unit tests take the other: 88 s one after the other, about a minute
 * together), the first one's output live and the others' printed when they end.
 */
async function step(name, commands) {
  console.log(`\n▶ ${name}: ${commands.map(({ args }) => `npm ${args.join(' ')}`).join(' & ')}`);
  const started = Date.now();
  const results = await Promise.all(
    commands.map(({ args, env }, i) => npm(args, { env, buffered: i > 0 })),
  );
  for (const { output } of results.slice(1)) process.stdout.write(output);
  recordStep(name, (Date.now() - started) / 1000);
  const failed = results.find(({ status }) => status !== 0);
  if (failed) {
    console.log(stepTable());
    const { passed, failed: failedTests } = testCounts();
    console.error(`\n✖ ${name} failed (exit ${failed.status}).`);
    console.log(`${passed} passed, ${Math.max(failedTests, 1)} failed`);
    process.exit(failed.status ?? 1);
  }
  console.log(`✔ ${name} (${Math.round((Date.now() - started) / 1000)} s)`);
}

await step('unit tests and lint', [{ args: ['run', 'test:unit'] }, { args: ['run', 'lint'] }]);
// The type check comes next, over the build's route types too: the build's own
// would only repeat it (11 s).
await step('production build', [{ args: ['run', 'build'], env: { BUILD_SKIPS_TYPE_CHECK: '1' } }]);
await step('type check', [{ args: ['run', 'typecheck'] }]);
await step('end-to-end tests', [{ args: ['run', 'test:e2e'] }]);

console.log(stepTable());
const { passed, failed } = testCounts();
console.log(`\n${passed} passed, ${failed} failed`);
