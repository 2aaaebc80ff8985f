import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

/**
 * lib/http/compressed-responses.ts runs three of Next's internal modules (DESIGN
 * note in the README, "Next's internals, pinned"). They are no public API: a
 * minor release may move or reshape them. So `next` is pinned to one version,
 * and this test names what the site relies on, failing loudly when an upgrade
 * changes it (compressed-responses.test.ts then checks the behaviour).
 */
const require = createRequire(import.meta.url);
const PINNED = '16.4.6';
const INTERNALS: [string, string, string] = [
  'next/dist/compiled/compression',
  'next/dist/compiled/fresh',
  'next/dist/server/lib/release-compression-stream',
];

const json = (file: string) => JSON.parse(readFileSync(file, 'utf8'));

describe("Next's internals that the compression relies on", () => {
  it('next is pinned to one exact version, in package.json, the lockfile and node_modules', () => {
    expect(json('package.json').dependencies.next).toBe(PINNED);
    const lock = json('package-lock.json');
    expect(lock.packages[''].dependencies.next).toBe(PINNED);
    expect(lock.packages['node_modules/next'].version).toBe(PINNED);
    expect(json(require.resolve('next/package.json')).version).toBe(PINNED);
  });

  it.each(INTERNALS)('%s is where the site imports it from', (name) => {
    expect(() => require.resolve(name), `${name} moved: see compressed-responses.ts`).not.toThrow();
  });

  it('have the shapes compressed-responses.ts calls', () => {
    const compression = require(INTERNALS[0]) as () => (...args: unknown[]) => void;
    const fresh = require(INTERNALS[1]) as (
      request: Record<string, string>,
      response: Record<string, string>,
    ) => boolean;
    const { releaseCompressionStream } = require(INTERNALS[2]) as {
      releaseCompressionStream: unknown;
    };
    expect(typeof compression).toBe('function');
    // A connect middleware: (request, response, next).
    expect(compression().length).toBe(3);
    expect(fresh({ 'if-none-match': '"a"' }, { etag: '"a"' })).toBe(true);
    expect(fresh({ 'if-none-match': '"a"' }, { etag: '"b"' })).toBe(false);
    expect(fresh({ 'if-none-match': '"a"', 'cache-control': 'no-cache' }, { etag: '"a"' })).toBe(
      false,
    );
    expect(typeof releaseCompressionStream).toBe('function');
  });

  it("Next's own server still runs the same middleware and release, so turning them off there means the site runs them", () => {
    const routerServer = readFileSync(
      require.resolve('next/dist/server/lib/router-server'),
      'utf8',
    );
    expect(routerServer).toContain('require("next/dist/compiled/compression")');
    expect(routerServer).toContain('require("./release-compression-stream")');
  });
});
