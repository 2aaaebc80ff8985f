import { describe, expect, it } from 'vitest';
import { newTrustedDevice, trustedDeviceId } from './trusted-device';

describe('trusted-device cookies', () => {
  const secret = 'a-test-secret';

  it('name the browser for the e-mail address they were made for, in any case', () => {
    const cookie = newTrustedDevice('Ada@Example.com', secret);
    const id = trustedDeviceId(cookie, ' ada@example.com', secret);
    expect(id).toMatch(/^[\w-]{22}$/);
    expect(cookie.startsWith(`${id}.`)).toBe(true);
    expect(newTrustedDevice('ada@example.com', secret)).not.toBe(cookie);
  });

  it('open nothing for another address, another secret, or a changed id or signature', () => {
    const cookie = newTrustedDevice('ada@example.com', secret);
    const [id, signature] = cookie.split('.') as [string, string];
    expect(trustedDeviceId(cookie, 'bo@example.com', secret)).toBeNull();
    expect(trustedDeviceId(cookie, 'ada@example.com', 'another-secret')).toBeNull();
    const otherId = `${id.slice(0, -1)}${id.endsWith('A') ? 'B' : 'A'}`;
    expect(trustedDeviceId(`${otherId}.${signature}`, 'ada@example.com', secret)).toBeNull();
    expect(
      trustedDeviceId(`${id}.${signature.slice(0, -2)}`, 'ada@example.com', secret),
    ).toBeNull();
    expect(trustedDeviceId(`${cookie}.x`, 'ada@example.com', secret)).toBeNull();
    expect(trustedDeviceId(undefined, 'ada@example.com', secret)).toBeNull();
    expect(trustedDeviceId('', 'ada@example.com', secret)).toBeNull();
  });
});
