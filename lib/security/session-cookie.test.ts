import { describe, expect, it } from 'vitest';
import { hasSignedSessionCookie } from './session-cookie';

/** better-call's signCookieValue (not exported): WebCrypto HMAC-SHA256, base64, URI-encoded. */
async function signCookieValue(value: string, secret: string) {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signature = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(value));
  return encodeURIComponent(`${value}.${btoa(String.fromCharCode(...new Uint8Array(signature)))}`);
}

const SECRET = 'a-test-secret-of-this-server';

describe('a signed session cookie', () => {
  it("is recognised as better-auth signs it, under either of the site's cookie names", async () => {
    const value = await signCookieValue('session-token-123', SECRET);
    expect(hasSignedSessionCookie(`a=1; masco.session_token=${value}`, SECRET)).toBe(true);
    expect(hasSignedSessionCookie(`__Secure-masco.session_token=${value}; b=2`, SECRET)).toBe(true);
  });

  it('is refused when forged, signed with another key, unsigned, elsewhere or absent', async () => {
    const value = await signCookieValue('session-token-123', SECRET);
    const forged = (await signCookieValue('session-token-124', SECRET)).replace(
      'session-token-124',
      'session-token-123x',
    );
    expect(hasSignedSessionCookie(`masco.session_token=${forged}`, SECRET)).toBe(false);
    expect(hasSignedSessionCookie(`masco.session_token=${value}`, 'another-key')).toBe(false);
    expect(hasSignedSessionCookie('masco.session_token=session-token-123', SECRET)).toBe(false);
    expect(hasSignedSessionCookie(`other.session_token=${value}`, SECRET)).toBe(false);
    expect(hasSignedSessionCookie('masco.session_token=%E0%A4%A', SECRET)).toBe(false);
    expect(hasSignedSessionCookie(null, SECRET)).toBe(false);
  });
});
