import { defineConfig, devices } from '@playwright/test';

import { ports, UPSTREAM_DEADLINE_MS } from './e2e/support/servers';
import { serverArgs } from './scripts/next-server.mjs';

/**
 * End-to-end specs against the production build (`next start`), in real Chromium
 * (scripts/e2e.mjs finds one and passes CHROMIUM_PATH). Three servers of the same
 * build, started once for the whole run: the embedded store on PGlite, the same on
 * PostgreSQL, and one on an upstream contract server.
 */
const { EMBEDDED, UPSTREAM, EMBEDDED_POSTGRES, CONTRACT } = ports;
/** Per port, so that two runs on other ports (E2E_PORT_BASE) can share a checkout. */
const PGLITE_DIR = `.data/e2e-pglite-${EMBEDDED}`;
/** The servers' copies of uploads (FILE_CACHE_DIR), emptied with their stores at each run. */
const FILES_DIR = (port: number) => `.data/e2e-files-${port}`;

/**
 * The embedded specs that write to the store or read it through its own answers:
 * they run on PGlite and on PostgreSQL. The rest render pages whose markup does
 * not depend on the store's engine (e2e/parity holds that), so they run once: the
 * visitor forms' feedback (their posts are stored by api and no-javascript on
 * both) and the editing screens' accessibility and reach (editing-screens).
 */
const STORE_SPECS =
  /embedded\/(api|bangla|bangla-search|editing-area|editing-articles|editing-bangla|editing-bin-bulk|editing-blog-names|editing-drafts|editing-kept|editing-last-staff|editing-last-staff-more|editing-lists|editing-new-staff|editing-new-staff-marks|editing-staff-leftovers|files|hostile|media-library|hostile-answers|no-javascript|revalidate-tags|revisions-bin|search)\.spec\.ts/;

/**
 * Render-only specs that run once on the PostgreSQL server instead: the two
 * embedded servers' projects run side by side (a worker each), and these even
 * out their lengths (the PGlite project alone was 11 of the run's 11.6 minutes).
 */
const ON_POSTGRES =
  /embedded\/(accessibility|editing-screens|sustainability|header|footer)\.spec\.ts/;

const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH || undefined,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: './e2e',
  // Two projects side by side, each on one worker: a project's specs share its
  // server and store (a spec may revalidate or switch the contract server), so they
  // run in order. With the full browser two lanes were no faster (load average 6 to
  // 8); with the headless shell one lane left the machine 30 % idle, and two took
  // the run from 15.8 to 11.6 minutes. Every project waits for the parity check,
  // which runs before any spec writes to a store.
  fullyParallel: false,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  reporter: [
    ['list'],
    ['json', { outputFile: 'reports/playwright.json' }],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  // Twice Playwright's defaults: CI is a shared two-core machine where one page's
  // hydration has taken over 3.5 s; a slow pass is not a failure, a wrong one is.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // No trace: recording one for every test (kept only on failure) cost a quarter of
  // the run (home, header and forms: 190 s against 141 s in one session). A failure
  // keeps its screenshot and error context; `--trace retain-on-failure` brings
  // traces back for a run that needs them.
  use: { trace: 'off', screenshot: 'only-on-failure', launchOptions },
  projects: [
    {
      // Before any spec writes: the two stores serve the same pages.
      name: 'store-parity',
      workers: 1,
      testMatch: /parity\/.*\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${EMBEDDED}`, launchOptions },
    },
    {
      name: 'embedded',
      workers: 1,
      testMatch: /embedded\/.*\.spec\.ts/,
      testIgnore: ON_POSTGRES,
      dependencies: ['store-parity'],
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${EMBEDDED}`, launchOptions },
    },
    {
      // The store's specs again on its PostgreSQL mode (DATABASE_URL).
      name: 'embedded-postgres',
      workers: 1,
      testMatch: [STORE_SPECS, ON_POSTGRES],
      dependencies: ['store-parity'],
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://127.0.0.1:${EMBEDDED_POSTGRES}`,
        launchOptions,
      },
    },
    {
      name: 'upstream',
      workers: 1,
      testMatch: /upstream\/.*\.spec\.ts/,
      dependencies: ['store-parity'],
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${UPSTREAM}`, launchOptions },
    },
    {
      // Servers of their own on PostgreSQL and Redis (e2e/pair): no base URL.
      name: 'pair',
      workers: 1,
      testMatch: /pair\/.*\.spec\.ts/,
      dependencies: ['store-parity'],
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
  ],
  webServer: [
    {
      command: `node e2e/support/contract-server.mjs`,
      url: `http://127.0.0.1:${CONTRACT}/__health`,
      env: { CONTRACT_PORT: String(CONTRACT) },
      reuseExistingServer: false,
    },
    {
      // A new store each run, as the PostgreSQL one is: the parity check compares
      // the two before any spec writes, and the editing specs add content each run.
      // The copies of uploads of both store servers go with it (the PostgreSQL server
      // makes its folder at its first file request, after every server is up).
      command: `node -e "for(const d of ['${PGLITE_DIR}','${FILES_DIR(EMBEDDED)}','${FILES_DIR(EMBEDDED_POSTGRES)}'])fs.rmSync(d,{recursive:true,force:true})" && node ${serverArgs(EMBEDDED).join(' ')}`,
      url: `http://127.0.0.1:${EMBEDDED}/api/posts/categories`,
      timeout: 120_000,
      env: {
        PGLITE_DATA_DIR: PGLITE_DIR,
        FILE_CACHE_DIR: FILES_DIR(EMBEDDED),
        REVALIDATE_SECRET: 'e2e-secret-of-the-test-servers-0123456789',
        FORM_RATE_LIMIT: '1000',
        SIGN_IN_RATE_LIMIT: '1000',
        SEARCH_RATE_LIMIT: '1000',
      },
      reuseExistingServer: false,
    },
    {
      command: `node scripts/serve-on-postgres.mjs ${EMBEDDED_POSTGRES}`,
      url: `http://127.0.0.1:${EMBEDDED_POSTGRES}/api/posts/categories`,
      timeout: 180_000,
      env: {
        REVALIDATE_SECRET: 'e2e-secret-of-the-test-servers-0123456789',
        FORM_RATE_LIMIT: '1000',
        SIGN_IN_RATE_LIMIT: '1000',
        SEARCH_RATE_LIMIT: '1000',
        // A server with DATABASE_URL is deployed: it needs its public address.
        SITE_URL: `http://127.0.0.1:${EMBEDDED_POSTGRES}`,
        FILE_CACHE_DIR: FILES_DIR(EMBEDDED_POSTGRES),
      },
      // Lets the script stop its database; a SIGKILL would leave it running.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      reuseExistingServer: false,
    },
    {
      command: `node ${serverArgs(UPSTREAM).join(' ')}`,
      url: `http://127.0.0.1:${UPSTREAM}/api/posts/categories`,
      timeout: 120_000,
      env: {
        CONTENT_API_URL: `http://127.0.0.1:${CONTRACT}`,
        CONTENT_API_TIMEOUT_MS: String(UPSTREAM_DEADLINE_MS),
        REVALIDATE_SECRET: 'e2e-secret-of-the-test-servers-0123456789',
        FAILURE_REVALIDATE_SECONDS: '2',
        FORM_RATE_LIMIT: '1000',
        SIGN_IN_RATE_LIMIT: '1000',
        SEARCH_RATE_LIMIT: '1000',
      },
      reuseExistingServer: false,
    },
  ],
});
