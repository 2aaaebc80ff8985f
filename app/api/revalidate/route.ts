import { revalidatePath } from 'next/cache';
import { sourceAnswers } from '@/lib/content/serve';
import { env } from '@/lib/env';
import { refuseWithoutSecret } from '@/lib/security/bearer';

/**
 * On-demand revalidation: `POST /api/revalidate` with the secret in
 * `Authorization: Bearer <secret>` (or `x-revalidate-secret`). With no body it
 * drops every cached page; `{ "paths": ["/knitting"] }` drops only those.
 */
export async function POST(request: Request) {
  const refused = refuseWithoutSecret(
    request,
    'revalidate',
    env.revalidateSecret,
    'x-revalidate-secret',
  );
  if (refused) return refused;
  let paths: string[] = [];
  try {
    const body: unknown = await request.json();
    if (body && typeof body === 'object' && Array.isArray((body as { paths?: unknown }).paths)) {
      paths = (body as { paths: unknown[] }).paths.filter(
        (p): p is string => typeof p === 'string' && p.startsWith('/'),
      );
    }
  } catch {
    // An empty or non-JSON body means "everything".
  }
  sourceAnswers.clear();
  if (paths.length === 0) revalidatePath('/', 'layout');
  else for (const path of paths) revalidatePath(path);
  return Response.json(
    { revalidated: paths.length === 0 ? ['/'] : paths, now: Date.now() },
    { headers: { 'cache-control': 'no-store' } },
  );
}
