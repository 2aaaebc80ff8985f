import { describe, expect, it } from 'vitest';
import {
  admitResetRequest,
  admitSignIn,
  attemptsPerAddress,
  failureDelayMs,
  FAILURES_BEFORE_LOCK,
  signInFailed,
  signInSucceeded,
  type AdmittedSignIn,
  type SignInGate,
} from './sign-in-limit';

const noWait = (delays: number[]) => async (ms: number) => {
  delays.push(ms);
};

function admitted(gate: SignInGate): AdmittedSignIn {
  if (!gate.allowed) throw new Error(`refused for ${gate.retryAfterSeconds} s`);
  return gate;
}

const expectQuarterHourWait = (gate: SignInGate) => {
  expect(gate.allowed).toBe(false);
  if (!gate.allowed) {
    expect(gate.retryAfterSeconds).toBeGreaterThan(800);
    expect(gate.retryAfterSeconds).toBeLessThanOrEqual(900);
  }
};

/** Five failures on one account, each from another address. */
async function failFiveTimes(email: string, delays: number[] = []) {
  for (let i = 0; i < FAILURES_BEFORE_LOCK; i++)
    await signInFailed(admitted(await admitSignIn(email, `192.0.2.${i}`)), noWait(delays));
  return delays;
}

describe('sign-in limits (one instance, no Redis)', () => {
  it('slows each failure in a row down: 0.5 s, doubling, at most 4 s', () => {
    expect([1, 2, 3, 4, 5, 6].map(failureDelayMs)).toEqual([500, 1000, 2000, 4000, 4000, 4000]);
  });

  it('an address makes 20 attempts in a quarter of an hour, then is told when to return', async () => {
    const answers = [];
    for (let i = 0; i < 21; i++)
      answers.push(await admitSignIn(`person${i}@example.com`, '198.51.100.1'));
    expect(answers.slice(0, 20).every((a) => a.allowed)).toBe(true);
    expectQuarterHourWait(answers[20]!);
    expect((await admitSignIn('person0@example.com', '198.51.100.2')).allowed).toBe(true);
  });

  it('an IPv6 client is counted by its /64, as the other limits count it: 20 attempts from the whole /64', async () => {
    const answers = [];
    for (let i = 0; i < 21; i++)
      answers.push(
        await admitSignIn(`v6person${i}@example.com`, `2001:db8:7:1::${(i + 1).toString(16)}`),
      );
    expect(answers.slice(0, 20).every((a) => a.allowed)).toBe(true);
    expectQuarterHourWait(answers[20]!);
    expect((await admitSignIn('v6person0@example.com', '2001:db8:7:2::1')).allowed).toBe(true);
  });

  it('five failures on an account from five addresses lock it for a quarter of an hour, for every address', async () => {
    const delays = await failFiveTimes('Ada@Example.com');
    expect(delays).toEqual([500, 1000, 2000, 4000, 4000]);
    expectQuarterHourWait(await admitSignIn('ada@example.com', '203.0.113.6'));
    // Another account is not locked by guesses at this one.
    expect((await admitSignIn('bo@example.com', '203.0.113.6')).allowed).toBe(true);
  });

  it('twenty attempts at the same moment are five checks and fifteen refusals', async () => {
    const gates = await Promise.all(
      Array.from({ length: 20 }, (_, i) => admitSignIn('cy@example.com', `198.51.100.${i + 10}`)),
    );
    expect(gates.filter((gate) => gate.allowed)).toHaveLength(FAILURES_BEFORE_LOCK);
    expect(gates.filter((gate) => !gate.allowed)).toHaveLength(20 - FAILURES_BEFORE_LOCK);
  });

  it('a browser that signed in to the account before keeps its own count while the account is locked', async () => {
    await failFiveTimes('di@example.com');
    expectQuarterHourWait(await admitSignIn('di@example.com', '203.0.113.9'));
    const own = admitted(await admitSignIn('di@example.com', '203.0.113.9', 'browser-1'));
    expect(own.key).toBe('device:browser-1');
    expect(own.attempt).toBe(1);
    // Its own typos lock only that browser.
    for (let i = 1; i < FAILURES_BEFORE_LOCK; i++)
      admitted(await admitSignIn('di@example.com', '203.0.113.9', 'browser-1'));
    expectQuarterHourWait(await admitSignIn('di@example.com', '203.0.113.9', 'browser-1'));
    expect((await admitSignIn('di@example.com', '203.0.113.9', 'browser-2')).allowed).toBe(true);
  });

  it('a right password starts the count again', async () => {
    const delays: number[] = [];
    for (let i = 0; i < FAILURES_BEFORE_LOCK - 1; i++)
      await signInFailed(
        admitted(await admitSignIn('ed@example.com', '203.0.113.7')),
        noWait(delays),
      );
    await signInSucceeded(admitted(await admitSignIn('ed@example.com', '203.0.113.7')));
    const next = admitted(await admitSignIn('ed@example.com', '203.0.113.7'));
    expect(next.attempt).toBe(1);
    await signInFailed(next, noWait(delays));
    expect(delays.at(-1)).toBe(500);
  });
});

describe('"Forgot your password?" limits (one instance, no Redis)', () => {
  it('take five requests for one address in a quarter of an hour, from any client, then refuse for the rest of it', async () => {
    const email = `reset-${Math.random()}@example.com`;
    for (let i = 0; i < FAILURES_BEFORE_LOCK; i++)
      expect(await admitResetRequest(email.toUpperCase(), `198.51.100.${i}`)).toEqual({
        allowed: true,
      });
    expectQuarterHourWait((await admitResetRequest(email, '198.51.100.99')) as SignInGate);
    // Another address is not held by it.
    expect((await admitResetRequest(`other-${email}`, '198.51.100.99')).allowed).toBe(true);
  });

  it("count a client address's requests like its sign-ins (SIGN_IN_RATE_LIMIT)", async () => {
    const address = '203.0.113.77';
    const answers = [];
    for (let i = 0; i < attemptsPerAddress() + 1; i++)
      answers.push(
        (await admitResetRequest(`r${i}-${Math.random()}@example.com`, address)).allowed,
      );
    expect(answers.filter(Boolean)).toHaveLength(attemptsPerAddress());
    expect(answers.at(-1)).toBe(false);
  });
});
