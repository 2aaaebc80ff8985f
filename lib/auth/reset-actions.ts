'use server';

import { isAPIError } from 'better-auth/api';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { env } from '@/lib/env';
import { CLIENT_ADDRESS_HEADER } from '@/lib/security/client-address';
import { isSameOrigin } from '@/lib/security/origin';
import { getAuth } from './auth';
import {
  EXPIRED_FORM,
  PASSWORD_CHECK_BUSY,
  RESET_LINK_USED,
  RESET_REQUESTED,
  UPSTREAM_EDITING,
  type ResetRequestState,
  type NewPasswordState,
} from './messages';
import { isPasswordCheckBusy } from './password-hash';
import { GUESSABLE_PASSWORD, isGuessablePassword } from './password-strength';
import { admitResetRequest } from './sign-in-limit';

/**
 * "Forgot your password?": the same sentence whether or not the address has an
 * account (better-auth's requestPasswordReset does the same work either way:
 * a store look-up, and for an account a row and the e-mail in the outbox).
 * Limited per client address and per address asked for, like the sign-in.
 */
export async function requestReset(
  _: ResetRequestState,
  formData: FormData,
): Promise<ResetRequestState> {
  const email = String(formData.get('email') ?? '')
    .trim()
    .slice(0, 254);
  if (env.contentApiUrl) return { message: UPSTREAM_EDITING, email, sent: false };
  if (!email) return { message: 'Enter your e-mail address.', email, sent: false };
  const requestHeaders = await headers();
  if (!isSameOrigin(requestHeaders, { requireOrigin: true }))
    return { message: EXPIRED_FORM, email, sent: false };
  const gate = await admitResetRequest(
    email,
    requestHeaders.get(CLIENT_ADDRESS_HEADER) ?? 'unknown',
  );
  if (!gate.allowed) {
    const minutes = Math.ceil(gate.retryAfterSeconds / 60);
    return {
      message: `Too many requests for a new password. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      email,
      sent: false,
    };
  }
  const auth = await getAuth();
  try {
    await auth.api.requestPasswordReset({ body: { email: email.toLowerCase() } });
  } catch (error) {
    // Not an e-mail address: the same answer (it has no account either).
    if (!isAPIError(error)) throw error;
  }
  return { message: RESET_REQUESTED, email: '', sent: true };
}

/** The link's page: a new password under the same rules as an account's first one. */
export async function setNewPassword(
  _: NewPasswordState,
  formData: FormData,
): Promise<NewPasswordState> {
  const token = String(formData.get('token') ?? '').slice(0, 200);
  const password = String(formData.get('password') ?? '').slice(0, 256);
  if (!isSameOrigin(await headers(), { requireOrigin: true })) return { message: EXPIRED_FORM };
  if (password.length < 12) return { message: 'Use at least 12 characters.', field: true };
  if (password.length > 128) return { message: 'Use at most 128 characters.', field: true };
  if (isGuessablePassword(password)) return { message: GUESSABLE_PASSWORD, field: true };
  const auth = await getAuth();
  try {
    await auth.api.resetPassword({ body: { newPassword: password, token } });
  } catch (error) {
    if (isPasswordCheckBusy(error)) return { message: PASSWORD_CHECK_BUSY, field: false };
    if (!isAPIError(error)) throw error;
    return { message: RESET_LINK_USED, expired: true };
  }
  redirect('/admin/sign-in?password=reset');
}
