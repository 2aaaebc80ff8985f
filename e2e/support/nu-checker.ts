import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const vnuJar: string = createRequire(import.meta.url)('vnu-jar');

export type NuError = { page: string; line?: number; message: string; extract?: string };

/**
 * The W3C Nu HTML Checker (npm's vnu-jar, run on Java) over a set of pages'
 * HTML, in one JVM start. Returns its errors (warnings are not errors).
 */
export async function nuErrors(pages: Record<string, string>): Promise<NuError[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'nu-'));
  try {
    const files = Object.entries(pages).map(([page, html], i) => {
      const file = path.join(dir, `${i}.html`);
      writeFileSync(file, html);
      return { page, url: `file:${file}` };
    });
    let report: string;
    try {
      const { stderr } = await run(
        'java',
        ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files.map((f) => f.url.slice(5))],
        { maxBuffer: 64 * 1024 * 1024 },
      );
      report = stderr;
    } catch (error) {
      const failed = error as { code?: string | number; stderr?: string };
      if (failed.code === 'ENOENT')
        throw new Error(
          'java is not installed: the Nu checker needs it (.ci/run installs default-jre-headless)',
        );
      report = failed.stderr ?? '';
    }
    const { messages } = JSON.parse(report || '{"messages":[]}') as {
      messages: {
        type: string;
        url: string;
        lastLine?: number;
        message: string;
        extract?: string;
      }[];
    };
    return messages
      .filter((m) => m.type === 'error' || m.type === 'non-document-error')
      .map((m) => ({
        page: files.find((f) => f.url === m.url)?.page ?? m.url,
        line: m.lastLine,
        message: m.message,
        extract: m.extract?.slice(0, 160),
      }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
