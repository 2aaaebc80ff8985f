/**
 * Liveness: the process answers. No I/O, so a slow store or CMS never makes a
 * balancer or an orchestrator restart a process that is only waiting.
 */
export const dynamic = 'force-dynamic';

export function GET() {
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } });
}
