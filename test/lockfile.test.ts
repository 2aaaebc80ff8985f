import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * `npm ci` installs exactly the lockfile and refuses one that lacks a package
 * another platform needs (a Mac's or Windows' native binaries), so the lockfile
 * must hold every optional platform package of the packages that ship them.
 */
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, { optionalDependencies?: Record<string, string>; version?: string }>;
};

describe('the lockfile', () => {
  it.each(['next', 'sharp', '@tailwindcss/oxide', 'unrs-resolver'])(
    'locks every platform binary %s can use',
    (name) => {
      const entry = lock.packages[`node_modules/${name}`];
      expect(entry, `${name} is in the lockfile`).toBeDefined();
      const optional = Object.keys(entry!.optionalDependencies ?? {});
      expect(optional.length).toBeGreaterThan(3);
      const missing = optional.filter(
        (dependency) =>
          !lock.packages[`node_modules/${dependency}`] &&
          !lock.packages[`node_modules/${name}/node_modules/${dependency}`],
      );
      expect(missing).toEqual([]);
    },
  );

  it('locks the macOS and Windows builds of the Next.js compiler', () => {
    for (const platform of ['darwin-arm64', 'darwin-x64', 'win32-x64-msvc'])
      expect(lock.packages[`node_modules/@next/swc-${platform}`]?.version).toBeTruthy();
  });
});
