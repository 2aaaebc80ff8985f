import { log } from './log';
import { siteUrlCheck } from './site-url-check';

/** At start (instrumentation.ts): one warning, or one sentence and exit 1 (lib/site-url-check.ts). */
export function enforceSiteUrl() {
  if (process.env.NODE_ENV !== 'production') return;
  const { level, message } = siteUrlCheck(process.env);
  if (level === 'warn') log('warn', 'config.site_url', { message });
  if (level === 'fatal') {
    console.error(message);
    process.exit(1);
  }
}
