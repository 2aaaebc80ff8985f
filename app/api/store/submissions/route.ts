import { env } from '@/lib/env';
import { refuseWithoutSecret } from '@/lib/security/bearer';
import { submissionsExport } from '@/lib/store/submissions';

/**
 * `GET /api/store/submissions?format=json|csv&kind=contact|subscribers`: the
 * stored form posts, for `npm run submissions`. Needs `SUBMISSIONS_SECRET` (or
 * the revalidation secret) as a bearer token. With an upstream CMS nothing is
 * stored here.
 */
export async function GET(request: Request) {
  const headers = { 'cache-control': 'no-store' };
  const refused = await refuseWithoutSecret(request, 'submissions', env.submissionsSecret);
  if (refused) return refused;
  if (env.contentApiUrl) {
    return Response.json(
      { message: 'Form posts are forwarded to the upstream CMS and stored there.' },
      { status: 404, headers },
    );
  }
  const url = new URL(request.url);
  return submissionsExport(url.searchParams.get('format'), url.searchParams.get('kind'));
}
