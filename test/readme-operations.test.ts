import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The README is what an operator follows: it must say what the code does. Each
 * of these held something the README had wrong ("Run it for years, part 2").
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  engines: { node: string };
  scripts: Record<string, string>;
};

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return files(file);
    return /\.(ts|tsx|mjs)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

/** Set by Next.js or Node, or read by the build only: not the operator's to set. */
const NOT_SETTINGS = new Set([
  'NEXT_PHASE',
  'NEXT_RUNTIME',
  'NODE_ENV',
  'NEXT_PUBLIC_SITE_URL',
  'BUILD_SKIPS_TYPE_CHECK',
]);
/** The commands an operator runs on the server's machine (not the tests' or the benches'). */
const OPERATOR_SCRIPTS = [
  'backup',
  'restore',
  'migrate',
  'submissions',
  'admin-create',
  'operator-token',
  'serve',
];

describe("the README's Configuration and Operations", () => {
  it('names the Node.js that package.json requires', () => {
    const major = /(\d+)/.exec(pkg.engines.node)![1];
    expect(readme).toMatch(new RegExp(`On a fresh machine with Node\\.js ${major} or newer`));
    expect(readme).not.toMatch(/Node\.js 20\.9/);
  });

  it('lists every environment variable the server and the operator commands read', () => {
    const sources = [
      ...files(path.join(ROOT, 'lib')),
      ...files(path.join(ROOT, 'app')),
      path.join(ROOT, 'instrumentation.ts'),
      path.join(ROOT, 'proxy.ts'),
      ...OPERATOR_SCRIPTS.map((name) => path.join(ROOT, 'scripts', `${name}.mjs`)),
    ];
    const names = new Set<string>();
    for (const file of sources) {
      const text = readFileSync(file, 'utf8');
      for (const [, name] of text.matchAll(/process\.env\.([A-Z][A-Z0-9_]+)/g)) names.add(name!);
    }
    for (const [, name] of readFileSync(path.join(ROOT, 'lib/env.ts'), 'utf8').matchAll(
      /'([A-Z][A-Z0-9_]+)'/g,
    ))
      names.add(name!);
    const table = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('### Memory'));
    const missing = [...names]
      .filter((name) => !NOT_SETTINGS.has(name))
      .filter((name) => !table.includes(`\`${name}\``) && !readme.includes(`\`${name}=`))
      // The commands' own inputs, documented with their command.
      .filter((name) => !(name === 'ADMIN_PASSWORD' && readme.includes('`ADMIN_PASSWORD`')));
    expect(missing.sort()).toEqual([]);
  });

  it('gives every command that takes --url with it, and each npm script it names exists', () => {
    for (const name of OPERATOR_SCRIPTS) {
      const text = readFileSync(path.join(ROOT, 'scripts', `${name}.mjs`), 'utf8');
      if (!/\burl: \{ type: 'string' \}/.test(text)) continue;
      const script = Object.entries(pkg.scripts).find(([, run]) =>
        run.includes(`scripts/${name}.mjs`),
      )?.[0];
      expect(script, name).toBeDefined();
      expect(readme, script).toMatch(new RegExp(`\`npm run ${script}[^\`]*\\[--url URL\\]`));
    }
    for (const [, script] of readme.matchAll(/`npm run ([a-z0-9:]+)/g))
      expect(Object.keys(pkg.scripts), script).toContain(script);
  });

  it('says how to dump and restore PostgreSQL: a private dump, the instances stopped, the caches cleared, pg_trgm', () => {
    const dump = readme.split('\n').find((line) => /\bpg_dump --format/.test(line));
    expect(dump).toMatch(/umask 077/);
    const restore = readme.slice(
      readme.indexOf('pg_restore --clean') - 600,
      readme.indexOf('pg_restore --clean') + 1800,
    );
    expect(restore).toMatch(/systemctl stop masco/);
    expect(restore).toMatch(/Stop\s+every instance before `pg_restore`/);
    expect(restore).toMatch(/clear the page caches/);
    expect(restore).toMatch(/create the `pg_trgm` extension/);
  });
});
