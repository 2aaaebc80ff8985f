import 'server-only';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { nextCookies } from 'better-auth/next-js';
import { admin } from 'better-auth/plugins';
import type { BetterAuthPlugin } from 'better-auth';
import { CLIENT_ADDRESS_HEADER } from '@/lib/security/client-address';
import { log } from '@/lib/log';
import { site } from '@/lib/site';
import { getStore, type Store } from '@/lib/store/db';
import * as t from '@/lib/store/schema';
import { hashPassword, verifyPassword } from './password-hash';
import { queueResetEmail, resetLinkSeconds } from './reset-link';
import { accessControl, roles } from './roles';
import { authSecret, secureCookies } from './secret';

/** How long a sign-in lasts; it is not extended by use, and signing out everywhere ends it at once. */
export const SESSION_SECONDS = 12 * 60 * 60;

/**
 * better-auth's nextCookies, except that reading the session writes no cookie.
 * A read that finds the session ended (signed out everywhere, expired, account
 * removed) clears the cookie, and a cookie written in a server action makes Next
 * draw the page again: the page then sends the signed-out visitor to sign in, and
 * the refused form, with everything typed in it, is gone. The ended cookie is
 * harmless (every request checks it against the store) and the next sign-in
 * replaces it.
 */
function nextCookiesButNotOnSessionReads() {
  const plugin = nextCookies();
  return {
    ...plugin,
    hooks: {
      ...plugin.hooks,
      after: plugin.hooks.after.map((hook) => ({
        ...hook,
        matcher: (context: { path?: string }) => context.path !== '/get-session',
      })),
    },
  } satisfies BetterAuthPlugin;
}

/** The client's address as the proxy stamped it, in the request that calls better-auth. */
async function clientAddress() {
  try {
    const { headers } = await import('next/headers');
    return (await headers()).get(CLIENT_ADDRESS_HEADER) ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

function createAuth(db: Store) {
  return betterAuth({
    appName: site.name,
    baseURL: site.url,
    secret: authSecret(),
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: t.authUsers,
        session: t.authSessions,
        account: t.authAccounts,
        verification: t.authVerifications,
      },
    }),
    // Accounts are made by an admin (or `npm run admin:create`), never by signing up.
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: 12,
      maxPasswordLength: 128,
      password: { hash: hashPassword, verify: verifyPassword },
      // "Forgot your password?": a one-time link by e-mail (through the outbox),
      // an hour at most, and using it ends the account's other sessions.
      sendResetPassword: ({ user, token }) => queueResetEmail(db, user.email, token),
      resetPasswordTokenExpiresIn: resetLinkSeconds(),
      revokeSessionsOnPasswordReset: true,
      // In the log and the History page, as a password change is.
      onPasswordReset: async ({ user }) => {
        const { recordSignIn } = await import('./sign-in-events');
        await recordSignIn('password_reset', user.email, await clientAddress());
      },
    },
    // Every session is read from the store (no cookie cache), so revoking one takes effect at once.
    session: {
      expiresIn: SESSION_SECONDS,
      updateAge: SESSION_SECONDS,
      disableSessionRefresh: true,
    },
    // better-auth gives a session that ends with the browser (rememberMe false, the
    // only kind here) a day in the store, whatever expiresIn says: hold it to 12 hours.
    databaseHooks: {
      session: {
        create: {
          before: async (session) => ({
            data: {
              ...session,
              expiresAt: new Date(
                Math.min(session.expiresAt.getTime(), Date.now() + SESSION_SECONDS * 1000),
              ),
            },
          }),
        },
      },
    },
    // Its own lines as the site's JSON (its text names no account; extra arguments are left out).
    logger: {
      level: 'warn',
      log: (level, message) =>
        log('warn', 'auth.library', { level, message: String(message).slice(0, 200) }),
    },
    // Its HTTP endpoints are not mounted: sign-in runs in a server action, limited by lib/auth/sign-in-limit.ts.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'masco',
      useSecureCookies: secureCookies(site.url),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    plugins: [
      admin({ ac: accessControl, roles, defaultRole: 'editor', adminRoles: ['admin'] }),
      // Last: lets server actions set and clear the session cookie.
      nextCookiesButNotOnSessionReads(),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

const AUTH = Symbol.for('masco.auth');
type Holder = { [AUTH]?: Promise<Auth> };

/** The process's one auth instance, on the process's one store. */
export function getAuth(): Promise<Auth> {
  const holder = globalThis as Holder;
  holder[AUTH] ??= getStore().then(createAuth, (error: unknown) => {
    delete holder[AUTH];
    throw error;
  });
  return holder[AUTH];
}
