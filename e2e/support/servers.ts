// The ports of the servers playwright.config.ts starts. E2E_PORT_BASE lets several
// checkouts run their suites side by side.
const BASE_PORT = Number(process.env.E2E_PORT_BASE) || 3100;

export const ports = {
  EMBEDDED: BASE_PORT,
  UPSTREAM: BASE_PORT + 1,
  EMBEDDED_POSTGRES: BASE_PORT + 2,
  CONTRACT: BASE_PORT + 99,
};

const url = (port: number) => `http://127.0.0.1:${port}`;
export const PGLITE_URL = url(ports.EMBEDDED);
export const POSTGRES_URL = url(ports.EMBEDDED_POSTGRES);
export const UPSTREAM_URL = url(ports.UPSTREAM);
export const CONTRACT_URL = url(ports.CONTRACT);

/**
 * The upstream server's content deadline (CONTENT_API_TIMEOUT_MS; 3000 by default
 * and on the embedded servers). Shorter here: the hanging-CMS specs wait for it on
 * every page, and the contract server on loopback answers in milliseconds.
 */
export const UPSTREAM_DEADLINE_MS = 1500;
