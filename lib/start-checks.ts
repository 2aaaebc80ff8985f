import path from 'node:path';
import { log } from './log';
import { missingSharedSecrets, weakSecrets } from './security/secrets';
import { siteUrlCheck } from './site-url-check';

type Environment = Record<string, string | undefined>;

/** Where a URL points, without its user, password or query: `db.internal:5432/masco`. */
export function addressOf(raw: string): string {
  try {
    const url = new URL(raw);
    // A PostgreSQL URL may name a socket folder in `?host=` instead.
    const host = url.host || url.searchParams.get('host') || 'localhost';
    const database = url.pathname.replace(/^\/+/, '');
    return database ? `${host}/${database}` : host;
  } catch {
    return 'not a URL';
  }
}

/**
 * What the start line (`server.start`) says of this instance's settings: where
 * its content comes from (the embedded store's directory, PostgreSQL's host and
 * database, or the upstream CMS's address; never a user or a password),
 * SITE_URL, Redis's host and whether traces are exported.
 */
export function startFields(environment: Environment = process.env) {
  const value = (name: string) => environment[name]?.trim() || undefined;
  const upstream = value('CONTENT_API_URL');
  const database = value('DATABASE_URL');
  const redis = value('REDIS_URL');
  const source = upstream
    ? { content: 'upstream CMS', contentApi: addressOf(upstream) }
    : database
      ? { content: 'PostgreSQL', database: addressOf(database) }
      : {
          content: 'embedded store (PGlite)',
          dataDir: path.resolve(value('PGLITE_DATA_DIR') ?? '.data/pglite'),
        };
  return {
    ...source,
    siteUrl: value('SITE_URL') ?? 'unset',
    redis: redis ? addressOf(redis) : 'not used',
    tracing: Boolean(
      value('OTEL_EXPORTER_OTLP_ENDPOINT') || value('OTEL_EXPORTER_OTLP_TRACES_ENDPOINT'),
    ),
  };
}

/** The start of every refusal's line: an operator reads at once that nothing is serving. */
export const REFUSED = 'Refused to start (exit 1):';

/** At start: one warning, or one refusal and exit 1 (lib/site-url-check.ts). */
export function enforceSiteUrl() {
  if (process.env.NODE_ENV !== 'production') return;
  const { level, message } = siteUrlCheck(process.env);
  if (level === 'warn') log('warn', 'config.site_url', { message });
  if (level === 'fatal') refuse(message ?? 'SITE_URL must be set.');
}

/** The oldest Node.js major the site runs on: `engines` in package.json says the same. */
export const NODE_MAJOR_NEEDED = 22;

/**
 * At start: a Node.js older than the site needs is refused in one line, rather
 * than left to fail later in some request (a systemd unit that runs the
 * machine's own /usr/bin/node, say, where Debian's is 20).
 */
export function enforceNodeVersion(version = process.versions.node) {
  const major = Number(version.split('.')[0]);
  if (major < NODE_MAJOR_NEEDED)
    refuse(
      `Node.js ${version} is older than this site needs (${NODE_MAJOR_NEEDED} or newer): install Node.js ${NODE_MAJOR_NEEDED} and point the service's ExecStart at it.`,
    );
}

/** At start: with REDIS_URL, every shared secret is set, or one refusal and exit 1. */
export function enforceSharedSecrets() {
  const message = missingSharedSecrets(process.env);
  if (message) refuse(message);
}

/** At start: a secret short enough to guess is refused in one line naming it. */
export function enforceStrongSecrets() {
  if (process.env.NODE_ENV !== 'production') return;
  const message = weakSecrets(process.env);
  if (message) refuse(message);
}

function refuse(message: string) {
  log('error', 'server.refused', { message: `${REFUSED} ${message}` });
  process.exit(1);
}
