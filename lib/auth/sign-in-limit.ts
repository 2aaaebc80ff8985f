import 'server-only';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { redisClient } from '@/lib/redis';
import { clientKey } from '@/lib/security/client-address';
import { sharedCounter } from '@/lib/security/form-limit';

/** Sign-in attempts a client address may make in a quarter of an hour, right or wrong (SIGN_IN_RATE_LIMIT). */
export const attemptsPerAddress = () => Number(process.env.SIGN_IN_RATE_LIMIT) || 20;
/** Attempts on one account in a quarter of an hour, from any address, before it is locked for a quarter of an hour. */
export const FAILURES_BEFORE_LOCK = 5;
const QUARTER_HOUR = 15 * 60;

/** The pause before answering the n-th failure in a row: 0.5 s, doubling, at most 4 s. */
export const failureDelayMs = (failures: number) =>
  Math.min(4000, 500 * 2 ** Math.max(0, failures - 1));

/** An admitted attempt holds one of its counter's points until the password is judged. */
export type AdmittedSignIn = { allowed: true; key: string; attempt: number };
export type SignInGate = AdmittedSignIn | { allowed: false; retryAfterSeconds: number };

const seconds = (rejection: RateLimiterRes) =>
  Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));

const LIMITS = Symbol.for('masco.sign-in-limits');
type Holder = {
  [LIMITS]?: {
    attempts: ReturnType<typeof sharedCounter>;
    failures: ReturnType<typeof sharedCounter>;
    resets: ReturnType<typeof sharedCounter>;
    resetsByAccount: ReturnType<typeof sharedCounter>;
  };
};

function limits() {
  const holder = globalThis as Holder;
  holder[LIMITS] ??= {
    attempts: sharedCounter(
      { points: attemptsPerAddress(), duration: QUARTER_HOUR, keyPrefix: 'sign-in' },
      redisClient(),
    ),
    failures: sharedCounter(
      {
        points: FAILURES_BEFORE_LOCK,
        duration: QUARTER_HOUR,
        blockDuration: QUARTER_HOUR,
        keyPrefix: 'sign-in-account',
      },
      redisClient(),
    ),
    // "Forgot your password?" as the sign-in: per client address, and per address asked for.
    resets: sharedCounter(
      { points: attemptsPerAddress(), duration: QUARTER_HOUR, keyPrefix: 'reset' },
      redisClient(),
    ),
    resetsByAccount: sharedCounter(
      {
        points: FAILURES_BEFORE_LOCK,
        duration: QUARTER_HOUR,
        blockDuration: QUARTER_HOUR,
        keyPrefix: 'reset-account',
      },
      redisClient(),
    ),
  };
  return holder[LIMITS];
}

/**
 * Whose attempts an attempt counts among: the account's, whatever the address
 * (so spreading guesses over addresses buys nothing), or, from a browser that
 * has signed in to this account before, that browser's own (so guesses from
 * elsewhere never lock the account's owner out; see trusted-device.ts).
 */
export const lockKey = (email: string, trustedDevice: string | null) =>
  trustedDevice ? `device:${trustedDevice}` : `account:${email.trim().toLowerCase()}`;

async function take(
  counter: ReturnType<typeof sharedCounter>,
  key: string,
): Promise<{ attempt: number } | { retryAfterSeconds: number }> {
  try {
    return { attempt: (await counter.consume(key)).consumedPoints };
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return { retryAfterSeconds: seconds(rejection) };
    throw rejection;
  }
}

/**
 * Counts the attempt before the password is checked (OWASP's authentication
 * guidance): once for the address (an IPv6 one by its /64, like every limit) and once for the account, each atomic (in
 * this process, or in Redis for every instance), so twenty guesses sent at the
 * same moment are five checked passwords and fifteen refusals, not twenty checks.
 */
export async function admitSignIn(
  email: string,
  address: string,
  trustedDevice: string | null = null,
): Promise<SignInGate> {
  const { attempts, failures } = limits();
  const byAddress = await take(attempts, clientKey(address));
  if ('retryAfterSeconds' in byAddress) return { allowed: false, ...byAddress };
  const key = lockKey(email, trustedDevice);
  const byAccount = await take(failures, key);
  if ('retryAfterSeconds' in byAccount) return { allowed: false, ...byAccount };
  return { allowed: true, key, attempt: byAccount.attempt };
}

/** After a wrong password: its point stays counted, and the answer waits longer the more came before it. */
export async function signInFailed(
  admitted: AdmittedSignIn,
  wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<void> {
  await wait(failureDelayMs(admitted.attempt));
}

/** After a right password: the account's (or this browser's) count starts again from none. */
export async function signInSucceeded(admitted: AdmittedSignIn): Promise<void> {
  await limits().failures.delete(admitted.key);
}

/**
 * A request for a reset link, counted like a sign-in: for the client address, and
 * for the address asked for (whether or not it has an account, so the refusal
 * tells nothing), five in a quarter of an hour.
 */
export async function admitResetRequest(
  email: string,
  address: string,
): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
  const { resets, resetsByAccount } = limits();
  const byAddress = await take(resets, clientKey(address));
  if ('retryAfterSeconds' in byAddress) return { allowed: false, ...byAddress };
  const byAccount = await take(resetsByAccount, lockKey(email, null));
  if ('retryAfterSeconds' in byAccount) return { allowed: false, ...byAccount };
  return { allowed: true };
}
