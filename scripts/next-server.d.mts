/** Types for next-server.mjs, as the tests use it. */
import type { ChildProcess } from 'node:child_process';

export const nextBin: string;
export const SERVER_NODE_FLAGS: string[];
export const SERVER_ENV: Record<string, string>;
export const START_FLAGS: string[];
export function serverArgs(port: number | string): string[];
export function freePort(): Promise<number>;
export function startNext(options: {
  port: number;
  dir?: string;
  env?: Record<string, string>;
  stdio?: unknown;
}): ChildProcess;
export function waitUntilUp(url: string): Promise<void>;
export function treeRssKb(pid: number): number;
