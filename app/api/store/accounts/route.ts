import { COMMAND_LINE, createAccount, hasAdmin } from '@/lib/admin/accounts';
import { takeOperatorToken } from '@/lib/admin/operator-token';
import { env } from '@/lib/env';
import { refuseAfterFailures, refuseWithoutSecret } from '@/lib/security/bearer';

const noStore = { 'cache-control': 'no-store' };
const answer = (status: number, body: object) => Response.json(body, { status, headers: noStore });

/**
 * `POST /api/store/accounts` with `{ email, name, role, password }`: an account of
 * the editing area made by the operator, as Payload's first-user route does.
 * - With `X-Operator-Token`, a one-time token that `npm run admin:create` wrote
 *   beside the server (lib/admin/operator-token.ts): any account, at any time. This is
 *   how an operator who lost every admin gets back in.
 * - With `SUBMISSIONS_SECRET` (or the revalidation secret) as a bearer token: the
 *   first admin only, while no admin exists. After that, accounts are added on the
 *   Accounts page; a secret handed out to read the inbox is not a key to it.
 */
export async function POST(request: Request) {
  const token = request.headers.get('x-operator-token');
  if (token !== null) {
    const refused = await refuseAfterFailures(
      request,
      'accounts-token',
      () => takeOperatorToken(token),
      'The operator token is unknown, used or expired.',
    );
    if (refused) return refused;
  } else {
    const refused = await refuseWithoutSecret(request, 'accounts', env.submissionsSecret);
    if (refused) return refused;
  }
  if (env.contentApiUrl)
    return answer(404, {
      message: 'Content is managed in the upstream CMS: this site has no editing area.',
    });
  const text = await request.text();
  if (text.length > 4096) return answer(413, { message: 'The request is too large.' });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return answer(400, { message: 'Send JSON.' });
  }
  if (token === null) {
    if (await hasAdmin())
      return answer(409, {
        message:
          'An admin exists: add accounts on the Accounts page, or with npm run admin:create on the server.',
      });
    if ((body as { role?: unknown } | null)?.role !== 'admin')
      return answer(422, { errors: { role: 'The first account is an admin.' } });
  }
  const outcome = await createAccount(body, COMMAND_LINE);
  if (!outcome.ok) return answer(outcome.status, { errors: outcome.errors });
  return answer(201, { id: outcome.id });
}
