import { hashPassword as hash, verifyPassword as verify } from 'better-auth/crypto';

/**
 * better-auth's own password hash and check (scrypt on libuv's thread pool), one
 * at a time. Each takes a thread and 32 MB for about a tenth of a second; twenty
 * sign-ins at once, right or wrong, took every thread of the pool, so the site's
 * files (read on the same pool) and pages waited seconds behind them. A few wait
 * their turn; beyond that the answer is "busy", at once and at no cost.
 */
export const HASHES_WAITING_AT_MOST = 16;

export class PasswordCheckBusy extends Error {
  constructor() {
    super('Too many sign-ins at once.');
  }
}

let running: Promise<unknown> = Promise.resolve();
let waiting = 0;

/** `work` after the hashes before it, one at a time; refused when too many wait. */
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (waiting >= HASHES_WAITING_AT_MOST) return Promise.reject(new PasswordCheckBusy());
  waiting += 1;
  const turn = running.then(work).finally(() => {
    waiting -= 1;
  });
  running = turn.catch(() => undefined);
  return turn;
}

export const hashPassword = (password: string) => inTurn(() => hash(password));

export const verifyPassword = (data: { hash: string; password: string }) =>
  inTurn(() => verify(data));
