import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The Node.js the README asks for is the one package.json declares (and runs npm scripts on). */
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};
const readme = readFileSync('README.md', 'utf8');

describe("the README's Node.js", () => {
  const engines = /^>=(\d+)$/.exec(pkg.engines.node);

  it('is a lowest major version in package.json', () => expect(engines).not.toBeNull());

  it('names that version where it says what a fresh machine needs', () => {
    const asked = /with Node\.js (\d+) or newer \(`engines` in `package\.json`\)/.exec(readme);
    expect(asked?.[1]).toBe(engines?.[1]);
  });

  it('quotes the engines field as it is', () => {
    const quoted = [...readme.matchAll(/"engines": \{ "node": "([^"]+)" \}/g)].map((m) => m[1]);
    expect(quoted.length).toBeGreaterThan(0);
    for (const range of quoted) expect(range).toBe(pkg.engines.node);
  });

  it('is the major of the node package the npm scripts run on', () =>
    expect(/^\^(\d+)\./.exec(pkg.devDependencies.node ?? '')?.[1]).toBe(engines?.[1]));
});
