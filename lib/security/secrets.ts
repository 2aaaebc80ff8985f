/**
 * What each operator secret guards, said once at start: REVALIDATE_SECRET also
 * serves the submissions export and the form key when their own are unset, which
 * an operator should know rather than discover.
 */
export function secretsReport(
  environment: Record<string, string | undefined> = process.env,
): string[] {
  const set = (name: string) => !!environment[name]?.trim();
  const lines: string[] = [];
  if (!set('REVALIDATE_SECRET'))
    lines.push('REVALIDATE_SECRET is unset: POST /api/revalidate answers 401 to everyone.');
  if (!set('SUBMISSIONS_SECRET'))
    lines.push(
      set('REVALIDATE_SECRET')
        ? 'SUBMISSIONS_SECRET is unset: the submissions export (GET /api/store/submissions) accepts REVALIDATE_SECRET.'
        : 'SUBMISSIONS_SECRET and REVALIDATE_SECRET are unset: the submissions export answers 401 to everyone.',
    );
  if (!set('CSRF_SECRET'))
    lines.push(
      set('REVALIDATE_SECRET')
        ? 'CSRF_SECRET is unset: form tokens are signed with REVALIDATE_SECRET.'
        : 'CSRF_SECRET is unset: form tokens are signed with a random key of this process (tokens do not survive a restart).',
    );
  if (!set('AUTH_SECRET'))
    lines.push(
      set('REVALIDATE_SECRET')
        ? 'AUTH_SECRET is unset: editing-area sessions are signed with a key derived from REVALIDATE_SECRET (changing it signs everyone out).'
        : 'AUTH_SECRET and REVALIDATE_SECRET are unset: editing-area sessions are signed with a random key of this process, so every restart signs everyone out.',
    );
  return lines;
}

/** Every secret the operator sets: each opens one door (SECURITY.md). */
export const OPERATOR_SECRETS = [
  'REVALIDATE_SECRET',
  'SUBMISSIONS_SECRET',
  'CSRF_SECRET',
  'AUTH_SECRET',
] as const;

/**
 * The shortest secret a start accepts: 32 characters of `openssl rand -hex 32`'s
 * 64 carry 128 bits, OWASP ASVS's floor for a secret (V6.2.5, V11). A word such as
 * `x` or `secret` opens the cache-clearing door to anyone who guesses it.
 */
export const MIN_SECRET_LENGTH = 32;

/** The secrets set but too short to be safe, in one sentence (null when none is). */
export function weakSecrets(
  environment: Record<string, string | undefined> = process.env,
): string | null {
  const weak = OPERATOR_SECRETS.filter((name) => {
    const value = environment[name]?.trim();
    return value && value.length < MIN_SECRET_LENGTH;
  });
  if (weak.length === 0) return null;
  const names = weak.join(', ').replace(/, ([^,]+)$/, ' and $1');
  return `${names} ${weak.length > 1 ? 'are' : 'is'} shorter than ${MIN_SECRET_LENGTH} characters, short enough to guess: set ${weak.length > 1 ? 'each' : 'it'} to a random value (\`openssl rand -hex 32\`).`;
}

/** The secrets every instance must share: a per-process key would fail on the other instance. */
export const SHARED_SECRETS = ['CSRF_SECRET', 'REVALIDATE_SECRET', 'SUBMISSIONS_SECRET'] as const;

/**
 * With REDIS_URL set, more than one instance can run: a missing shared secret
 * stops the start with one sentence naming it (null when nothing is missing).
 */
export function missingSharedSecrets(
  environment: Record<string, string | undefined> = process.env,
): string | null {
  if (!environment.REDIS_URL?.trim()) return null;
  const missing = SHARED_SECRETS.filter((name) => !environment[name]?.trim());
  if (missing.length === 0) return null;
  const names = missing.join(', ').replace(/, ([^,]+)$/, ' and $1');
  return `REDIS_URL is set, so several instances may serve this site: set ${names} to the same value on every instance (${missing.length > 1 ? 'they are' : 'it is'} missing here).`;
}
