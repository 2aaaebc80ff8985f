import { format } from 'node:util';
import { errorFields } from './log';

type Level = 'info' | 'warn' | 'error';

/** The events of lines that are not the site's own, at the level of the console call (README, Logs). */
export const CONSOLE_EVENTS = { message: 'server.message', error: 'server.error' } as const;
const LEVELS: Record<'log' | 'info' | 'debug' | 'warn' | 'error', Level> = {
  log: 'info',
  info: 'info',
  debug: 'info',
  warn: 'warn',
  error: 'error',
};

const COLOURS = /\u001b\[[0-9;]*m/g;

/**
 * A line of someone else's (Next's, a library's) as one JSON object: an error
 * by its kind, code, digest and stack frames (never its message, which may quote
 * a failed query's parameters); text without colours, and without the query
 * strings of any address in it (a search's words travel in one).
 */
export function consoleLine(level: Level, args: unknown[]): string {
  const error = args.find((arg): arg is Error => arg instanceof Error);
  // Objects are left out: a library may print a request or a row.
  const text = format(
    ...args
      .filter((arg) => !(arg instanceof Error))
      .map((arg) => (['string', 'number', 'boolean'].includes(typeof arg) ? arg : '')),
  )
    .replace(COLOURS, '')
    .replace(/\?[^\s"'<>]*/g, '?…')
    .trim()
    .slice(0, 500);
  const digest = (error as { digest?: unknown } | undefined)?.digest;
  const frames = error?.stack
    ?.split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 10)
    .map((line) => line.trim());
  return JSON.stringify({
    level,
    event: error ? CONSOLE_EVENTS.error : CONSOLE_EVENTS.message,
    time: new Date().toISOString(),
    ...(text && { message: text }),
    ...(error && errorFields(error)),
    ...(typeof digest === 'string' && { digest }),
    ...(frames?.length ? { frames } : {}),
  });
}

/**
 * From here on every line the process prints through the console is one JSON
 * object: the site's own lines (lib/log.ts) pass as they are, anything else
 * (Next's "Ready", an error Next reports, a library's warning) is wrapped by
 * consoleLine. Called once at start (instrumentation.ts).
 */
export function consoleAsJson() {
  const marked = globalThis as { [key: symbol]: boolean | undefined };
  const installed = Symbol.for('masco.console-as-json');
  if (marked[installed]) return;
  marked[installed] = true;
  for (const [method, level] of Object.entries(LEVELS) as [keyof typeof LEVELS, Level][]) {
    const write = console[method].bind(console);
    console[method] = (...args: unknown[]) => {
      const [first] = args;
      if (args.length === 1 && typeof first === 'string' && first.startsWith('{"level":'))
        write(first);
      else write(consoleLine(level, args));
    };
  }
}
