import { AsyncLocalStorage } from 'node:async_hooks';
import { hashPassword as hash, verifyPassword as verify } from 'better-auth/crypto';
import { BUSY, createGate, type Gate } from '@/lib/work-gate';

/**
 * better-auth's own password hash and check (scrypt on libuv's thread pool), one
 * at a time. Each takes a thread and 32 MB for about a tenth of a second; twenty
 * sign-ins at once, right or wrong, took every thread of the pool, so the site's
 * files (read on the same pool) and pages waited seconds behind them. A few wait
 * their turn; beyond that the answer is "busy", at once and at no cost.
 */
export const HASHES_WAITING_AT_MOST = 15;
/**
 * Checks for staff the site already knows (a browser the account has signed in
 * from before, or a signed-in member changing a password or making an account)
 * have a lane of their own, one at a time with these few waiting: a flood of
 * strangers' sign-ins fills the other lane and answers them "busy", not staff.
 */
export const TRUSTED_WAITING_AT_MOST = 4;

const BUSY_MARK = Symbol.for('masco.password-check-busy');

export class PasswordCheckBusy extends Error {
  readonly [BUSY_MARK] = true;
  constructor() {
    super('Too many sign-ins at once.');
  }
}

/**
 * Whether `error` is the answer "busy". Not `instanceof`: the build bundles this
 * module once for better-auth's call and once for the actions that catch it, so
 * the class thrown is not the class caught (every busy sign-in was a 500).
 */
export const isPasswordCheckBusy = (error: unknown) =>
  typeof error === 'object' && error !== null && BUSY_MARK in error;

// Kept on globalThis: the build has two copies of this module (above), and the
// lane set by one must be the lane read by the other.
const SHARED = Symbol.for('masco.password-gates');
const holder = globalThis as {
  [SHARED]?: { open: Gate; trusted: Gate; lane: AsyncLocalStorage<'trusted'> };
};
const shared = () =>
  (holder[SHARED] ??= {
    open: createGate(1, HASHES_WAITING_AT_MOST),
    trusted: createGate(1, TRUSTED_WAITING_AT_MOST),
    lane: new AsyncLocalStorage<'trusted'>(),
  });

/** Runs `work` (which checks or hashes a password) in the known staff's lane. */
export const inTrustedLane = <T>(work: () => Promise<T>): Promise<T> =>
  shared().lane.run('trusted', work);

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const { open, trusted, lane } = shared();
  const result = await (lane.getStore() === 'trusted' ? trusted : open).run(work);
  if (result === BUSY) throw new PasswordCheckBusy();
  return result;
}

export const hashPassword = (password: string) => inTurn(() => hash(password));

export const verifyPassword = (data: { hash: string; password: string }) =>
  inTurn(() => verify(data));
