import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import {
  addressOf,
  enforceNodeVersion,
  enforceSharedSecrets,
  enforceSiteUrl,
  enforceStrongSecrets,
  NODE_MAJOR_NEEDED,
  startFields,
} from './start-checks';

describe('the start line (server.start)', () => {
  it('names the embedded store by its data directory, SITE_URL, Redis and tracing off', () => {
    expect(
      startFields({ PGLITE_DATA_DIR: '.data/site', SITE_URL: 'https://www.mascobd.com' }),
    ).toEqual({
      content: 'embedded store (PGlite)',
      dataDir: path.resolve('.data/site'),
      siteUrl: 'https://www.mascobd.com',
      redis: 'not used',
      tracing: false,
    });
    expect(startFields({}).dataDir).toBe(path.resolve('.data/pglite'));
    expect(startFields({}).siteUrl).toBe('unset');
  });

  it('names PostgreSQL by host and database, never the user or the password', () => {
    const fields = startFields({
      DATABASE_URL: 'postgres://masco:s3cret-pass@db.internal:5432/masco?sslmode=require',
      REDIS_URL: 'redis://:redis-pass@cache:6379/0',
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://127.0.0.1:4318/v1/traces',
    });
    expect(fields).toMatchObject({
      content: 'PostgreSQL',
      database: 'db.internal:5432/masco',
      redis: 'cache:6379/0',
      tracing: true,
    });
    expect(fields).not.toHaveProperty('dataDir');
    expect(JSON.stringify(fields)).not.toMatch(/s3cret-pass|redis-pass|masco:|sslmode/);
  });

  it('names an upstream CMS by its address, and a socket folder given in ?host=', () => {
    expect(
      startFields({ CONTENT_API_URL: 'https://user:pw@cms.example.com/api?key=k' }),
    ).toMatchObject({ content: 'upstream CMS', contentApi: 'cms.example.com/api' });
    expect(addressOf('postgres:///masco?host=/var/run/postgresql')).toBe(
      '/var/run/postgresql/masco',
    );
    expect(addressOf('no url')).toBe('not a URL');
  });
});

describe('a refused start', () => {
  afterEach(() => vi.unstubAllEnvs());

  function refusalOf(start: () => void): string {
    const exit = vi.spyOn(process, 'exit').mockImplementation((() => {
      throw new Error('exit');
    }) as never);
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(start).toThrow('exit');
    expect(exit).toHaveBeenCalledWith(1);
    expect(printed).toHaveBeenCalledTimes(1);
    return printed.mock.calls[0]![0] as string;
  }

  it('says in its line that it refused: SITE_URL missing with DATABASE_URL set', () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('SITE_URL', '');
    vi.stubEnv('REDIS_URL', '');
    vi.stubEnv('DATABASE_URL', 'postgres://db/masco');
    const line = JSON.parse(refusalOf(enforceSiteUrl));
    expect(line).toMatchObject({ level: 'error', event: 'server.refused' });
    expect(line.message).toMatch(
      /^Refused to start \(exit 1\): SITE_URL is unset and DATABASE_URL is set \(a deployed site\): canonical links/,
    );
  });

  it('says in its line that it refused: a shared secret missing with REDIS_URL set', () => {
    vi.stubEnv('REDIS_URL', 'redis://cache:6379');
    vi.stubEnv('CSRF_SECRET', '');
    vi.stubEnv('REVALIDATE_SECRET', 'r');
    vi.stubEnv('SUBMISSIONS_SECRET', 's');
    const line = JSON.parse(refusalOf(enforceSharedSecrets));
    expect(line.message).toBe(
      'Refused to start (exit 1): REDIS_URL is set, so several instances may serve this site: set CSRF_SECRET to the same value on every instance (it is missing here).',
    );
  });

  it('refuses a secret short enough to guess in production, in one line naming it', () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('REVALIDATE_SECRET', 'x');
    const line = JSON.parse(refusalOf(enforceStrongSecrets));
    expect(line.message).toBe(
      'Refused to start (exit 1): REVALIDATE_SECRET is shorter than 32 characters, short enough to guess: set it to a random value (`openssl rand -hex 32`).',
    );
  });

  it('refuses a Node.js older than package.json asks for, in one line naming both', () => {
    const engines = JSON.parse(readFileSync('package.json', 'utf8')).engines.node;
    expect(engines).toBe(`>=${NODE_MAJOR_NEEDED}`);
    const line = JSON.parse(refusalOf(() => enforceNodeVersion('20.20.2')));
    expect(line.message).toBe(
      "Refused to start (exit 1): Node.js 20.20.2 is older than this site needs (22 or newer): install Node.js 22 and point the service's ExecStart at it.",
    );
  });

  it('starts on the Node.js it needs and newer', () => {
    const exit = vi.spyOn(process, 'exit').mockImplementation(() => {
      throw new Error('exit');
    });
    enforceNodeVersion('22.23.3');
    enforceNodeVersion('24.1.0');
    expect(exit).not.toHaveBeenCalled();
  });
});
