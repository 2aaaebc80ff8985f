// `npm run serve`: the production site with the embedded store and demo content.
// Builds first when there is no build, then runs `next start` (which honours PORT).
//
// It is the process that npm starts (`exec` in package.json: no shell between), so
// a SIGTERM or SIGINT that npm forwards, or that is sent to this process, is passed
// on to the build or the server, and this process exits as the server does: the
// server's graceful stop (lib/lifecycle.ts), never a server left running alone.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { SERVER_ENV, SERVER_NODE_FLAGS, START_FLAGS } from './next-server.mjs';

const SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP'];

/** Runs a child with this process's signals passed on to it; resolves with how it ended. */
function run(command, args, env = process.env) {
  const child = spawn(command, args, { stdio: 'inherit', env });
  const forward = (signal) => child.kill(signal);
  for (const signal of SIGNALS) process.on(signal, forward);
  return new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      for (const name of SIGNALS) process.off(name, forward);
      resolve({ code, signal });
    }),
  );
}

/** Ends as the child ended: its exit code, or the same signal. */
function endLike({ code, signal }) {
  if (signal) process.kill(process.pid, signal);
  process.exit(code ?? 1);
}

if (!existsSync('.next/BUILD_ID')) {
  const built = await run('npm', ['run', 'build']);
  if (built.code !== 0) endLike(built);
}
endLike(
  await run(
    process.execPath,
    [
      ...SERVER_NODE_FLAGS,
      path.join('node_modules', 'next', 'dist', 'bin', 'next'),
      'start',
      ...START_FLAGS,
      ...process.argv.slice(2),
    ],
    { ...SERVER_ENV, ...process.env },
  ),
);
