import { log } from './log';
import { missingSharedSecrets } from './security/secrets';
import { siteUrlCheck } from './site-url-check';

/** At start (instrumentation.ts): one warning, or one sentence and exit 1 (lib/site-url-check.ts). */
export function enforceSiteUrl() {
  if (process.env.NODE_ENV !== 'production') return;
  const { level, message } = siteUrlCheck(process.env);
  if (level === 'warn') log('warn', 'config.site_url', { message });
  if (level === 'fatal') stop(message ?? 'SITE_URL must be set.');
}

/** At start: with REDIS_URL, every shared secret is set, or one sentence and exit 1. */
export function enforceSharedSecrets() {
  const message = missingSharedSecrets(process.env);
  if (message) stop(message);
}

function stop(message: string) {
  console.error(message);
  process.exit(1);
}
