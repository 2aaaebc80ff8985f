// Finds a Chromium: CHROMIUM_PATH, else Playwright's own if installed, else Debian's,
// else installs Debian's package when running as root, else explains how to get
// one. Prints the executable path on stdout.
//
// The end-to-end tests ask for the headless shell (`{ shell: true }`): Chromium's
// browser without its desktop parts, which Playwright itself runs headless by
// default. On this two-core machine it took the home and editing-area specs from
// 2.5 to 1.8 min (renderer 75 -> 31 s of CPU, browser process 58 -> 25 s). The
// Lighthouse audit and the screenshots keep the full browser, as visitors have it.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const FULL = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
const SHELL = '/usr/bin/chromium-headless-shell';

async function playwrightOwn() {
  try {
    const { chromium } = await import('playwright-core');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

export async function findBrowser({ install = true, shell = false } = {}) {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH))
    return process.env.CHROMIUM_PATH;
  if (shell && existsSync(SHELL)) return SHELL;
  const own = await playwrightOwn();
  if (own) return own;
  const found = FULL.find((path) => existsSync(path));
  if (found && !shell) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const wanted = shell ? 'chromium-headless-shell' : 'chromium';
  if (install && isRoot && existsSync('/usr/bin/apt-get')) {
    console.error(`Installing Debian's ${wanted} package (apt-get)…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: ['ignore', 'ignore', 'inherit'], env });
    execFileSync('apt-get', ['install', '-y', '-qq', wanted], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env,
    });
    const installed = shell ? SHELL : FULL[0];
    if (existsSync(installed)) return installed;
  }
  if (found) return found;
  throw new Error(
    [
      'No Chromium browser was found for the end-to-end tests. Any one of these works:',
      '  • Debian/Ubuntu: sudo apt-get install chromium chromium-headless-shell   (then run the tests again)',
      "  • Playwright's own build, where downloads are allowed: npx playwright install chromium",
      '  • An existing Chromium or Chrome: CHROMIUM_PATH=/path/to/chromium npm test',
    ].join('\n'),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  findBrowser({ shell: process.argv.includes('--shell') })
    .then((path) => console.log(path))
    .catch((error) => {
      console.error(error.message);
      process.exit(1);
    });
}
