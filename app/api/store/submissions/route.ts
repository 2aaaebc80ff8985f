import { env } from '@/lib/env';
import { refuseWithoutSecret } from '@/lib/security/bearer';
import { listSubmissions, toCsv } from '@/lib/store/submissions';

/**
 * `GET /api/store/submissions?format=json|csv&kind=contact|subscribers`: the
 * stored form posts, for `npm run submissions`. Needs `SUBMISSIONS_SECRET` (or
 * the revalidation secret) as a bearer token. With an upstream CMS nothing is
 * stored here.
 */
export async function GET(request: Request) {
  const headers = { 'cache-control': 'no-store' };
  const refused = refuseWithoutSecret(request, 'submissions', env.submissionsSecret);
  if (refused) return refused;
  if (env.contentApiUrl) {
    return Response.json(
      { message: 'Form posts are forwarded to the upstream CMS and stored there.' },
      { status: 404, headers },
    );
  }
  const url = new URL(request.url);
  const data = await listSubmissions();
  if (url.searchParams.get('format') !== 'csv') return Response.json(data, { headers });
  const kind = url.searchParams.get('kind') === 'subscribers' ? 'subscribers' : 'contact';
  const body =
    kind === 'subscribers'
      ? toCsv(data.subscribers, ['id', 'email', 'createdAt'])
      : toCsv(data.contactMessages, [
          'id',
          'createdAt',
          'name',
          'phone',
          'email',
          'subject',
          'note',
        ]);
  return new Response(body, {
    headers: {
      ...headers,
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${kind}.csv"`,
    },
  });
}
