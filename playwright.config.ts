import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end specs against the production build (`next start`), in real Chromium
 * (scripts/e2e.mjs finds one and passes CHROMIUM_PATH). Two servers of the same
 * build: one on the embedded store, one on an upstream contract server.
 */
// E2E_PORT_BASE lets several checkouts run their suites side by side.
const BASE_PORT = Number(process.env.E2E_PORT_BASE) || 3100;
const EMBEDDED = BASE_PORT;
const UPSTREAM = BASE_PORT + 1;
const EMBEDDED_POSTGRES = BASE_PORT + 2;
const CONTRACT = BASE_PORT + 99;
process.env.E2E_CONTRACT_URL = `http://127.0.0.1:${CONTRACT}`;
export const ports = { EMBEDDED, UPSTREAM, EMBEDDED_POSTGRES, CONTRACT };

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
  fullyParallel: false,
  workers: 1,
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
  use: { trace: 'retain-on-failure', launchOptions },
  projects: [
    {
      name: 'embedded',
      testMatch: /embedded\/.*\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${EMBEDDED}`, launchOptions },
    },
    {
      // The same specs on the embedded store's PostgreSQL mode (DATABASE_URL),
      // but the kill-and-restart one, which is about PGlite's own files.
      name: 'embedded-postgres',
      testMatch: /embedded\/.*\.spec\.ts/,
      testIgnore: /durability\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://127.0.0.1:${EMBEDDED_POSTGRES}`,
        launchOptions,
      },
    },
    {
      // Servers of their own on PostgreSQL and Redis (e2e/pair): no base URL.
      name: 'pair',
      testMatch: /pair\/.*\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
    {
      name: 'upstream',
      testMatch: /upstream\/.*\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${UPSTREAM}`, launchOptions },
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
      command: `npx next start -p ${EMBEDDED} -H 127.0.0.1`,
      url: `http://127.0.0.1:${EMBEDDED}/api/posts/categories`,
      timeout: 120_000,
      env: {
        PGLITE_DATA_DIR: '.data/e2e-pglite',
        REVALIDATE_SECRET: 'e2e-secret',
        FORM_RATE_LIMIT: '1000',
        SIGN_IN_RATE_LIMIT: '1000',
      },
      reuseExistingServer: false,
    },
    {
      command: `node scripts/serve-on-postgres.mjs ${EMBEDDED_POSTGRES}`,
      url: `http://127.0.0.1:${EMBEDDED_POSTGRES}/api/posts/categories`,
      timeout: 180_000,
      env: {
        REVALIDATE_SECRET: 'e2e-secret',
        FORM_RATE_LIMIT: '1000',
        SIGN_IN_RATE_LIMIT: '1000',
        // A server with DATABASE_URL is deployed: it needs its public address.
        SITE_URL: `http://127.0.0.1:${EMBEDDED_POSTGRES}`,
      },
      // Lets the script stop its database; a SIGKILL would leave it running.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      reuseExistingServer: false,
    },
    {
      command: `npx next start -p ${UPSTREAM} -H 127.0.0.1`,
      url: `http://127.0.0.1:${UPSTREAM}/api/posts/categories`,
      timeout: 120_000,
      env: {
        CONTENT_API_URL: `http://127.0.0.1:${CONTRACT}`,
        REVALIDATE_SECRET: 'e2e-secret',
        FAILURE_REVALIDATE_SECONDS: '2',
        FORM_RATE_LIMIT: '1000',
        SIGN_IN_RATE_LIMIT: '1000',
      },
      reuseExistingServer: false,
    },
  ],
});
