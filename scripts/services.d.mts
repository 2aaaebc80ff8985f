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
export function startNginx(
  site: string,
): Promise<{ url: string; errors: () => string; stop: () => Promise<void> }>;
export function selfSignedCertificate(): { cert: string; key: string; pem: string };
export function shippedNginxSite(options: {
  plain: number;
  tls: number;
  instances: [number, number];
  cacheDir: string;
  certificate: { cert: string; key: string };
  useTls?: boolean;
}): string;
export function testNginx(site: string): { status: number | null; output: string };
