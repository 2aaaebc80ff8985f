// `npm test`: lint, type check, unit tests, the production build, then the
// end-to-end specs against `next start` in real Chromium. Stops at the first failure.
import { spawnSync } from 'node:child_process';

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
    console.error(`\n✖ ${name} failed (exit ${status}).`);
    process.exit(status ?? 1);
  }
  console.log(`✔ ${name} (${Math.round((Date.now() - started) / 1000)} s)`);
}
