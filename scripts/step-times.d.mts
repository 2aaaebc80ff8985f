export function recordStep(name: string, seconds: number): void;
export function recordedSteps(): { name: string; seconds: number }[];
export function projectSpans(
  report: unknown,
): { project: string; seconds: number; tests: number }[];
export function slowestFiles(
  playwright: unknown,
  vitest: unknown,
  count?: number,
): { file: string; seconds: number; tests: number }[];
export function testCounts(): { passed: number; failed: number };
export function stepTable(): string;
