import { describe, expect, it } from 'vitest';
import { csrfToken, isValidCsrfToken } from './csrf';

const DAY = 86_400_000;

describe('csrf token', () => {
  it('is accepted on its day and the next, not after', () => {
    const now = Date.UTC(2026, 10, 22, 12);
    const token = csrfToken(now);
    expect(isValidCsrfToken(token, now)).toBe(true);
    expect(isValidCsrfToken(token, now + DAY)).toBe(true);
    expect(isValidCsrfToken(token, now + 2 * DAY)).toBe(false);
  });
  it('rejects a missing or forged token', () => {
    expect(isValidCsrfToken(null)).toBe(false);
    expect(isValidCsrfToken('forged')).toBe(false);
  });
});
