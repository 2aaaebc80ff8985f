import 'server-only';
import { asc } from 'drizzle-orm';
import { csvTime, GROUP_TIME_ZONE } from '@/lib/dates';
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

/** Opens the file: Excel reads it as UTF-8 only after this mark (Bangla, accented names). */
export const BYTE_ORDER_MARK = '\uFEFF';

/**
 * A phone number as typed: a plus, digits and the usual separators, nothing
 * that could name a function or a cell.
 */
const PHONE = /^\+?[\d ().-]{3,40}$/;

/**
 * One quoted cell. Visitor text a spreadsheet would read as a formula (its first
 * character = + - @ tab or CR, OWASP's list) is neutralised with a leading
 * apostrophe. A phone number starts with + as often as not, and the apostrophe
 * would show in Excel; so a phone-shaped value is written as a formula that is
 * only a string literal, ="+880 1711-000000": Excel and Google Sheets show it
 * as typed, as text (no sum, no lost leading zero), and nothing in it can run.
 */
function cell(value: unknown, column: string): string {
  const text = String(value ?? '');
  const safe =
    column === 'phone' && PHONE.test(text)
      ? `="${text}"`
      : /^[=+\-@\t\r]/.test(text)
        ? `'${text}`
        : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** Moments are given as Bangladesh wall time, the zone named in their column's header. */
const TIME_COLUMNS = new Set(['createdAt', 'handledAt']);
const header = (column: string) =>
  TIME_COLUMNS.has(column) ? `${column} (Bangladesh time, ${GROUP_TIME_ZONE})` : column;

export function toCsv(rows: Record<string, unknown>[], columns: string[]): string {
  const line = (values: string[]) => values.join(',');
  const shown = (row: Record<string, unknown>, column: string) => {
    const value = row[column];
    return TIME_COLUMNS.has(column) && value ? csvTime(new Date(String(value))) : value;
  };
  return (
    BYTE_ORDER_MARK +
    [
      line(columns.map((c) => cell(header(c), 'header'))),
      ...rows.map((row) => line(columns.map((c) => cell(shown(row, c), c)))),
    ].join('\r\n') +
    '\r\n'
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
