import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** lib/ is what pages, routes and scripts share; the components are built on it, never under it. */
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });

const IMPORTS_COMPONENTS = /from ['"](?:@\/components\/|(?:\.\.\/)+components\/)/;

describe('lib/', () => {
  it('imports nothing from components/', () =>
    expect(
      files('lib').filter((file) => IMPORTS_COMPONENTS.test(readFileSync(file, 'utf8'))),
    ).toEqual([]));
});
