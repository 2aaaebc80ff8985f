import {
  hashPassword as libraryHash,
  verifyPassword as libraryVerify,
} from '@better-auth/utils/password';
import { describe, expect, it, vi } from 'vitest';
import {
  HASHES_WAITING_AT_MOST,
  hashPassword,
  TRUSTED_WAITING_AT_MOST,
  verifyPassword,
} from './password-hash';

describe('password checks one at a time (lib/auth/password-hash.ts)', () => {
  it("hashes as better-auth does, and checks better-auth's hashes", async () => {
    const password = 'correct horse battery staple ৳ Ωmega';
    const ours = await hashPassword(password);
    expect(ours).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await libraryVerify(ours, password)).toBe(true);
    const theirs = await libraryHash(password);
    expect(await verifyPassword({ hash: theirs, password })).toBe(true);
    expect(await verifyPassword({ hash: theirs, password: `${password}!` })).toBe(false);
  });

  it(`checks one at a time, lets ${HASHES_WAITING_AT_MOST} wait, and refuses the rest at once`, async () => {
    // The library's check, held open until the test lets it finish.
    const open: Array<() => void> = [];
    let atOnce = 0;
    let most = 0;
    vi.resetModules();
    vi.doMock('better-auth/crypto', () => ({
      hashPassword: async () => 'salt:key',
      verifyPassword: () =>
        new Promise<boolean>((resolve) => {
          atOnce += 1;
          most = Math.max(most, atOnce);
          open.push(() => {
            atOnce -= 1;
            resolve(true);
          });
        }),
    }));
    const gated = await import('./password-hash');
    const inFlight = HASHES_WAITING_AT_MOST + 1;
    const calls = Array.from({ length: inFlight + 4 }, () =>
      gated.verifyPassword({ hash: 'salt:key', password: 'p' }),
    );
    const settled = Promise.allSettled(calls);
    for (let done = 0; done < inFlight; done += 1) {
      await vi.waitFor(() => expect(open).toHaveLength(done + 1));
      open[done]!();
    }
    const results = await settled;
    expect(most).toBe(1);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(inFlight);
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused).toHaveLength(4);
    for (const r of refused) expect(r.reason).toBeInstanceOf(gated.PasswordCheckBusy);
    // Once they are done, the next is taken again.
    const next = gated.verifyPassword({ hash: 'salt:key', password: 'p' });
    await vi.waitFor(() => expect(open).toHaveLength(inFlight + 1));
    open.at(-1)!();
    expect(await next).toBe(true);
    vi.doUnmock('better-auth/crypto');
  });

  it(`gives known staff a lane of their own: strangers filling theirs leave it free, and it lets ${TRUSTED_WAITING_AT_MOST} wait (across copies of the module)`, async () => {
    const open: Array<() => void> = [];
    vi.resetModules();
    vi.doMock('better-auth/crypto', () => ({
      hashPassword: async () => 'salt:key',
      verifyPassword: () => new Promise<boolean>((resolve) => open.push(() => resolve(true))),
    }));
    // Two copies of the module, as the build has: one calls the check (better-auth),
    // the other chooses the lane and catches the answer (the actions).
    const gated = await import('./password-hash');
    vi.resetModules();
    const caller = await import('./password-hash');
    expect(caller).not.toBe(gated);
    const check = () => caller.verifyPassword({ hash: 'salt:key', password: 'p' });
    const busy = (promise: Promise<unknown>) =>
      promise.then(
        () => false,
        (error: unknown) => gated.isPasswordCheckBusy(error),
      );
    // Strangers: one running, the queue full, the next refused.
    const strangers = Array.from({ length: HASHES_WAITING_AT_MOST + 1 }, check);
    await vi.waitFor(() => expect(open).toHaveLength(1));
    expect(await busy(check())).toBe(true);
    // Known staff: checked at once beside them, a few waiting, then busy too.
    const staff = Array.from({ length: TRUSTED_WAITING_AT_MOST + 1 }, () =>
      gated.inTrustedLane(check),
    );
    await vi.waitFor(() => expect(open).toHaveLength(2));
    expect(await busy(gated.inTrustedLane(check))).toBe(true);
    // Every admitted check finishes, in each lane's turn.
    const admitted = strangers.length + staff.length;
    for (let done = 0; done < admitted;) {
      await vi.waitFor(() => expect(open.length).toBeGreaterThan(0));
      const taken = open.splice(0);
      taken.forEach((finish) => finish());
      done += taken.length;
    }
    for (const result of await Promise.allSettled([...strangers, ...staff]))
      expect(result).toEqual({ status: 'fulfilled', value: true });
    vi.doUnmock('better-auth/crypto');
  });
});
