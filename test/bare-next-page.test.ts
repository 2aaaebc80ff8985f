import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { files, siteCodeIn } from '../scripts/bare-next-page.mjs';

// The bench's and the audit's control (issue 48): Turbopack, whose root is the project,
// built the site's instrumentation.ts into the bare page when it had none of its own.
describe('the bare Next.js page', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const build = (name: string, text: string) => {
    dir = mkdtempSync(path.join(tmpdir(), 'bare-page-'));
    mkdirSync(path.join(dir, 'chunks'), { recursive: true });
    writeFileSync(path.join(dir, 'chunks', 'page._.js'), 'module.exports = "A bare page"');
    writeFileSync(path.join(dir, 'chunks', name), text);
    return dir;
  };

  it('has an instrumentation hook of its own that does nothing', async () => {
    expect(files['instrumentation.js']).toBe('export function register() {}\n');
  });

  it("finds the site's instrumentation or server start in a build", () => {
    const map = '{"sources":["../../../../instrumentation.ts","../../node_modules/next/x.js"]}';
    expect(siteCodeIn(build('edge._.js.map', map))).toBe(path.join('chunks', 'edge._.js.map'));
    expect(
      siteCodeIn(build('lib_server-start_ts._.js', '"[project]/lib/server-start.ts"')),
    ).not.toBeNull();
  });

  it("passes a build with no module of the site's", () => {
    const own = '{"sources":["../../bare-next-page/instrumentation.js","../../app/page.jsx"]}';
    expect(siteCodeIn(build('own._.js.map', own))).toBeNull();
  });
});
