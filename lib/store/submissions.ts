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
  const dates = <T extends { createdAt: Date; handledAt: Date | null }>(row: T) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
  });
  return { contactMessages: contacts.map(dates), subscribers: subs.map(dates) };
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

export type SubmissionKind = 'contact' | 'subscribers';

const csvColumns: Record<SubmissionKind, string[]> = {
  contact: ['id', 'createdAt', 'name', 'phone', 'email', 'subject', 'note', 'handledAt'],
  subscribers: ['id', 'email', 'createdAt', 'handledAt'],
};

/**
 * The export of `npm run submissions` and of the editing area's inbox, one and
 * the same: JSON with both kinds, or one kind as CSV.
 */
export async function submissionsExport(format: string | null, kind: string | null) {
  const headers = { 'cache-control': 'no-store' };
  const data = await listSubmissions();
  if (format !== 'csv') return Response.json(data, { headers });
  const which: SubmissionKind = kind === 'subscribers' ? 'subscribers' : 'contact';
  const rows = which === 'subscribers' ? data.subscribers : data.contactMessages;
  return new Response(toCsv(rows, csvColumns[which]), {
    headers: {
      ...headers,
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${which}.csv"`,
    },
  });
}
