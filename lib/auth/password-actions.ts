'use server';

import { isAPIError } from 'better-auth/api';
import { cookies, headers } from 'next/headers';
import { passwordChange, type PasswordChange } from '@/lib/admin/accounts';
import { CLIENT_ADDRESS_HEADER } from '@/lib/security/client-address';
import { isSameOrigin } from '@/lib/security/origin';
import { getAuth } from './auth';
import {
  EXPIRED_FORM,
  PASSWORD_CHANGED,
  PASSWORD_CHECK_BUSY,
  PASSWORD_NOT_CHANGED,
  WRONG_CURRENT_PASSWORD,
  type PasswordChangeState,
} from './messages';
import { authSecret } from './secret';
import { currentEditor, refusalMessage } from './session';
import { recordSignIn } from './sign-in-events';
import { inTrustedLane, isPasswordCheckBusy } from './password-hash';
import {
  admitSignIn,
  FAILURES_BEFORE_LOCK,
  signInFailed,
  signInNotJudged,
  signInSucceeded,
} from './sign-in-limit';
import { TRUSTED_DEVICE_COOKIE, trustedDeviceId } from './trusted-device';

/**
 * "Change your password": the current one checked by better-auth, counted as a
 * sign-in attempt is (a stolen session guessing the password meets the same
 * limits), the new one under the rules an account's first password meets; every
 * other session of the account ends. Nothing typed is sent back.
 */
export async function changeOwnPassword(
  previous: PasswordChangeState,
  formData: FormData,
): Promise<PasswordChangeState> {
  const refused = (
    message: string,
    errors: PasswordChangeState['errors'] = {},
  ): PasswordChangeState => ({ message, saved: false, errors, changes: previous.changes });
  const editor = await currentEditor();
  if (!editor) return refused(refusalMessage({ refused: 'signed-out' }));
  const requestHeaders = await headers();
  if (!isSameOrigin(requestHeaders, { requireOrigin: true })) return refused(EXPIRED_FORM);

  const input = Object.fromEntries(
    (['currentPassword', 'newPassword', 'repeatPassword'] as const).map((key) => [
      key,
      String(formData.get(key) ?? '').slice(0, 256),
    ]),
  ) as Record<keyof PasswordChange, string>;
  const parsed = passwordChange([editor.email, editor.name]).safeParse(input);
  if (!parsed.success) {
    const errors: PasswordChangeState['errors'] = {};
    for (const issue of parsed.error.issues)
      errors[issue.path[0] as keyof PasswordChange] ??= issue.message;
    return refused(PASSWORD_NOT_CHANGED, errors);
  }

  const address = requestHeaders.get(CLIENT_ADDRESS_HEADER) ?? 'unknown';
  const device = trustedDeviceId(
    (await cookies()).get(TRUSTED_DEVICE_COOKIE)?.value,
    editor.email,
    authSecret(),
  );
  const gate = await admitSignIn(editor.email, address, device);
  if (!gate.allowed) {
    await recordSignIn('sign_in_refused', editor.email, address, {
      retryAfterSeconds: gate.retryAfterSeconds,
    });
    const minutes = Math.ceil(gate.retryAfterSeconds / 60);
    return refused(PASSWORD_NOT_CHANGED, {
      currentPassword: `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    });
  }
  const auth = await getAuth();
  try {
    // Signed in: staff's own lane, not the one strangers' sign-ins can fill.
    await inTrustedLane(() =>
      auth.api.changePassword({
        body: {
          currentPassword: parsed.data.currentPassword,
          newPassword: parsed.data.newPassword,
          revokeOtherSessions: true,
        },
        headers: requestHeaders,
      }),
    );
  } catch (error) {
    if (isPasswordCheckBusy(error)) {
      await signInNotJudged(gate);
      return refused(PASSWORD_NOT_CHANGED, { currentPassword: PASSWORD_CHECK_BUSY });
    }
    if (!isAPIError(error) || error.body?.code !== 'INVALID_PASSWORD') throw error;
    await recordSignIn(
      gate.attempt >= FAILURES_BEFORE_LOCK ? 'account_locked' : 'password_change_failed',
      editor.email,
      address,
      { attempt: gate.attempt },
    );
    await signInFailed(gate);
    return refused(PASSWORD_NOT_CHANGED, { currentPassword: WRONG_CURRENT_PASSWORD });
  }
  await signInSucceeded(gate);
  await recordSignIn('password_changed', editor.email, address);
  return { message: PASSWORD_CHANGED, saved: true, errors: {}, changes: previous.changes + 1 };
}
