import { describe, expect, it } from 'vitest';
import { BEARER_FAILURES_PER_MINUTE, refuseAfterFailures, refuseWithoutSecret } from './bearer';
import { CLIENT_ADDRESS_HEADER } from './client-address';

const call = (address: string, secret: string, forwardedFor = '') =>
  refuseWithoutSecret(
    new Request('http://site.test/api/revalidate', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${secret}`,
        [CLIENT_ADDRESS_HEADER]: address,
        ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
      },
    }),
    'test',
    'right-secret',
  );

describe('operator endpoints', () => {
  it('let the right secret through and refuse a wrong one with 401', async () => {
    expect(await call('192.0.2.1', 'right-secret')).toBeNull();
    expect((await call('192.0.2.1', 'wrong'))?.status).toBe(401);
    expect((await call('192.0.2.1', 'right-secret!'))?.status).toBe(401);
  });

  it('refuse a client that keeps guessing with 429, the right secret too, and no one else', async () => {
    for (let i = 0; i < BEARER_FAILURES_PER_MINUTE; i++) {
      // A made-up X-Forwarded-For per guess changes nothing: the stamped address counts.
      expect((await call('192.0.2.2', `guess-${i}`, `10.0.0.${i}`))?.status).toBe(401);
    }
    const refused = await call('192.0.2.2', 'guess-more');
    expect(refused?.status).toBe(429);
    expect(refused?.headers.get('retry-after')).toBe('60');
    expect((await call('192.0.2.2', 'right-secret'))?.status).toBe(429);
    expect(await call('192.0.2.3', 'right-secret')).toBeNull();
  });

  it('refuse everyone when no secret is configured, and a request without one', async () => {
    const request = (authorization?: string) =>
      new Request('http://site.test/api/store/submissions', {
        headers: {
          [CLIENT_ADDRESS_HEADER]: '192.0.2.50',
          ...(authorization ? { authorization } : {}),
        },
      });
    expect((await refuseWithoutSecret(request('Bearer '), 'none', undefined))?.status).toBe(401);
    expect((await refuseWithoutSecret(request(), 'none', 'right-secret'))?.status).toBe(401);
    expect(
      (await refuseWithoutSecret(request('Bearer right-secret'), 'none', undefined))?.status,
    ).toBe(401);
  });

  it('read the secret from its own header, or as a Bearer token only', async () => {
    const request = (headers: Record<string, string>) =>
      new Request('http://site.test/api/revalidate', {
        method: 'POST',
        headers: { [CLIENT_ADDRESS_HEADER]: '192.0.2.51', ...headers },
      });
    expect(
      await refuseWithoutSecret(
        request({ 'x-revalidate-secret': 'right-secret' }),
        'h',
        'right-secret',
        'x-revalidate-secret',
      ),
    ).toBeNull();
    expect(
      await refuseWithoutSecret(
        request({ 'x-revalidate-secret': 'right-secret' }),
        'h',
        'right-secret',
      ),
    ).not.toBeNull();
    expect(
      await refuseWithoutSecret(
        request({ authorization: 'Token Bearer right-secret' }),
        'h',
        'right-secret',
      ),
    ).not.toBeNull();
    const refused = await refuseWithoutSecret(
      request({ authorization: 'Bearer nope' }),
      'h',
      'right-secret',
    );
    expect(refused?.headers.get('cache-control')).toBe('no-store');
    expect(await refused?.json()).toEqual({ message: 'Unauthorised.' });
  });

  it('slow guessing of any check, such as one-time operator tokens: 401 with its own words, then 429, per door', async () => {
    const request = new Request('http://site.test/api/store/backup', {
      method: 'POST',
      headers: { [CLIENT_ADDRESS_HEADER]: '192.0.2.60' },
    });
    const refusal = 'The operator token is missing, unknown, used or expired.';
    let checked = 0;
    const wrongToken = async () => {
      checked++;
      return false;
    };
    for (let i = 0; i < BEARER_FAILURES_PER_MINUTE; i++) {
      const refused = await refuseAfterFailures(request, 'backup', wrongToken, refusal);
      expect(refused?.status).toBe(401);
      expect(await refused?.json()).toEqual({ message: refusal });
    }
    expect(checked).toBe(BEARER_FAILURES_PER_MINUTE);
    // The eleventh is not even checked: a right token waits too (it stays unused).
    const rightToken = async () => (checked++, true);
    expect((await refuseAfterFailures(request, 'backup', rightToken, refusal))?.status).toBe(429);
    expect(checked).toBe(BEARER_FAILURES_PER_MINUTE);
    // Another door of the same client is not closed by this one.
    expect(await refuseAfterFailures(request, 'accounts-token', rightToken, refusal)).toBeNull();
  });
});
