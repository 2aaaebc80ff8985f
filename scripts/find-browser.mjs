// Finds a Chromium for Playwright: Playwright's own if installed, else Debian's
// /usr/bin/chromium, else installs Debian's `chromium` when running as root,
// else explains how to get one. Prints the executable path on stdout.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];

async function playwrightOwn() {
  try {
    const { chromium } = await import('playwright-core');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

export async function findBrowser({ install = true } = {}) {
  const own = await playwrightOwn();
  if (own) return own;
  const found = candidates.find((path) => path && existsSync(path));
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (install && isRoot && existsSync('/usr/bin/apt-get')) {
    console.error("No Chromium found: installing Debian's chromium package (apt-get)…");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: ['ignore', 'ignore', 'inherit'], env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env,
    });
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  throw new Error(
    [
      'No Chromium browser was found for the end-to-end tests. Any one of these works:',
      '  • Debian/Ubuntu: sudo apt-get install chromium   (then run the tests again)',
      "  • Playwright's own build, where downloads are allowed: npx playwright install chromium",
      '  • An existing Chromium or Chrome: CHROMIUM_PATH=/path/to/chromium npm test',
    ].join('\n'),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  findBrowser()
    .then((path) => console.log(path))
    .catch((error) => {
      console.error(error.message);
      process.exit(1);
    });
}
