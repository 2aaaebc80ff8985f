import { describe, expect, it, vi } from 'vitest';
import { isSameOrigin } from './origin';

const headers = (values: Record<string, string>) => new Headers(values);

describe('the origin check', () => {
  it("accepts an Origin naming the Host header's host", () => {
    expect(isSameOrigin(headers({ origin: 'https://a.example', host: 'a.example' }))).toBe(true);
    expect(isSameOrigin(headers({ origin: 'https://b.example', host: 'a.example' }))).toBe(false);
  });

  it('accepts a missing Origin only when the caller allows it', () => {
    expect(isSameOrigin(headers({ host: 'a.example' }))).toBe(true);
    expect(isSameOrigin(headers({ host: 'a.example' }), { requireOrigin: true })).toBe(false);
  });

  it('refuses an Origin that is no URL, and "null"', () => {
    expect(isSameOrigin(headers({ origin: 'not a url', host: 'a.example' }))).toBe(false);
    expect(isSameOrigin(headers({ origin: 'null', host: 'a.example' }))).toBe(false);
  });

  it("accepts SITE_URL's host, and ignores a SITE_URL that is no URL", () => {
    vi.stubEnv('SITE_URL', 'https://www.masco.example');
    expect(
      isSameOrigin(headers({ origin: 'https://www.masco.example', host: '127.0.0.1:3000' })),
    ).toBe(true);
    vi.stubEnv('SITE_URL', 'nonsense');
    expect(
      isSameOrigin(headers({ origin: 'https://www.masco.example', host: '127.0.0.1:3000' })),
    ).toBe(false);
  });
});
