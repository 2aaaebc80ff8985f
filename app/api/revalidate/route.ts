import { revalidatePath } from 'next/cache';
import { env } from '@/lib/env';
import { hasBearerSecret } from '@/lib/security/bearer';

/**
 * On-demand revalidation: `POST /api/revalidate` with the secret in
 * `Authorization: Bearer <secret>` (or `x-revalidate-secret`). With no body it
 * drops every cached page; `{ "paths": ["/knitting"] }` drops only those.
 */
export async function POST(request: Request) {
  if (!hasBearerSecret(request, env.revalidateSecret, 'x-revalidate-secret')) {
    return Response.json(
      { message: 'Unauthorised.' },
      { status: 401, headers: { 'cache-control': 'no-store' } },
    );
  }
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
  if (paths.length === 0) revalidatePath('/', 'layout');
  else for (const path of paths) revalidatePath(path);
  return Response.json(
    { revalidated: paths.length === 0 ? ['/'] : paths, now: Date.now() },
    { headers: { 'cache-control': 'no-store' } },
  );
}
