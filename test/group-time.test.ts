import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Bangladesh time comes from Intl's zone data (lib/dates.ts, Asia/Dhaka), and
 * month names from Intl's English: no fixed +6 hour offset and no month table
 * written by hand anywhere in the code.
 */
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.(?:tsx?|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });

const HAND_MADE = [
  /['"`][^'"`\n]*[+]06:?00['"`]/, // a fixed offset in a string: '+06:00'
  /\b6 \* (?:60 \* 60|3_?600(?:_?000)?)\b/, // a fixed offset in numbers: six hours
  /['"](?:Jan|January)['"],\s*['"](?:Feb|February)['"]/, // a month table
];

describe('Bangladesh time', () => {
  const files = ['lib', 'components', 'app', 'scripts'].flatMap(sources);

  it('is never a fixed offset or a hand-made month table', () => {
    expect(files.length).toBeGreaterThan(100);
    const found = files.filter((file) => {
      // Comments may name the zone's offset; code may not use it.
      const text = readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\/\/.*$/gm, '');
      return HAND_MADE.some((pattern) => pattern.test(text));
    });
    expect(found).toEqual([]);
  });
});
