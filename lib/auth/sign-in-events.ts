import 'server-only';
import { eq } from 'drizzle-orm';
import { recordChange } from '@/lib/admin/history';
import { log } from '@/lib/log';
import { clientKey } from '@/lib/security/client-address';
import { getStore } from '@/lib/store/db';
import { authUsers } from '@/lib/store/schema';

/** Each sign-in event: its log line's level and name, and its History action (a refusal has none). */
const EVENTS = {
  sign_in: { level: 'info', event: 'auth.sign_in', history: 'auth.sign-in' },
  sign_in_failed: { level: 'warn', event: 'auth.sign_in_failed', history: 'auth.sign-in-failed' },
  account_locked: { level: 'warn', event: 'auth.account_locked', history: 'auth.locked' },
  sign_in_refused: { level: 'warn', event: 'auth.sign_in_refused' },
  password_changed: {
    level: 'info',
    event: 'auth.password_changed',
    history: 'auth.password-changed',
  },
  password_reset: { level: 'info', event: 'auth.password_reset', history: 'auth.password-reset' },
  password_change_failed: {
    level: 'warn',
    event: 'auth.password_change_failed',
    history: 'auth.password-change-failed',
  },
} as const;

export type SignInEvent = keyof typeof EVENTS;

/**
 * One sign-in event, in the log and, for an account that exists, in the
 * History page: the account by its id, the client by its address as the
 * limits count it (an IPv6 one by its /64), never the address typed or the
 * password. An attempt on an address that has no account names no account.
 */
export async function recordSignIn(
  event: SignInEvent,
  typedEmail: string,
  address: string,
  extra: { attempt?: number; retryAfterSeconds?: number } = {},
) {
  const client = clientKey(address);
  let account: { id: string; email: string } | undefined;
  // A refusal comes for every attempt past a limit, as many as a client sends: it costs
  // no store read or History line (those are bounded by the limits), only its log line.
  if (event === 'sign_in_refused')
    return log(EVENTS[event].level, EVENTS[event].event, { client, ...extra });
  try {
    const db = await getStore();
    [account] = await db
      .select({ id: authUsers.id, email: authUsers.email })
      .from(authUsers)
      .where(eq(authUsers.email, typedEmail.toLowerCase()));
    if (account)
      await recordChange(
        db,
        // A sign-in, and a password change (made in the account's own session), are the account's.
        event === 'sign_in' || event.startsWith('password_')
          ? account
          : { id: '', email: `Someone at ${client}` },
        { action: EVENTS[event].history, target: account.email, after: { client, ...extra } },
      );
  } catch {
    // The event is still logged below; the sign-in's own answer does not wait on the history.
  }
  log(EVENTS[event].level, EVENTS[event].event, {
    account: account?.id ?? null,
    client,
    ...extra,
  });
}
