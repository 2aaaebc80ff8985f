import { describe, expect, it } from 'vitest';
import { WRONG_CREDENTIALS, wrongCredentials } from './messages';
import {
  admitResetRequest,
  admitSignIn,
  attemptsPerAddress,
  failureDelayMs,
  FAILURES_BEFORE_LOCK,
  FAILURES_PER_ACCOUNT,
  signInFailed,
  signInNotJudged,
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

/** `count` failures on one account, each from another address. */
async function failFromManyAddresses(email: string, count: number, delays: number[] = []) {
  for (let i = 0; i < count; i++)
    await signInFailed(admitted(await admitSignIn(email, `192.0.2.${i}`)), noWait(delays));
  return delays;
}

describe('sign-in limits (one instance, no Redis)', () => {
  it('slows each failure in a row down: 0.5 s, doubling, at most 4 s', () => {
    expect([1, 2, 3, 4, 5, 6].map(failureDelayMs)).toEqual([500, 1000, 2000, 4000, 4000, 4000]);
  });

  it('a password the server was too busy to check costs no try: twenty in a row lock nothing', async () => {
    for (let i = 0; i < 20; i++) {
      const gate = admitted(await admitSignIn('busy@example.com', '198.51.100.77'));
      expect(gate.attempt).toBe(1);
      expect(gate.left).toBe(FAILURES_BEFORE_LOCK - 1);
      await signInNotJudged(gate);
    }
    await signInFailed(
      admitted(await admitSignIn('busy@example.com', '198.51.100.77')),
      noWait([]),
    );
  });

  it('a shared office behind one address: 150 colleagues sign in, right passwords never use up the address', async () => {
    expect(attemptsPerAddress()).toBe(100);
    for (let i = 0; i < 150; i++) {
      const gate = admitted(await admitSignIn(`colleague${i}@example.com`, '198.51.100.50'));
      await signInSucceeded(gate);
    }
    expect((await admitSignIn('late@example.com', '198.51.100.50')).allowed).toBe(true);
  });

  it('five wrong passwords lock that account at that address only: a colleague at the same address, and the person elsewhere, go on', async () => {
    const office = '198.51.100.60';
    const delays: number[] = [];
    for (let i = 0; i < FAILURES_BEFORE_LOCK; i++)
      await signInFailed(admitted(await admitSignIn('Fay@Example.com', office)), noWait(delays));
    expect(delays).toEqual([500, 1000, 2000, 4000, 4000]);
    expectQuarterHourWait(await admitSignIn('fay@example.com', office));
    expect((await admitSignIn('gus@example.com', office)).allowed).toBe(true);
    expect((await admitSignIn('fay@example.com', '203.0.113.60')).allowed).toBe(true);
  });

  it('an address gets 100 wrong passwords in a quarter of an hour over all accounts, then is told when to return', async () => {
    const answers = [];
    for (let i = 0; i < 101; i++) {
      const gate = await admitSignIn(`person${i}@example.com`, '198.51.100.1');
      answers.push(gate);
      if (gate.allowed) await signInFailed(gate, noWait([]));
    }
    expect(answers.slice(0, 100).every((a) => a.allowed)).toBe(true);
    expectQuarterHourWait(answers[100]!);
    expect((await admitSignIn('person0@example.com', '198.51.100.2')).allowed).toBe(true);
  });

  it('an IPv6 client is counted by its /64, as the other limits count it: 100 wrong passwords from the whole /64', async () => {
    const answers = [];
    for (let i = 0; i < 101; i++)
      answers.push(
        await admitSignIn(`v6person${i}@example.com`, `2001:db8:7:1::${(i + 1).toString(16)}`),
      );
    expect(answers.slice(0, 100).every((a) => a.allowed)).toBe(true);
    expectQuarterHourWait(answers[100]!);
    expect((await admitSignIn('v6person0@example.com', '2001:db8:7:2::1')).allowed).toBe(true);
  });

  it('ten wrong passwords on an account from ten addresses lock it for a quarter of an hour, for every address', async () => {
    expect(FAILURES_PER_ACCOUNT).toBe(10);
    await failFromManyAddresses('Ada@Example.com', FAILURES_PER_ACCOUNT);
    expectQuarterHourWait(await admitSignIn('ada@example.com', '203.0.113.6'));
    // Another account is not locked by guesses at this one.
    expect((await admitSignIn('bo@example.com', '203.0.113.6')).allowed).toBe(true);
  });

  it('twenty attempts at the same moment from one address are five checks and fifteen refusals; from twenty addresses, ten', async () => {
    const fromOne = await Promise.all(
      Array.from({ length: 20 }, () => admitSignIn('cy@example.com', '198.51.100.9')),
    );
    expect(fromOne.filter((gate) => gate.allowed)).toHaveLength(FAILURES_BEFORE_LOCK);
    const fromMany = await Promise.all(
      Array.from({ length: 20 }, (_, i) => admitSignIn('cyd@example.com', `198.51.100.${i + 10}`)),
    );
    expect(fromMany.filter((gate) => gate.allowed)).toHaveLength(FAILURES_PER_ACCOUNT);
  });

  it('a browser that signed in to the account before keeps its own count while the account is locked', async () => {
    await failFromManyAddresses('di@example.com', FAILURES_PER_ACCOUNT);
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

  it('says how many wrong passwords are left, by the nearest count, the same for an address with no account', async () => {
    const lefts = async (email: string, address: string) => {
      const seen: number[] = [];
      for (let i = 0; i < FAILURES_BEFORE_LOCK; i++) {
        const gate = admitted(await admitSignIn(email, address));
        seen.push(gate.left);
        await signInFailed(gate, noWait([]));
      }
      return seen;
    };
    expect(await lefts('gus@example.com', '203.0.113.20')).toEqual([4, 3, 2, 1, 0]);
    expect(await lefts('no-account-here@example.com', '203.0.113.21')).toEqual([4, 3, 2, 1, 0]);
    // Spread over addresses, the account's own count of ten is the nearest.
    await failFromManyAddresses('hal@example.com', FAILURES_PER_ACCOUNT - 2);
    expect(admitted(await admitSignIn('hal@example.com', '203.0.113.22')).left).toBe(1);
    expect(wrongCredentials(3)).toBe(WRONG_CREDENTIALS);
    expect(wrongCredentials(2)).toBe(
      'That e-mail address and password do not match an account. Two more wrong passwords and sign-in with this e-mail address pauses for 15 minutes in this browser.',
    );
    expect(wrongCredentials(1)).toBe(
      'That e-mail address and password do not match an account. One more wrong password and sign-in with this e-mail address pauses for 15 minutes in this browser.',
    );
    expect(wrongCredentials(0)).toBe(
      'That e-mail address and password do not match an account. No tries are left: sign-in with this e-mail address pauses for 15 minutes in this browser. “Forgot your password?” sets a new one.',
    );
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
