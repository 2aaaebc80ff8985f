import { describe, expect, it } from 'vitest';
import { consoleLine } from './log-console';

describe("someone else's console line, as JSON", () => {
  it('text without colours, as one object', () => {
    const line = JSON.parse(consoleLine('info', ['\u001b[32m✓\u001b[39m Ready in 96ms']));
    expect(line).toMatchObject({
      level: 'info',
      event: 'server.message',
      message: '✓ Ready in 96ms',
    });
  });

  it('an error by its kind, code, digest and frames, never its message', () => {
    const cause = Object.assign(new Error('violates check constraint'), {
      name: 'DatabaseError',
      code: '23514',
      constraint: 'refuse',
    });
    const error = Object.assign(
      new Error('Failed query: insert …\nparams: Typed Name,typed@example.com', { cause }),
      { digest: '12345' },
    );
    const raw = consoleLine('error', ['⨯', error]);
    expect(raw).not.toMatch(/Typed|typed@/);
    const line = JSON.parse(raw);
    expect(line).toMatchObject({
      level: 'error',
      event: 'server.error',
      error: 'DatabaseError',
      code: '23514',
      digest: '12345',
    });
    expect(line.frames.length).toBeGreaterThan(0);
    for (const frame of line.frames) expect(frame).toMatch(/^at /);
  });

  it('the query string of an address in the text is left out', () => {
    const line = JSON.parse(
      consoleLine('warn', ['Slow render of /search?q=my+private+words (2 s)']),
    );
    expect(line.message).toBe('Slow render of /search?… (2 s)');
  });

  it('format strings and other values, safely', () => {
    expect(JSON.parse(consoleLine('info', ['%s took %d ms', 'build', 12])).message).toBe(
      'build took 12 ms',
    );
    expect(() => JSON.parse(consoleLine('info', [{ a: 1 }, undefined, null]))).not.toThrow();
  });
});
