import { describe, expect, it } from 'vitest';
import { MIN_SECRET_LENGTH, missingSharedSecrets, secretsReport, weakSecrets } from './secrets';

describe('the secrets report at start', () => {
  it('says nothing when each secret is set', () => {
    expect(
      secretsReport({
        REVALIDATE_SECRET: 'a',
        SUBMISSIONS_SECRET: 'b',
        CSRF_SECRET: 'c',
        AUTH_SECRET: 'd',
      }),
    ).toEqual([]);
  });

  it('says where REVALIDATE_SECRET stands in for the others', () => {
    expect(secretsReport({ REVALIDATE_SECRET: 'a' })).toEqual([
      'SUBMISSIONS_SECRET is unset: the submissions export (GET /api/store/submissions) accepts REVALIDATE_SECRET.',
      'CSRF_SECRET is unset: form tokens are signed with REVALIDATE_SECRET.',
      'AUTH_SECRET is unset: editing-area sessions are signed with a key derived from REVALIDATE_SECRET (changing it signs everyone out).',
    ]);
  });

  it('says what is locked and what is per process with no secrets at all', () => {
    expect(secretsReport({ SUBMISSIONS_SECRET: ' ' })).toEqual([
      'REVALIDATE_SECRET is unset: POST /api/revalidate answers 401 to everyone.',
      'SUBMISSIONS_SECRET and REVALIDATE_SECRET are unset: the submissions export answers 401 to everyone.',
      'CSRF_SECRET is unset: form tokens are signed with a random key of this process (tokens do not survive a restart).',
      'AUTH_SECRET and REVALIDATE_SECRET are unset: editing-area sessions are signed with a random key of this process, so every restart signs everyone out.',
    ]);
  });
});

describe('the shared secrets of several instances (REDIS_URL set)', () => {
  const all = { CSRF_SECRET: 'c', REVALIDATE_SECRET: 'r', SUBMISSIONS_SECRET: 's' };

  it('asks nothing of a single instance, and nothing when all three are set', () => {
    expect(missingSharedSecrets({})).toBeNull();
    expect(missingSharedSecrets({ REDIS_URL: ' ' })).toBeNull();
    expect(missingSharedSecrets({ REDIS_URL: 'redis://cache:6379', ...all })).toBeNull();
  });

  it('names the one missing secret in one sentence', () => {
    expect(
      missingSharedSecrets({ REDIS_URL: 'redis://cache:6379', ...all, CSRF_SECRET: ' ' }),
    ).toBe(
      'REDIS_URL is set, so several instances may serve this site: set CSRF_SECRET to the same value on every instance (it is missing here).',
    );
  });

  it('names every missing secret', () => {
    expect(missingSharedSecrets({ REDIS_URL: 'redis://cache:6379', REVALIDATE_SECRET: 'r' })).toBe(
      'REDIS_URL is set, so several instances may serve this site: set CSRF_SECRET and SUBMISSIONS_SECRET to the same value on every instance (they are missing here).',
    );
  });
});

describe('a secret short enough to guess', () => {
  const strong = 'f'.repeat(MIN_SECRET_LENGTH);

  it('accepts 32 characters and more, and says nothing of unset ones', () => {
    expect(MIN_SECRET_LENGTH).toBe(32);
    expect(weakSecrets({})).toBeNull();
    expect(weakSecrets({ REVALIDATE_SECRET: strong, AUTH_SECRET: ` ${strong} ` })).toBeNull();
  });

  it('names one short secret, 31 characters or a single letter', () => {
    expect(weakSecrets({ REVALIDATE_SECRET: 'x' })).toBe(
      'REVALIDATE_SECRET is shorter than 32 characters, short enough to guess: set it to a random value (`openssl rand -hex 32`).',
    );
    expect(weakSecrets({ CSRF_SECRET: strong.slice(1) })).toMatch(/^CSRF_SECRET is shorter/);
  });

  it('names every short one of the four', () => {
    expect(
      weakSecrets({
        REVALIDATE_SECRET: 'x',
        SUBMISSIONS_SECRET: 'y',
        CSRF_SECRET: strong,
        AUTH_SECRET: 'z',
      }),
    ).toBe(
      'REVALIDATE_SECRET, SUBMISSIONS_SECRET and AUTH_SECRET are shorter than 32 characters, short enough to guess: set each to a random value (`openssl rand -hex 32`).',
    );
  });
});
