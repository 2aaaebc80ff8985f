import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * The README's promise, held against better-auth itself on a store of its own:
 * a session lasts 12 hours from sign-in, however much it is used.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'session-lifetime-'));
let auth: Awaited<ReturnType<typeof import('./auth').getAuth>>;
let SESSION_SECONDS: number;

beforeAll(async () => {
  vi.stubEnv('PGLITE_DATA_DIR', dataDir);
  vi.stubEnv('REVALIDATE_SECRET', 'session-lifetime-test');
  const authModule = await import('./auth');
  SESSION_SECONDS = authModule.SESSION_SECONDS;
  auth = await authModule.getAuth();
  await auth.api.createUser({
    body: { email: 'ada@example.com', name: 'Ada', role: 'editor', password: 'sunflower-river-7x' },
  });
}, 120_000);

afterAll(() => {
  vi.useRealTimers();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a session', () => {
  it('lasts 12 hours from sign-in, not extended by use, then is refused', async () => {
    expect(SESSION_SECONDS).toBe(12 * 60 * 60);
    const start = new Date('2026-11-25T08:00:00Z');
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const signedIn = await auth.api.signInEmail({
      body: { email: 'ada@example.com', password: 'sunflower-river-7x', rememberMe: false },
      returnHeaders: true,
    });
    const setCookie = signedIn.headers.get('set-cookie') ?? '';
    const token = /masco\.session_token=([^;]+)/.exec(setCookie)?.[1];
    expect(token).toBeTruthy();
    const headers = new Headers({ cookie: `masco.session_token=${token}` });
    const at = async (hours: number) => {
      vi.setSystemTime(start.getTime() + hours * 3_600_000);
      return auth.api.getSession({ headers });
    };
    // Used through the day ...
    for (const hours of [1, 6, 11.9]) {
      const session = await at(hours);
      expect(session?.user.email, `after ${hours} h`).toBe('ada@example.com');
      expect(session!.session.expiresAt.getTime()).toBe(start.getTime() + SESSION_SECONDS * 1000);
    }
    // ... it still ends 12 hours after the sign-in.
    expect(await at(12.01)).toBeNull();
  });

  it('once ended, reading it in a server action writes no cookie', async () => {
    // better-auth clears the cookie of an ended session, and nextCookies writes what
    // it clears; in a server action a written cookie redraws the page, which sends
    // the visitor to sign in and drops the refused form with what was typed in it.
    const plugin = auth.options.plugins.find((p) => p.id === 'next-cookies')!;
    const writes = (path: string) =>
      plugin.hooks!.after!.some((hook) => hook.matcher({ path } as never));
    expect(writes('/get-session')).toBe(false);
    expect(writes('/sign-in/email')).toBe(true);
    expect(writes('/sign-out')).toBe(true);
  });
});
