import 'server-only';
import { asc } from 'drizzle-orm';
import { getStore } from './db';
import { contactMessages, subscribers } from './schema';

/** What visitors sent through the two forms, oldest first, for the people who answer them. */
export async function listSubmissions() {
  const db = await getStore();
  const [contacts, subs] = await Promise.all([
    db.select().from(contactMessages).orderBy(asc(contactMessages.id)),
    db.select().from(subscribers).orderBy(asc(subscribers.id)),
  ]);
  return {
    contactMessages: contacts.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
    subscribers: subs.map((s) => ({ ...s, createdAt: s.createdAt.toISOString() })),
  };
}

const cell = (value: unknown) => {
  const text = String(value ?? '');
  // Quote every cell; neutralise spreadsheet formulas in visitor text.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
};

export function toCsv(rows: Record<string, unknown>[], columns: string[]): string {
  return (
    [
      columns.map(cell).join(','),
      ...rows.map((row) => columns.map((c) => cell(row[c])).join(',')),
    ].join('\r\n') + '\r\n'
  );
}
