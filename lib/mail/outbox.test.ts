import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as schema from '@/lib/store/schema';
import { outbox, siteSettings, subscribers } from '@/lib/store/schema';
import type { Store } from '@/lib/store/store';
import { contactEmail, mailConfig } from './mail';
import { claimDue, contactEmailStates, enqueue, giveUpOld } from './outbox';
import { sendDue, yesterdayInDhaka } from './sender';

/** The outbox on PGlite with the real migrations. */
let lite: PGlite;
let db: Store;
const dir = mkdtempSync(path.join(tmpdir(), 'outbox-'));

beforeAll(async () => {
  lite = await PGlite.create(path.join(dir, 'data'), { extensions: { pg_trgm } });
  const client = drizzle(lite, { schema });
  await migrate(client, { migrationsFolder: path.resolve('lib/store/migrations') });
  db = client as unknown as Store;
}, 60_000);

afterAll(async () => {
  await lite?.close();
  rmSync(dir, { recursive: true, force: true });
});

beforeEach(async () => {
  await db.delete(outbox);
  await db.delete(siteSettings);
  await db.delete(subscribers);
});

const message = (id: number) => ({
  id,
  name: 'Rina Akter',
  email: 'rina@example.com',
  phone: '+8801700000000',
  subject: `Order ${id}`,
  note: 'Please quote.',
});

const config = {
  ...mailConfig({ SMTP_URL: 'smtp://x', CONTACT_NOTIFY_TO: 'staff@example.com' }),
  retryBaseSeconds: 30,
};

function transport(fail?: Error) {
  const sent: { to: string[]; subject: string; replyTo?: string }[] = [];
  return {
    sent,
    sendMail: async (mail: { to: string[]; subject: string; replyTo?: string }) => {
      if (fail) throw fail;
      sent.push(mail);
      return {};
    },
  };
}

describe('the outbox', () => {
  it('gives each due row to one claimer at a time', async () => {
    for (let id = 1; id <= 6; id += 1) await enqueue(db, contactEmail(message(id)));
    const [a, b] = await Promise.all([claimDue(db, 4, 60), claimDue(db, 4, 60)]);
    const ids = [...a, ...b].map((row) => row.id);
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
    // Claimed: nobody else takes them until the claim lapses.
    expect(await claimDue(db, 10, 60)).toEqual([]);
    await db.update(outbox).set({ claimedUntil: sql`now() - interval '1 second'` });
    expect(await claimDue(db, 10, 60)).toHaveLength(6);
  });

  it("sends a due row once, to Settings' recipients before CONTACT_NOTIFY_TO, and marks it sent", async () => {
    await enqueue(db, contactEmail(message(7)));
    const first = transport();
    await sendDue(db, first as never, config);
    expect(first.sent).toEqual([
      expect.objectContaining({
        to: ['staff@example.com'],
        subject: 'Contact message: Order 7 (from Rina Akter)',
        replyTo: 'rina@example.com',
      }),
    ]);
    const again = transport();
    await sendDue(db, again as never, config);
    expect(again.sent).toEqual([]);
    expect((await contactEmailStates(db, [7])).get(7)).toMatchObject({
      state: 'sent',
      reason: null,
    });

    await db
      .insert(siteSettings)
      .values({ key: 'site', body: { notifyTo: ['sales@mascobd.com'] } });
    await enqueue(db, contactEmail(message(8)));
    const toSales = transport();
    await sendDue(db, toSales as never, config);
    expect(toSales.sent.map((mail) => mail.to)).toEqual([['sales@mascobd.com']]);
  });

  it('waits, saying why, when the server is down or no one is named, then gives up visibly', async () => {
    await enqueue(db, contactEmail(message(9)));
    const down = transport(
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    );
    await sendDue(db, down as never, config);
    const [row] = await db.select().from(outbox).where(eq(outbox.contactMessageId, 9));
    expect(row).toMatchObject({
      state: 'waiting',
      attempts: 1,
      reason: 'the mail server did not answer',
    });
    const wait = (row!.nextAttemptAt.getTime() - Date.now()) / 1000;
    expect(wait).toBeGreaterThan(20);
    expect(wait).toBeLessThanOrEqual(30);
    // Not due yet: the next round leaves it.
    await sendDue(db, down as never, config);
    expect((await db.select().from(outbox))[0]!.attempts).toBe(1);

    await enqueue(db, contactEmail(message(10)));
    await sendDue(db, transport() as never, { ...config, notifyTo: [] });
    expect((await contactEmailStates(db, [10])).get(10)).toMatchObject({
      state: 'waiting',
      reason: 'no one to send it to: add the recipients in Settings',
    });

    await db.update(outbox).set({ createdAt: sql`now() - interval '3 days'` });
    const failed = await giveUpOld(db, 2 * 86_400);
    expect(failed).toHaveLength(2);
    expect((await contactEmailStates(db, [9])).get(9)).toMatchObject({
      state: 'failed',
      reason: 'not sent within 2 days: the mail server did not answer',
    });
  });

  it('writes the newsletter digest once a day, when staff turned it on and someone subscribed', async () => {
    const { from } = yesterdayInDhaka(new Date());
    await db.insert(subscribers).values([
      { email: 'a@example.com', createdAt: new Date(from.getTime() + 1000) },
      { email: 'b@example.com', createdAt: new Date(from.getTime() + 2000) },
    ]);
    const off = transport();
    await sendDue(db, off as never, config);
    expect(off.sent).toEqual([]);
    await db.insert(siteSettings).values({ key: 'site', body: { newsletterDigest: true } });
    const on = transport();
    await sendDue(db, on as never, config);
    await sendDue(db, on as never, config);
    expect(on.sent.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Newsletter: 2 new subscribers on \d{4}-\d{2}-\d{2}$/),
    ]);
  });

  it("goes with the message when a person's data is erased", async () => {
    const { eraseSubmission } = await import('@/lib/admin/inbox');
    await db.insert(schema.contactMessages).values([message(40), message(41)]);
    await enqueue(db, contactEmail(message(40)));
    await enqueue(db, contactEmail(message(41)));
    const editor = { id: 'a1', email: 'admin@example.com', name: 'Admin', role: 'admin' };
    expect(await eraseSubmission(db, editor as never, 'contact', 40)).toBe(true);
    const left = await db.select().from(outbox);
    expect(left.map((row) => row.contactMessageId)).toEqual([41]);
    expect(JSON.stringify(left)).not.toContain('Order 40');
  });

  it('knows yesterday in Bangladesh (UTC+6)', () => {
    // 27 November 05:33 in Dhaka is 26 November 23:33 UTC.
    expect(yesterdayInDhaka(new Date('2026-11-26T23:33:00Z'))).toEqual({
      day: '2026-11-26',
      from: new Date('2026-11-25T18:00:00Z'),
      to: new Date('2026-11-26T18:00:00Z'),
    });
  });
});
