'use server';

import { isAPIError } from 'better-auth/api';
import { cookies, draftMode, headers } from 'next/headers';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { redirect } from 'next/navigation';
import { CLIENT_ADDRESS_HEADER } from '@/lib/security/client-address';
import { isSameOrigin } from '@/lib/security/origin';
import { site } from '@/lib/site';
import { getAuth } from './auth';
import {
  EXPIRED_FORM,
  PASSWORD_CHECK_BUSY,
  UPSTREAM_EDITING,
  wrongCredentials,
  type SignInState,
} from './messages';
import { inTrustedLane, isPasswordCheckBusy } from './password-hash';
import { safeDestination } from './session';
import { authSecret, secureCookies } from './secret';
import { recordSignIn } from './sign-in-events';
import {
  admitSignIn,
  FAILURES_BEFORE_LOCK,
  signInFailed,
  signInNotJudged,
  signInSucceeded,
} from './sign-in-limit';
import {
  newTrustedDevice,
  TRUSTED_DEVICE_COOKIE,
  TRUSTED_DEVICE_PATH,
  TRUSTED_DEVICE_SECONDS,
  trustedDeviceId,
} from './trusted-device';

/** Sign-in, as a form post that works without JavaScript. */
export async function signIn(_: SignInState, formData: FormData): Promise<SignInState> {
  const refused = await signInWith(formData);
  if (refused) return refused;
  redirect(safeDestination(formData.get('next')));
}

/**
 * Sign-in from the dialog an editing form opens when a save finds the session
 * ended: the page stays as it is, with what was typed, and the same save can be
 * pressed again.
 */
export async function signInAgain(_: SignInState, formData: FormData): Promise<SignInState> {
  return (await signInWith(formData)) ?? { message: '', email: '', signedIn: true };
}

/** Checks and starts a session: why not, or null once signed in (the cookies set). */
async function signInWith(formData: FormData): Promise<SignInState | null> {
  const email = String(formData.get('email') ?? '')
    .trim()
    .slice(0, 254);
  const password = String(formData.get('password') ?? '').slice(0, 256);
  if (env.contentApiUrl) return { message: UPSTREAM_EDITING, email };
  if (!email || !password) return { message: 'Enter your e-mail address and password.', email };

  const requestHeaders = await headers();
  if (!isSameOrigin(requestHeaders, { requireOrigin: true }))
    return { message: EXPIRED_FORM, email };
  const address = requestHeaders.get(CLIENT_ADDRESS_HEADER) ?? 'unknown';
  const cookieJar = await cookies();
  const device = trustedDeviceId(cookieJar.get(TRUSTED_DEVICE_COOKIE)?.value, email, authSecret());
  const gate = await admitSignIn(email, address, device);
  if (!gate.allowed) {
    await recordSignIn('sign_in_refused', email, address, {
      retryAfterSeconds: gate.retryAfterSeconds,
    });
    const minutes = Math.ceil(gate.retryAfterSeconds / 60);
    return {
      message: `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      email,
    };
  }
  const auth = await getAuth();
  try {
    // rememberMe false: the cookie ends with the browser session; the session itself after 12 hours.
    const check = () =>
      auth.api.signInEmail({
        body: { email, password, rememberMe: false },
        headers: requestHeaders,
      });
    // A browser this account signed in from before waits in staff's own lane.
    await (device ? inTrustedLane(check) : check());
  } catch (error) {
    if (isPasswordCheckBusy(error)) {
      await signInNotJudged(gate);
      return { message: PASSWORD_CHECK_BUSY, email };
    }
    if (!isAPIError(error)) throw error;
    await recordSignIn(
      gate.attempt >= FAILURES_BEFORE_LOCK ? 'account_locked' : 'sign_in_failed',
      email,
      address,
      { attempt: gate.attempt },
    );
    await signInFailed(gate);
    return { message: wrongCredentials(gate.left), email };
  }
  await signInSucceeded(gate);
  await recordSignIn('sign_in', email, address);
  // This browser is now one the account has used: a lock by others' guesses does not shut it out.
  cookieJar.set(TRUSTED_DEVICE_COOKIE, newTrustedDevice(email, authSecret()), {
    httpOnly: true,
    sameSite: 'strict',
    secure: secureCookies(site.url),
    path: TRUSTED_DEVICE_PATH,
    maxAge: TRUSTED_DEVICE_SECONDS,
  });
  return null;
}

/** Ends this browser's session. */
export async function signOut() {
  const auth = await getAuth();
  const requestHeaders = await headers();
  const session = await auth.api.getSession({ headers: requestHeaders }).catch(() => null);
  await auth.api.signOut({ headers: requestHeaders }).catch(() => undefined);
  if (session) log('info', 'auth.sign_out', { account: session.user.id });
  // A preview of drafts ends with the session that opened it.
  (await draftMode()).disable();
  redirect('/admin/sign-in');
}

/** Ends every session of the signed-in account, on every device. */
export async function signOutEverywhere() {
  const auth = await getAuth();
  const requestHeaders = await headers();
  const session = await auth.api.getSession({ headers: requestHeaders }).catch(() => null);
  await auth.api.revokeSessions({ headers: requestHeaders }).catch(() => undefined);
  if (session)
    log('info', 'auth.sessions_ended', { account: session.user.id, by: session.user.id });
  await auth.api.signOut({ headers: requestHeaders }).catch(() => undefined);
  (await draftMode()).disable();
  redirect('/admin/sign-in?signed-out=everywhere');
}
