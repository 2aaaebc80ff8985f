import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** A module a newcomer reads whole: past this many lines it is split by what its parts do. */
const MAX_LINES = 300;

/** Data and copy are read by looking things up, not whole: the seed, the pages' copy, migrations. */
const DATA = [/^lib\/store\/seed\//, /^lib\/copy\//, /^lib\/store\/migrations\//];

const code = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return code(full);
    return /\.(tsx?|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });

describe('the code', () => {
  it(`has no module over ${MAX_LINES} lines outside data and copy`, () => {
    const long = ['app', 'components', 'lib', 'scripts', 'proxy.ts']
      .flatMap((root) => (root.endsWith('.ts') ? [root] : code(root)))
      .filter((file) => !DATA.some((data) => data.test(file)))
      .map((file) => ({ file, lines: readFileSync(file, 'utf8').split('\n').length - 1 }))
      .filter(({ lines }) => lines > MAX_LINES);
    expect(long).toEqual([]);
  });
});
