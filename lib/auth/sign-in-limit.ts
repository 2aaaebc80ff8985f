import 'server-only';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { redisClient } from '@/lib/redis';
import { clientKey } from '@/lib/security/client-address';
import { sharedCounter } from '@/lib/security/form-limit';

/**
 * Wrong passwords a client address may send in a quarter of an hour, over all
 * accounts (SIGN_IN_RATE_LIMIT): a generous ceiling, for one address guessing at
 * many accounts. A right password does not count, so a whole office behind one
 * address signs in every morning.
 */
export const attemptsPerAddress = () => Number(process.env.SIGN_IN_RATE_LIMIT) || 100;
/** Wrong passwords for one account from one client address (or one trusted browser) in a quarter of an hour, before that pair is locked for a quarter of an hour. */
export const FAILURES_BEFORE_LOCK = 5;
/** Wrong passwords for one account from all addresses together in a quarter of an hour, before the account is locked for a quarter of an hour (guesses spread over many addresses). */
export const FAILURES_PER_ACCOUNT = 10;
const QUARTER_HOUR = 15 * 60;

/** The pause before answering the n-th failure in a row: 0.5 s, doubling, at most 4 s. */
export const failureDelayMs = (failures: number) =>
  Math.min(4000, 500 * 2 ** Math.max(0, failures - 1));

/**
 * An admitted attempt holds one point of each counter it was counted in until the
 * password is judged: `key`, the account at this address (or this trusted browser);
 * `account`, the account from anywhere (none for a trusted browser); `address`, the
 * client address's.
 */
export type AdmittedSignIn = {
  allowed: true;
  key: string;
  account: string | null;
  address: string;
  attempt: number;
  /** Wrong passwords still taken after this one fails, by the nearest of the three counts. */
  left: number;
};
export type SignInGate = AdmittedSignIn | { allowed: false; retryAfterSeconds: number };

const seconds = (rejection: RateLimiterRes) =>
  Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));

const LIMITS = Symbol.for('masco.sign-in-limits');
type Holder = {
  [LIMITS]?: {
    attempts: ReturnType<typeof sharedCounter>;
    pairs: ReturnType<typeof sharedCounter>;
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
    pairs: sharedCounter(
      {
        points: FAILURES_BEFORE_LOCK,
        duration: QUARTER_HOUR,
        blockDuration: QUARTER_HOUR,
        keyPrefix: 'sign-in-pair',
      },
      redisClient(),
    ),
    failures: sharedCounter(
      {
        points: FAILURES_PER_ACCOUNT,
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

/** An account's own count, whatever the address. */
export const lockKey = (email: string) => `account:${email.trim().toLowerCase()}`;

/**
 * Whose wrong passwords an attempt counts among first: the account's at this
 * client address, or, from a browser that has signed in to this account before,
 * that browser's own (so guesses from elsewhere never lock its owner out; see
 * trusted-device.ts).
 */
export const pairKey = (email: string, address: string, trustedDevice: string | null) =>
  trustedDevice ? `device:${trustedDevice}` : `${lockKey(email)}|${clientKey(address)}`;

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
 * guidance, ASVS 2.2.1), each count atomic (in this process, or in Redis for every
 * instance), so twenty guesses sent at the same moment are five checked passwords
 * and fifteen refusals, not twenty checks:
 * - the account at this client address (an IPv6 one by its /64, like every
 *   limit), or this trusted browser: 5 wrong passwords, then 15 minutes locked;
 * - the account from anywhere (not for a trusted browser): 10, then 15 minutes;
 * - the client address over all accounts: SIGN_IN_RATE_LIMIT (100) wrong ones.
 * A right password gives its points back, so colleagues behind one address never
 * hold each other up.
 */
export async function admitSignIn(
  email: string,
  address: string,
  trustedDevice: string | null = null,
): Promise<SignInGate> {
  const { attempts, pairs, failures } = limits();
  const fromAddress = clientKey(address);
  const byAddress = await take(attempts, fromAddress);
  if ('retryAfterSeconds' in byAddress) return { allowed: false, ...byAddress };
  const key = pairKey(email, address, trustedDevice);
  const byPair = await take(pairs, key);
  if ('retryAfterSeconds' in byPair) return { allowed: false, ...byPair };
  const account = trustedDevice ? null : lockKey(email);
  let left = Math.min(
    attemptsPerAddress() - byAddress.attempt,
    FAILURES_BEFORE_LOCK - byPair.attempt,
  );
  if (account) {
    const byAccount = await take(failures, account);
    if ('retryAfterSeconds' in byAccount) return { allowed: false, ...byAccount };
    left = Math.min(left, FAILURES_PER_ACCOUNT - byAccount.attempt);
  }
  return { allowed: true, key, account, address: fromAddress, attempt: byPair.attempt, left };
}

/** After a wrong password: its point stays counted, and the answer waits longer the more came before it. */
export async function signInFailed(
  admitted: AdmittedSignIn,
  wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<void> {
  await wait(failureDelayMs(admitted.attempt));
}

/**
 * After a right password: the account's counts (or this browser's) start again from
 * none, and the client address gets its point back.
 */
export async function signInSucceeded(admitted: AdmittedSignIn): Promise<void> {
  const { attempts, pairs, failures } = limits();
  await pairs.delete(admitted.key);
  if (admitted.account) await failures.delete(admitted.account);
  await attempts.reward(admitted.address, 1);
}

/** A password the server was too busy to check: each count gets its point back. */
export async function signInNotJudged(admitted: AdmittedSignIn): Promise<void> {
  const { attempts, pairs, failures } = limits();
  await pairs.reward(admitted.key, 1);
  if (admitted.account) await failures.reward(admitted.account, 1);
  await attempts.reward(admitted.address, 1);
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
  const byAccount = await take(resetsByAccount, lockKey(email));
  if ('retryAfterSeconds' in byAccount) return { allowed: false, ...byAccount };
  return { allowed: true };
}
