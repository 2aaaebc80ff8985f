import 'server-only';
import { and, eq, gte, inArray, isNull, lt, lte, or, sql, count } from 'drizzle-orm';
import type { Store } from '@/lib/store/db';
import { outbox, subscribers } from '@/lib/store/schema';
import type { EmailState, OutboxKind } from './mail';

type Writer = Pick<Store, 'insert'>;

export type NewEmail = {
  kind: OutboxKind;
  contactMessageId: number | null;
  to: string[] | null;
  replyTo: string | null;
  subject: string;
  body: string;
  onceKey?: string;
};

/** Writes an e-mail to send, in the caller's transaction (a row with a taken onceKey is left out). */
export async function enqueue(db: Writer, email: NewEmail) {
  await db.insert(outbox).values(email).onConflictDoNothing();
}

const secondsFromNow = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;

/**
 * Claims up to `limit` rows that are due, for `claimSeconds`: an instance that
 * crashed mid-send leaves its claim to lapse, and another instance takes the row
 * then. The claim is one statement (rows another instance is claiming are
 * skipped, not waited for), so a row is claimed by one sender at a time.
 */
export async function claimDue(db: Store, limit: number, claimSeconds: number) {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.state, 'waiting'),
        lte(outbox.nextAttemptAt, sql`now()`),
        or(isNull(outbox.claimedUntil), lt(outbox.claimedUntil, sql`now()`)),
      ),
    )
    .orderBy(outbox.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({ claimedUntil: secondsFromNow(claimSeconds), attempts: sql`${outbox.attempts} + 1` })
    .where(inArray(outbox.id, due))
    .returning();
}

/** Sent: a reset link is not kept once it went out. */
export async function markSent(db: Store, id: number) {
  await db
    .update(outbox)
    .set({
      state: 'sent',
      sentAt: sql`now()`,
      claimedUntil: null,
      reason: null,
      body: sql`case when ${outbox.kind} = 'password-reset' then '' else ${outbox.body} end`,
    })
    .where(eq(outbox.id, id));
}

/** Not sent this time: why, and when to try again. */
export async function markRetry(db: Store, id: number, reason: string, delaySeconds: number) {
  await db
    .update(outbox)
    .set({ nextAttemptAt: secondsFromNow(delaySeconds), claimedUntil: null, reason })
    .where(eq(outbox.id, id));
}

/** Rows still waiting after `seconds` are given up, saying why; answers how many. */
export async function giveUpOld(db: Store, seconds: number) {
  const failed = await db
    .update(outbox)
    .set({
      state: 'failed',
      claimedUntil: null,
      reason: sql`'not sent within ' || ${describeSeconds(seconds)} || ': ' || coalesce(${outbox.reason}, 'it was never tried')`,
    })
    .where(
      and(
        eq(outbox.state, 'waiting'),
        lt(outbox.createdAt, sql`now() - make_interval(secs => ${seconds})`),
        or(isNull(outbox.claimedUntil), lt(outbox.claimedUntil, sql`now()`)),
      ),
    )
    .returning({ id: outbox.id, kind: outbox.kind });
  return failed;
}

export const describeSeconds = (seconds: number) =>
  seconds % 86_400 === 0
    ? `${seconds / 86_400} day${seconds === 86_400 ? '' : 's'}`
    : seconds % 3600 === 0
      ? `${seconds / 3600} hour${seconds === 3600 ? '' : 's'}`
      : `${seconds} seconds`;

/** Each contact message's e-mail state, for the inbox. */
export async function contactEmailStates(db: Store, ids: number[]) {
  if (ids.length === 0) return new Map<number, EmailState>();
  const rows = await db
    .select({
      id: outbox.contactMessageId,
      state: outbox.state,
      reason: outbox.reason,
      nextAttemptAt: outbox.nextAttemptAt,
      sentAt: outbox.sentAt,
    })
    .from(outbox)
    .where(and(eq(outbox.kind, 'contact'), inArray(outbox.contactMessageId, ids)));
  return new Map(
    rows.map((row) => [
      row.id!,
      {
        state: row.state as EmailState['state'],
        reason: row.reason,
        at: row.state === 'sent' ? row.sentAt : row.state === 'waiting' ? row.nextAttemptAt : null,
      },
    ]),
  );
}

/** Newsletter subscriptions made between two instants. */
export async function subscriptionsBetween(db: Store, from: Date, to: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(subscribers)
    .where(and(gte(subscribers.createdAt, from), lt(subscribers.createdAt, to)));
  return row?.n ?? 0;
}

export async function hasOnceKey(db: Store, key: string) {
  const [row] = await db.select({ id: outbox.id }).from(outbox).where(eq(outbox.onceKey, key));
  return Boolean(row);
}
