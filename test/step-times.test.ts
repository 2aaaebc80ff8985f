import { describe, expect, it } from 'vitest';
import { projectSpans, slowestFiles } from '../scripts/step-times.mjs';

const result = (startTime: string, duration: number) => ({ startTime, duration });
const playwright = {
  suites: [
    {
      file: 'embedded/home.spec.ts',
      specs: [
        {
          tests: [
            { projectName: 'embedded', results: [result('2026-01-01T00:00:00.000Z', 4_000)] },
            {
              projectName: 'embedded-postgres',
              results: [result('2026-01-01T00:10:00.000Z', 1_000)],
            },
          ],
        },
      ],
      suites: [
        {
          specs: [
            {
              tests: [
                { projectName: 'embedded', results: [result('2026-01-01T00:01:00.000Z', 2_000)] },
              ],
            },
          ],
        },
      ],
    },
    {
      file: 'upstream/blog.spec.ts',
      specs: [
        {
          tests: [
            { projectName: 'upstream', results: [result('2026-01-01T00:02:00.000Z', 9_000)] },
          ],
        },
      ],
    },
  ],
};

describe('the test run table', () => {
  it("spans each Playwright project from its first test's start to its last test's end", () => {
    expect(projectSpans(playwright)).toEqual([
      { project: 'embedded', seconds: 62, tests: 2 },
      { project: 'embedded-postgres', seconds: 1, tests: 1 },
      { project: 'upstream', seconds: 9, tests: 1 },
    ]);
  });

  it('ranks files of both runners by their summed test time, nested suites included', () => {
    const vitest = {
      testResults: [
        {
          name: `${process.cwd()}/lib/html.test.ts`,
          startTime: 0,
          endTime: 7_000,
          assertionResults: [{}, {}, {}],
        },
      ],
    };
    expect(slowestFiles(playwright, vitest, 3)).toEqual([
      { file: 'e2e/upstream/blog.spec.ts [upstream]', seconds: 9, tests: 1 },
      { file: 'lib/html.test.ts', seconds: 7, tests: 3 },
      { file: 'e2e/embedded/home.spec.ts [embedded]', seconds: 6, tests: 2 },
    ]);
  });

  it('reads missing reports as empty', () => {
    expect(projectSpans(null)).toEqual([]);
    expect(slowestFiles(null, null)).toEqual([]);
  });
});
