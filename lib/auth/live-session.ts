import { env } from '@/lib/env';
import { getAuth } from './auth';
import { isRole } from './roles';

/**
 * Whether these request headers carry a session that is live in the store now
 * (not signed out, revoked, expired or of a banned account), for proxy.ts: a
 * cookie's signature alone says only that it once was. One indexed read.
 */
export async function hasLiveSession(headers: Headers): Promise<boolean> {
  if (env.contentApiUrl) return false;
  try {
    const session = await (await getAuth()).api.getSession({ headers });
    return Boolean(session?.user && !session.user.banned && isRole(session.user.role));
  } catch {
    return false;
  }
}
