import 'server-only';
import { isAPIError } from 'better-auth/api';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { getAuth } from '@/lib/auth/auth';
import { PASSWORD_CHECK_BUSY } from '@/lib/auth/messages';
import { inTrustedLane, isPasswordCheckBusy } from '@/lib/auth/password-hash';
import { GUESSABLE_PASSWORD, isGuessablePassword } from '@/lib/auth/password-strength';
import { ROLES } from '@/lib/auth/roles';
import type { Editor } from '@/lib/auth/session';
import { log } from '@/lib/log';
import { getStore } from '@/lib/store/db';
import { authSessions, authUsers } from '@/lib/store/schema';
import { recordChange } from './history';

/** Every password an account is given: its length here, then not guessable (below). */
const passwordLength = z
  .string()
  .min(12, 'Use at least 12 characters.')
  .max(128, 'Use at most 128 characters.');

export const newAccount = z
  .object({
    email: z.email('Enter an e-mail address.').max(254),
    name: z.string().trim().min(1, 'Enter a name.').max(100),
    role: z.enum(ROLES, 'Choose admin or editor.'),
    password: passwordLength,
  })
  .superRefine((account, context) => {
    if (isGuessablePassword(account.password, [account.email, account.name]))
      context.addIssue({ code: 'custom', path: ['password'], message: GUESSABLE_PASSWORD });
  });
export type NewAccount = z.infer<typeof newAccount>;

/**
 * An editor's own new password, under the rules of a first one (the account's
 * e-mail address and name count as known words); the current one is checked by
 * better-auth.
 */
export const passwordChange = (knownWords: string[]) =>
  z
    .object({
      currentPassword: z.string().min(1, 'Enter your current password.'),
      newPassword: passwordLength,
      repeatPassword: z.string(),
    })
    .superRefine((change, context) => {
      const problem = (path: keyof typeof change, message: string) =>
        context.addIssue({ code: 'custom', path: [path], message });
      if (change.newPassword === change.currentPassword)
        problem('newPassword', 'Choose a password other than your current one.');
      else if (isGuessablePassword(change.newPassword, knownWords))
        problem('newPassword', GUESSABLE_PASSWORD);
      if (change.repeatPassword !== change.newPassword)
        problem('repeatPassword', 'This is not the same as the new password.');
    });
export type PasswordChange = z.infer<ReturnType<typeof passwordChange>>;

export type AccountOutcome =
  | { ok: true; id: string }
  | { ok: false; status: 409 | 422 | 503; errors: Partial<Record<keyof NewAccount, string>> };

/** Who made a change outside the editing area. */
export const COMMAND_LINE = { id: 'command-line', email: 'npm run admin:create' };

/**
 * Makes an account (the caller has checked who may): better-auth hashes the
 * password and stores it; the history notes who made it, never the password.
 */
export async function createAccount(
  input: unknown,
  by: Pick<Editor, 'id' | 'email'>,
): Promise<AccountOutcome> {
  const parsed = newAccount.safeParse(input);
  if (!parsed.success) {
    const errors: Partial<Record<keyof NewAccount, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof NewAccount;
      errors[field] ??= issue.message;
    }
    return { ok: false, status: 422, errors };
  }
  const { email, name, role, password } = parsed.data;
  const auth = await getAuth();
  try {
    const { user } = await inTrustedLane(() =>
      auth.api.createUser({ body: { email, name, role, password } }),
    );
    await recordChange(await getStore(), by, {
      action: 'account.create',
      target: email,
      after: { email, name, role },
    });
    log('info', 'account.create', { account: user.id, by: by.id, role });
    return { ok: true, id: user.id };
  } catch (error) {
    if (isPasswordCheckBusy(error))
      return { ok: false, status: 503, errors: { password: PASSWORD_CHECK_BUSY } };
    if (isAPIError(error) && /exist/i.test(error.message))
      return {
        ok: false,
        status: 409,
        errors: { email: 'An account with this e-mail address exists.' },
      };
    throw error;
  }
}

/** Whether an admin account exists (one that is not banned). */
export async function hasAdmin(): Promise<boolean> {
  const db = await getStore();
  const [admin] = await db
    .select({ id: authUsers.id })
    .from(authUsers)
    .where(and(eq(authUsers.role, 'admin'), eq(authUsers.banned, false)))
    .limit(1);
  return Boolean(admin);
}

/** Every account with its number of live sessions, oldest first. */
export async function listAccounts() {
  const db = await getStore();
  const [users, sessions] = await Promise.all([
    db.select().from(authUsers).orderBy(asc(authUsers.createdAt)),
    db
      .select({ userId: authSessions.userId, expiresAt: authSessions.expiresAt })
      .from(authSessions),
  ]);
  const now = Date.now();
  return users.map((user) => ({
    ...user,
    liveSessions: sessions.filter((s) => s.userId === user.id && s.expiresAt.getTime() > now)
      .length,
  }));
}

export async function accountById(id: string) {
  const db = await getStore();
  const [user] = await db.select().from(authUsers).where(eq(authUsers.id, id));
  return user ?? null;
}
