/** What the sign-in form says (shared by its action, its page and the tests). */
export type SignInState = {
  message: string;
  email: string;
  /** Set by the sign-in dialog of an editing form once the session is back. */
  signedIn?: boolean;
};

/** What the "Change your password" form says. */
export type PasswordChangeState = {
  message: string;
  saved: boolean;
  errors: Partial<Record<'currentPassword' | 'newPassword' | 'repeatPassword', string>>;
  /** How many changes this form has made: each one gives it new, empty fields. */
  changes: number;
};
export const WRONG_CURRENT_PASSWORD = 'That is not your current password.';
export const PASSWORD_CHANGED =
  'Your password is changed. Every other device signed in to your account is now signed out.';
export const PASSWORD_NOT_CHANGED = 'Your password was not changed.';

export const WRONG_CREDENTIALS = 'That e-mail address and password do not match an account.';
/** From how many tries left a wrong password's answer says how many (OWASP ASVS allows a warning). */
export const FEW_TRIES_LEFT = 2;

/**
 * The answer to a wrong password, with the tries left once they are few. The
 * counts are kept for any address typed, an account's or not, so the words are
 * the same for an unknown address and tell nothing of who has an account. They
 * say what the pause holds, and no more: this e-mail address in this browser
 * (a browser the account has signed in from keeps a count of its own, and
 * another address typed is another count: lib/auth/sign-in-limit.ts).
 */
export function wrongCredentials(left: number): string {
  if (left > FEW_TRIES_LEFT) return WRONG_CREDENTIALS;
  if (left <= 0)
    return `${WRONG_CREDENTIALS} No tries are left: sign-in with this e-mail address pauses for 15 minutes in this browser. “Forgot your password?” sets a new one.`;
  return `${WRONG_CREDENTIALS} ${left === 1 ? 'One more wrong password' : 'Two more wrong passwords'} and sign-in with this e-mail address pauses for 15 minutes in this browser.`;
}
/** When more passwords wait to be checked than the server takes at once (lib/auth/password-hash.ts). */
export const PASSWORD_CHECK_BUSY =
  'Many sign-ins are being checked at this moment. Wait a few seconds and try again; nothing was counted.';
export const EXPIRED_FORM = 'This form has expired. Reload the page and try again.';
export const SIGNED_OUT_EVERYWHERE = 'You are signed out on every device.';
export const UPSTREAM_EDITING =
  'This site reads its content from the group’s CMS: pages, figures and news are edited there, and visitor messages are sent there.';
export const GUESSABLE_PASSWORD =
  'This password is too easy to guess: it is a common or leaked password, or a simple pattern such as a keyboard row, a sequence or a name. Choose another; three or four unrelated words work well.';

/** "Forgot your password?": one answer, whether or not the address has an account. */
export const RESET_REQUESTED =
  'If an account has this e-mail address, a link to set a new password is on its way to it. The link works once, within an hour.';
export const RESET_LINK_USED = 'This link has expired or has been used already.';
export const PASSWORD_RESET_DONE =
  'Your new password is set, and the account is signed out everywhere else. Sign in with it.';

export type ResetRequestState = { message: string; email: string; sent: boolean };
/** `field`: the message is about the password typed; `expired`: about the link. */
export type NewPasswordState = { message: string; field?: boolean; expired?: boolean };
