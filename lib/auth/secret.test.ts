import { describe, expect, it } from 'vitest';
import { authSecret, secureCookies } from './secret';

describe('the session key', () => {
  it('is AUTH_SECRET when set', () => {
    expect(authSecret({ AUTH_SECRET: ' own-key ', REVALIDATE_SECRET: 'r' })).toBe('own-key');
  });

  it('is derived from REVALIDATE_SECRET otherwise: stable, and not the secret itself', () => {
    const a = authSecret({ REVALIDATE_SECRET: 'shared-secret' });
    expect(a).toBe(authSecret({ REVALIDATE_SECRET: 'shared-secret' }));
    expect(a).not.toContain('shared-secret');
    expect(a).not.toBe(authSecret({ REVALIDATE_SECRET: 'other-secret' }));
    expect(Buffer.from(a, 'base64url')).toHaveLength(32);
  });

  it('is one random key per process without either', () => {
    const a = authSecret({});
    expect(a).toBe(authSecret({}));
    expect(Buffer.from(a, 'base64url')).toHaveLength(32);
  });
});

describe('Secure session cookies', () => {
  it('everywhere but plain http on this machine', () => {
    expect(secureCookies('https://www.mascobd.com')).toBe(true);
    expect(secureCookies('http://www.mascobd.com')).toBe(true);
    expect(secureCookies('https://localhost:3000')).toBe(true);
    expect(secureCookies('not a url')).toBe(true);
    expect(secureCookies('http://localhost:3000')).toBe(false);
    expect(secureCookies('http://127.0.0.1:3100')).toBe(false);
    expect(secureCookies('http://[::1]:3000')).toBe(false);
  });
});
