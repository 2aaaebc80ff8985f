import { hashPassword as hash, verifyPassword as verify } from 'better-auth/crypto';
import { BUSY, createGate } from '@/lib/work-gate';

/**
 * better-auth's own password hash and check (scrypt on libuv's thread pool), one
 * at a time. Each takes a thread and 32 MB for about a tenth of a second; twenty
 * sign-ins at once, right or wrong, took every thread of the pool, so the site's
 * files (read on the same pool) and pages waited seconds behind them. A few wait
 * their turn; beyond that the answer is "busy", at once and at no cost.
 */
export const HASHES_WAITING_AT_MOST = 15;

export class PasswordCheckBusy extends Error {
  constructor() {
    super('Too many sign-ins at once.');
  }
}

const GATE = Symbol.for('masco.password-gate');
const holder = globalThis as { [GATE]?: ReturnType<typeof createGate> };

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  holder[GATE] ??= createGate(1, HASHES_WAITING_AT_MOST);
  const result = await holder[GATE].run(work);
  if (result === BUSY) throw new PasswordCheckBusy();
  return result;
}

export const hashPassword = (password: string) => inTurn(() => hash(password));

export const verifyPassword = (data: { hash: string; password: string }) =>
  inTurn(() => verify(data));
