import 'server-only';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { redisClient } from '@/lib/redis';
import { sharedCounter } from '@/lib/security/form-limit';

/** Sign-in attempts a client address may make in a quarter of an hour, right or wrong (SIGN_IN_RATE_LIMIT). */
export const attemptsPerAddress = () => Number(process.env.SIGN_IN_RATE_LIMIT) || 20;
/** Failed sign-ins in a row for one e-mail from one address before it is locked for a quarter of an hour. */
export const FAILURES_BEFORE_LOCK = 5;
const QUARTER_HOUR = 15 * 60;

/** The pause before answering the n-th failure in a row: 0.5 s, doubling, at most 4 s. */
export const failureDelayMs = (failures: number) =>
  Math.min(4000, 500 * 2 ** Math.max(0, failures - 1));

export type SignInGate = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const seconds = (rejection: RateLimiterRes) =>
  Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));

const LIMITS = Symbol.for('masco.sign-in-limits');
type Holder = {
  [LIMITS]?: {
    attempts: ReturnType<typeof sharedCounter>;
    failures: ReturnType<typeof sharedCounter>;
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
        duration: 60 * 60,
        blockDuration: QUARTER_HOUR,
        keyPrefix: 'sign-in-failures',
      },
      redisClient(),
    ),
  };
  return holder[LIMITS];
}

const failureKey = (email: string, address: string) => `${email.trim().toLowerCase()}|${address}`;

/**
 * Counts one attempt before the password is checked: refused while the address
 * has used its attempts or this e-mail is locked from this address.
 */
export async function admitSignIn(email: string, address: string): Promise<SignInGate> {
  const { attempts, failures } = limits();
  const locked = await failures.get(failureKey(email, address));
  if (locked && locked.consumedPoints >= FAILURES_BEFORE_LOCK)
    return { allowed: false, retryAfterSeconds: seconds(locked) };
  try {
    await attempts.consume(address);
    return { allowed: true };
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes)
      return { allowed: false, retryAfterSeconds: seconds(rejection) };
    throw rejection;
  }
}

/** After a wrong password: counts the failure and waits longer the more failures came in a row. */
export async function signInFailed(
  email: string,
  address: string,
  wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<void> {
  const { failures } = limits();
  const key = failureKey(email, address);
  let failuresInARow = FAILURES_BEFORE_LOCK;
  try {
    failuresInARow = (await failures.consume(key)).consumedPoints;
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
  }
  // The lock runs a quarter of an hour from the last failure, not to the end of the hour's count.
  if (failuresInARow >= FAILURES_BEFORE_LOCK) await failures.block(key, QUARTER_HOUR);
  await wait(failureDelayMs(failuresInARow));
}

/** After a right password: the failures in a row start again from none. */
export async function signInSucceeded(email: string, address: string): Promise<void> {
  await limits().failures.delete(failureKey(email, address));
}
