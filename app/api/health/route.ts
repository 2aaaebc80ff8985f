import { buildVersion } from '@/scripts/migrations.mjs';

/**
 * Liveness: the process answers, with no I/O, and names the running build
 * (package version and Next's build id, as the `server.start` log line does).
 */
export const dynamic = 'force-dynamic';

let running: { version: string; build: string } | undefined;

export function GET() {
  running ??= (({ version, build }) => ({ version, build }))(buildVersion());
  return Response.json({ status: 'ok', ...running }, { headers: { 'Cache-Control': 'no-store' } });
}
