import { describe, expect, it } from 'vitest';
import { cookieValue, isValidCsrfToken, newCsrfPair } from './csrf';

describe('csrf token bound to a cookie', () => {
  it('accepts the token with the nonce of its own cookie', () => {
    const { nonce, token } = newCsrfPair();
    expect(isValidCsrfToken(token, nonce)).toBe(true);
  });
  it("rejects another visitor's cookie, a forged signature, or nothing", () => {
    const a = newCsrfPair();
    const b = newCsrfPair();
    expect(isValidCsrfToken(a.token, b.nonce)).toBe(false);
    expect(isValidCsrfToken(`${a.nonce}.forged`, a.nonce)).toBe(false);
    expect(isValidCsrfToken(`${a.token}.x`, a.nonce)).toBe(false);
    expect(isValidCsrfToken(null, a.nonce)).toBe(false);
    expect(isValidCsrfToken(a.token, null)).toBe(false);
  });
  it('reads a cookie from the header', () => {
    expect(cookieValue('a=1; masco_csrf=abc.def; b=2', 'masco_csrf')).toBe('abc.def');
    expect(cookieValue(null, 'masco_csrf')).toBeNull();
  });
});
