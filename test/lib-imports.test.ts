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

/** Still to move: the home page's copy (components/home/home-content.ts) into lib/copy. */
const NOT_YET = ['lib/search/site-pages.ts'];

describe('lib/', () => {
  const importing = files('lib').filter((file) =>
    IMPORTS_COMPONENTS.test(readFileSync(file, 'utf8')),
  );

  it('imports nothing from components/', () =>
    expect(importing.filter((file) => !NOT_YET.includes(file))).toEqual([]));

  it('lists as not yet moved only modules that still import components/', () =>
    expect(NOT_YET.filter((file) => !importing.includes(file))).toEqual([]));
});
