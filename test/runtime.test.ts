import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The machines' own Node.js may be 20 (end of life in April 2026); npm scripts
 * run on the registry's `node` package (a dev dependency, first on npm's PATH).
 */
describe('the runtime', () => {
  it('is a supported LTS (22 or newer), as package.json declares', () => {
    const major = Number(process.versions.node.split('.')[0]);
    expect(major).toBeGreaterThanOrEqual(22);
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
      engines: { node: string };
      devDependencies: Record<string, string>;
    };
    expect(pkg.engines.node).toBe('>=22');
    expect(pkg.devDependencies.node).toMatch(/^\^22\./);
  });
});
