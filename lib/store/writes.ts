import 'server-only';
import { contactSchema, forms, newsletterSchema, type FormPath } from '@/lib/forms/schemas';
import type { SourceResponse } from '@/lib/content/source-response';
import { getStore } from './db';
import { contactMessages, subscribers } from './schema';

/** Stores a validated form post. The 200 is sent only once the row is committed. */
export async function writeToStore(path: string, body: unknown): Promise<SourceResponse> {
  const db = await getStore();
  if (path === '/api/store/subscribers') {
    const { email } = newsletterSchema.parse(body);
    await db.insert(subscribers).values({ email: email.toLowerCase() }).onConflictDoNothing();
  } else if (path === '/api/store/contact-us') {
    await db.insert(contactMessages).values(contactSchema.parse(body));
  } else {
    return { status: 404, body: { message: 'Not found.' } };
  }
  return { status: 200, body: { message: forms[path as FormPath].success } };
}
