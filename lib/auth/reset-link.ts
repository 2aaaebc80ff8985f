import 'server-only';
import { and, eq, gt } from 'drizzle-orm';
import { site } from '@/lib/site';
import { enqueue } from '@/lib/mail/outbox';
import { resetEmail } from '@/lib/mail/mail';
import { wakeSender } from '@/lib/mail/sender';
import type { Store } from '@/lib/store/db';
import { getStore } from '@/lib/store/db';
import { authVerifications } from '@/lib/store/schema';

/** How long a reset link works: RESET_LINK_SECONDS, an hour at most (and by default). */
export function resetLinkSeconds(environment: Record<string, string | undefined> = process.env) {
  const value = Number(environment.RESET_LINK_SECONDS);
  return Number.isInteger(value) && value >= 1 ? Math.min(value, 3600) : 3600;
}

export const resetLink = (token: string) =>
  `${site.url}/admin/reset-password?token=${encodeURIComponent(token)}`;

/** better-auth's sendResetPassword: the e-mail goes through the outbox, as every e-mail does. */
export async function queueResetEmail(db: Store, to: string, token: string) {
  await enqueue(db, resetEmail(to, resetLink(token), Math.round(resetLinkSeconds() / 60) || 1));
  wakeSender();
}

/** Whether a reset link's token is one better-auth gave and has not spent or seen expire. */
export async function resetLinkIsLive(token: string) {
  if (!/^[\w-]{1,100}$/.test(token)) return false;
  const db = await getStore();
  const [row] = await db
    .select({ id: authVerifications.id })
    .from(authVerifications)
    .where(
      and(
        eq(authVerifications.identifier, `reset-password:${token}`),
        gt(authVerifications.expiresAt, new Date()),
      ),
    );
  return Boolean(row);
}
