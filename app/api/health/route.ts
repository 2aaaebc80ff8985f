import { dependencies } from '@/lib/readiness';
import { buildVersion } from '@/scripts/migrations.mjs';

/**
 * Liveness: the process answers. It names the running build (package version and
 * Next's build id) and, as details, the shared dependencies' states (the
 * readiness checks, at most one `select 1` a second): a shared PostgreSQL or Redis
 * that is away is reported here, and does not make the instance unready
 * (lib/readiness.ts). Always 200 within half a second: a slow store never makes an
 * orchestrator restart a process that is only waiting.
 */
export const dynamic = 'force-dynamic';

let running: { version: string; build: string } | undefined;

export async function GET() {
  running ??= (({ version, build }) => ({ version, build }))(buildVersion());
  const { version, build } = running;
  return Response.json(
    { status: 'ok', version, build, ...(await dependencies()) },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
