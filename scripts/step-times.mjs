// Where a test run's time goes: each step's wall time, each Playwright project's,
// and the ten slowest test files, printed as a table at the end of `npm test` and
// of `.ci/run`. Steps are appended to reports/steps.json as they finish, so the
// CI script can add its own (install, audit) around `npm test`'s.
//   node scripts/step-times.mjs record <name> <seconds>
//   node scripts/step-times.mjs print    (the table)
//   node scripts/step-times.mjs counts   ('N passed, N failed' of both runners)
import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const STEPS = 'reports/steps.jsonl';

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};

/** Appends one finished step. */
export function recordStep(name, seconds) {
  mkdirSync('reports', { recursive: true });
  appendFileSync(STEPS, `${JSON.stringify({ name, seconds: Math.round(seconds) })}\n`);
}

export function recordedSteps() {
  try {
    return readFileSync(STEPS, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
  } catch {
    return [];
  }
}

/** Each test in a Playwright JSON report, with its project, file and timing. */
function playwrightTests(report) {
  const tests = [];
  const visit = (suite, file) => {
    const here = suite.file ?? file;
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? [])
          tests.push({
            project: test.projectName,
            file: here,
            start: Date.parse(result.startTime),
            ms: result.duration,
          });
    for (const child of suite.suites ?? []) visit(child, here);
  };
  for (const suite of report?.suites ?? []) visit(suite, suite.file);
  return tests;
}

/** Wall time of each Playwright project: from its first test's start to its last test's end. */
export function projectSpans(report) {
  const spans = new Map();
  for (const { project, start, ms } of playwrightTests(report)) {
    const span = spans.get(project) ?? { from: Infinity, to: 0, tests: 0 };
    span.from = Math.min(span.from, start);
    span.to = Math.max(span.to, start + ms);
    span.tests += 1;
    spans.set(project, span);
  }
  return [...spans].map(([project, { from, to, tests }]) => ({
    project,
    seconds: Math.round((to - from) / 1000),
    tests,
  }));
}

/** The slowest test files of both runners: [{ file, seconds, tests }]. */
export function slowestFiles(playwright, vitest, count = 10) {
  const files = new Map();
  const add = (file, ms, tests) => {
    const entry = files.get(file) ?? { file, ms: 0, tests: 0 };
    entry.ms += ms;
    entry.tests += tests;
    files.set(file, entry);
  };
  for (const { project, file, ms } of playwrightTests(playwright))
    add(`${path.join('e2e', file)} [${project}]`, ms, 1);
  for (const result of vitest?.testResults ?? [])
    add(
      path.relative(process.cwd(), result.name),
      (result.endTime ?? 0) - (result.startTime ?? 0),
      result.assertionResults?.length ?? 0,
    );
  return [...files.values()]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
    .map(({ file, ms, tests }) => ({ file, seconds: Math.round(ms / 1000), tests }));
}

/** Passed and failed counts from the runners' JSON reports. */
export function testCounts() {
  const unit = readJson('reports/vitest.json');
  const e2e = readJson('reports/playwright.json');
  return {
    passed: (unit?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0),
    failed: (unit?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0) + (e2e?.stats?.flaky ?? 0),
  };
}

const minutes = (seconds) =>
  seconds >= 60 ? `${Math.floor(seconds / 60)} min ${seconds % 60} s` : `${seconds} s`;

/** The table: steps, Playwright projects, total, ten slowest files. */
export function stepTable() {
  const steps = recordedSteps();
  const playwright = readJson('reports/playwright.json');
  const vitest = readJson('reports/vitest.json');
  const lines = ['', 'Where the time went', '', '| Step | Time |', '|---|---|'];
  for (const { name, seconds } of steps) lines.push(`| ${name} | ${minutes(seconds)} |`);
  for (const { project, seconds, tests } of projectSpans(playwright))
    lines.push(`| · Playwright project ${project} (${tests} tests) | ${minutes(seconds)} |`);
  const total = steps.reduce((sum, step) => sum + step.seconds, 0);
  lines.push(`| **total** | **${minutes(total)}** |`, '');
  const slow = slowestFiles(playwright, vitest);
  if (slow.length) {
    lines.push('| Ten slowest test files | Tests | Time |', '|---|---|---|');
    for (const { file, seconds, tests } of slow)
      lines.push(`| ${file} | ${tests} | ${minutes(seconds)} |`);
  }
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [command, name, seconds] = process.argv.slice(2);
  if (command === 'record') recordStep(name, Number(seconds));
  else if (command === 'print') console.log(stepTable());
  else if (command === 'counts') {
    const { passed, failed } = testCounts();
    console.log(`${passed} passed, ${failed} failed`);
  } else {
    console.error('usage: step-times.mjs record <name> <seconds> | print | counts');
    process.exit(2);
  }
}
