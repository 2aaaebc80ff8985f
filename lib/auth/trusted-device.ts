import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A browser that has signed in to an account before (OWASP's "device cookie"):
 * the sign-in lock of that account does not shut it out, so an attacker who
 * keeps guessing a password locks out only browsers the account has never used.
 * The cookie holds a random id and a MAC over it and the e-mail address; it
 * opens nothing by itself (the password is still checked).
 */
export const TRUSTED_DEVICE_COOKIE = 'masco.trusted_device';
export const TRUSTED_DEVICE_SECONDS = 180 * 24 * 60 * 60;
/**
 * Sent wherever a password is checked: the sign-in page, the sign-in dialog of
 * an editing form and "Change your password". Sent to the sign-in page alone,
 * wrong passwords in the dialog counted against the account at this address
 * while the page counted this browser's own: "No tries are left" in one, then
 * the right password let in at once by the other.
 */
export const TRUSTED_DEVICE_PATH = '/admin';

const normalised = (email: string) => email.trim().toLowerCase();
const mac = (secret: string, email: string, id: string) =>
  createHmac('sha256', secret)
    .update(`trusted-device\n${normalised(email)}\n${id}`)
    .digest();

/** A new cookie value for this e-mail address. */
export function newTrustedDevice(email: string, secret: string): string {
  const id = randomBytes(16).toString('base64url');
  return `${id}.${mac(secret, email, id).toString('base64url')}`;
}

/** The browser's id when the cookie was made for this e-mail address with this secret, else null. */
export function trustedDeviceId(
  value: string | undefined,
  email: string,
  secret: string,
): string | null {
  const [id, signature, ...rest] = (value ?? '').split('.');
  if (!id || !signature || rest.length || !/^[\w-]{22}$/.test(id)) return null;
  const expected = mac(secret, email, id);
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
