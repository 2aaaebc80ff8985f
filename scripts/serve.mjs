// `npm run serve`: the production site with the embedded store and demo content.
// Builds first when there is no build, then runs `next start` (which honours PORT).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const run = (args) => {
  const { status } = spawnSync('npm', args, { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
};

if (!existsSync('.next/BUILD_ID')) run(['run', 'build']);
run(['run', 'start']);
