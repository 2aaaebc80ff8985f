import type { ChildProcess } from 'node:child_process';

export function ensurePackages(names: ('postgresql' | 'redis-server' | 'nginx')[]): void;
export function freePort(): Promise<number>;
export function startPostgres(): Promise<{
  url: string;
  port: number;
  database: (name: string) => string;
  stop: () => Promise<void>;
}>;
export function startRedis(options?: { port?: number }): Promise<{
  url: string;
  port: number;
  server: ChildProcess;
  stop: () => Promise<void>;
}>;
export const isRoot: boolean;
export function waitFor(
  check: () => Promise<boolean>,
  what: string | (() => string),
  timeoutMs?: number,
): Promise<void>;
export function accepts(port: number): Promise<boolean>;
