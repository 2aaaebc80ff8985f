import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONSOLE_EVENTS } from '@/lib/log-console';

/**
 * The README's table of log events (Operations, Logs) is what an operator alerts
 * on: it must name every event the server writes, at the level it is written.
 */
const ROOT = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx|mjs)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

/** Every `log('level', 'event'` call and every hand-written JSON line's event. */
function eventsInCode(): Map<string, string> {
  const found = new Map<string, string>();
  const files = [
    ...sourceFiles(path.join(ROOT, 'lib')),
    ...sourceFiles(path.join(ROOT, 'app')),
    path.join(ROOT, 'instrumentation.ts'),
    path.join(ROOT, 'proxy.ts'),
  ];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const [, level, event] of text.matchAll(/\blog\(\s*'(info|warn|error)',\s*'([a-z_.]+)'/g))
      found.set(event!, level!);
    for (const [, level, event] of text.matchAll(
      /level: '(info|warn|error)',\s*event: '([a-z_.]+)'/g,
    ))
      found.set(event!, level!);
    for (const [, event] of text.matchAll(/logRedisFailure\('([a-z_.]+)'/g))
      found.set(event!, 'warn');
  }
  // Others' console lines, wrapped at the level they were printed at.
  for (const event of Object.values(CONSOLE_EVENTS)) found.set(event, 'any');
  return found;
}

function eventsInReadme(): Map<string, string> {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const table = new Map<string, string>();
  for (const [, event, level] of readme.matchAll(/^\| `([a-z_.]+)` +\| (info|warn|error|any) +\|/gm))
    table.set(event!, level!);
  return table;
}

describe('the README’s table of log events', () => {
  it('lists every event the server logs, at its level, and nothing else', () => {
    const code = eventsInCode();
    expect(code.size).toBeGreaterThanOrEqual(15);
    expect(Object.fromEntries(eventsInReadme())).toEqual(Object.fromEntries(code));
  });
});
