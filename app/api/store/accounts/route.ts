import { COMMAND_LINE, createAccount } from '@/lib/admin/accounts';
import { env } from '@/lib/env';
import { refuseWithoutSecret } from '@/lib/security/bearer';

const noStore = { 'cache-control': 'no-store' };

/**
 * `POST /api/store/accounts` with `{ email, name, role, password }`: an account of
 * the editing area, for `npm run admin:create` (the first admin). Needs
 * `SUBMISSIONS_SECRET` (or the revalidation secret) as a bearer token, like the
 * submissions export: both are the operator's commands to the running site.
 */
export async function POST(request: Request) {
  const refused = refuseWithoutSecret(request, 'accounts', env.submissionsSecret);
  if (refused) return refused;
  if (env.contentApiUrl)
    return Response.json(
      { message: 'Content is managed in the upstream CMS: this site has no editing area.' },
      { status: 404, headers: noStore },
    );
  const text = await request.text();
  if (text.length > 4096)
    return Response.json(
      { message: 'The request is too large.' },
      { status: 413, headers: noStore },
    );
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return Response.json({ message: 'Send JSON.' }, { status: 400, headers: noStore });
  }
  const outcome = await createAccount(body, COMMAND_LINE);
  if (!outcome.ok)
    return Response.json({ errors: outcome.errors }, { status: outcome.status, headers: noStore });
  return Response.json({ id: outcome.id }, { status: 201, headers: noStore });
}
