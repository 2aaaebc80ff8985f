// Java for the W3C Nu HTML Checker (npm's vnu-jar) in the end-to-end tests: the
// machine's own, else Debian's default-jre-headless when running as root, else
// an explanation of how to get one.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const hasJava = () => spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;

export function ensureJava() {
  if (hasJava()) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.error("No Java found: installing Debian's default-jre-headless (apt-get)…");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const quiet = { stdio: ['ignore', 'ignore', 'inherit'], env };
    execFileSync('apt-get', ['update', '-qq'], quiet);
    execFileSync('apt-get', ['install', '-y', '-qq', 'default-jre-headless'], quiet);
    if (hasJava()) return;
  }
  throw new Error(
    [
      'No Java was found for the HTML validity tests (the W3C Nu HTML Checker runs on it):',
      '  • Debian/Ubuntu: sudo apt-get install default-jre-headless   (then run the tests again)',
      '  • Any Java 11 or newer on the PATH works.',
    ].join('\n'),
  );
}
