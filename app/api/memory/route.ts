import { env } from '@/lib/env';
import { memoryReport } from '@/lib/memory-report';
import { refuseWithoutSecret } from '@/lib/security/bearer';

/**
 * `GET /api/memory`: where this process's memory goes (lib/memory-report.ts),
 * for `npm run bench`. Needs the revalidation secret as a bearer token.
 */
export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  const refused = await refuseWithoutSecret(request, 'memory', env.revalidateSecret);
  if (refused) return refused;
  return Response.json(await memoryReport(), { headers: { 'cache-control': 'no-store' } });
}
