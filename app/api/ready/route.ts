import { readiness } from '@/lib/readiness';

/** Readiness: 200 when this instance should be sent requests, 503 when not (lib/readiness.ts). */
export const dynamic = 'force-dynamic';

export async function GET() {
  const answer = await readiness();
  return Response.json(answer, {
    status: answer.status === 'ready' ? 200 : 503,
    headers: { 'Cache-Control': 'no-store' },
  });
}
