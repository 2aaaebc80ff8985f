import 'server-only';
import { contactSchema, forms, newsletterSchema, type FormPath } from '@/lib/forms/schemas';
import type { SourceResponse } from '@/lib/content/source-response';
import { contactEmail } from '@/lib/mail/mail';
import { enqueue } from '@/lib/mail/outbox';
import { wakeSender } from '@/lib/mail/sender';
import { getStore } from './db';
import { contactMessages, subscribers } from './schema';

/** Stores a validated form post (a contact message with its e-mail to staff). The 200 is sent only once the row is committed. */
export async function writeToStore(path: string, body: unknown): Promise<SourceResponse> {
  const db = await getStore();
  if (path === '/api/store/subscribers') {
    const { email } = newsletterSchema.parse(body);
    await db.insert(subscribers).values({ email: email.toLowerCase() }).onConflictDoNothing();
  } else if (path === '/api/store/contact-us') {
    const message = contactSchema.parse(body);
    // The staff's e-mail is written with the message, in one transaction: neither without the other.
    await db.transaction(async (tx) => {
      const [row] = await tx.insert(contactMessages).values(message).returning();
      await enqueue(tx, contactEmail(row!));
    });
    wakeSender();
  } else {
    return { status: 404, body: { message: 'Not found.' } };
  }
  return { status: 200, body: { message: forms[path as FormPath].success } };
}
