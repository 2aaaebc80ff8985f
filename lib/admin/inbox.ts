import 'server-only';
import { and, count, desc, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { Editor } from '@/lib/auth/session';
import type { Store } from '@/lib/store/db';
import { contactMessages, outbox, subscribers } from '@/lib/store/schema';
import type { SubmissionKind } from '@/lib/store/submissions';
import { log } from '@/lib/log';
import { contactEmailStates } from '@/lib/mail/outbox';
import { recordChange } from './history';
import { one, pageNumber, searchText } from './query';
import { readPage } from './paged';

export const INBOX_PAGE_SIZE = 20;

export type InboxQuery = {
  kind: SubmissionKind;
  /** Words to find in the name, e-mail, phone, subject or message. */
  search: string;
  show: 'open' | 'handled' | 'all';
  page: number;
  /** One contact message alone (the link in its e-mail), or 0. */
  message: number;
};

const tables = { contact: contactMessages, subscribers } as const;

/** A query string's values as an inbox query; anything unexpected falls back quietly. */
export function inboxQuery(params: Record<string, string | string[] | undefined>): InboxQuery {
  const show = one(params.show);
  const message = Number(one(params.message));
  return {
    kind: one(params.kind) === 'subscribers' ? 'subscribers' : 'contact',
    search: searchText(params),
    show: show === 'handled' || show === 'all' ? show : 'open',
    page: pageNumber(params),
    message: Number.isSafeInteger(message) && message >= 1 ? message : 0,
  };
}

/** The inbox's address for `query` with `change` (a new filter starts at page 1), and a notice. */
export function inboxHref(
  query: InboxQuery,
  change: Partial<InboxQuery> = {},
  notice?:
    | { erased: SubmissionKind }
    | { erase: 'unconfirmed' }
    | { marked: 'handled' | 'open'; at: string; item: string },
) {
  const next = { ...query, page: 1, ...change };
  const params = new URLSearchParams({ kind: next.kind, show: next.show, page: String(next.page) });
  if (next.search) params.set('q', next.search);
  if (notice) for (const [name, value] of Object.entries(notice)) params.set(name, value);
  return `/admin/inbox?${params}`;
}

/** `%` and `_` typed by an editor are letters, not wildcards. */
const contains = (words: string) => `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function where(query: InboxQuery): SQL | undefined {
  const table = tables[query.kind];
  const state =
    query.show === 'open'
      ? isNull(table.handledAt)
      : query.show === 'handled'
        ? isNotNull(table.handledAt)
        : undefined;
  if (query.kind === 'contact' && query.message) return eq(contactMessages.id, query.message);
  if (!query.search) return state;
  const pattern = contains(query.search);
  const found =
    query.kind === 'subscribers'
      ? ilike(subscribers.email, pattern)
      : or(
          ilike(contactMessages.name, pattern),
          ilike(contactMessages.email, pattern),
          ilike(contactMessages.phone, pattern),
          ilike(contactMessages.subject, pattern),
          ilike(contactMessages.note, pattern),
        );
  return state ? and(state, found) : found;
}

/** Newest first, a page at a time. */
export async function readInbox(db: Store, query: InboxQuery) {
  const filter = where(query);
  if (query.kind === 'subscribers') {
    const paged = await readPage(
      query.page,
      INBOX_PAGE_SIZE,
      ({ limit, offset }) =>
        db
          .select()
          .from(subscribers)
          .where(filter)
          .orderBy(desc(subscribers.id))
          .limit(limit)
          .offset(offset),
      db.select({ total: count() }).from(subscribers).where(filter),
    );
    return { kind: 'subscribers' as const, ...paged };
  }
  const paged = await readPage(
    query.page,
    INBOX_PAGE_SIZE,
    ({ limit, offset }) =>
      db
        .select()
        .from(contactMessages)
        .where(filter)
        .orderBy(desc(contactMessages.id))
        .limit(limit)
        .offset(offset),
    db.select({ total: count() }).from(contactMessages).where(filter),
  );
  const emails = await contactEmailStates(
    db,
    paged.rows.map((row) => row.id),
  );
  return {
    kind: 'contact' as const,
    ...paged,
    rows: paged.rows.map((row) => ({ ...row, emailState: emails.get(row.id) })),
  };
}

/** Marks a submission handled (or open again), with a line in the history. */
export async function setHandled(
  db: Store,
  editor: Editor,
  kind: SubmissionKind,
  id: number,
  handled: boolean,
): Promise<boolean> {
  const table = tables[kind];
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(table)
      .set(
        handled
          ? { handledAt: new Date(), handledBy: editor.email }
          : { handledAt: null, handledBy: null },
      )
      .where(eq(table.id, id))
      .returning({ id: table.id });
    if (changed.length === 0) return false;
    await recordChange(tx, editor, {
      action: handled ? 'submission.handled' : 'submission.reopened',
      target: `${kind}:${id}`,
    });
    return true;
  });
}

/**
 * Erases a contact message or a subscriber for good (a person's request to erase
 * their data). History records that it was erased, by whom and when, with its
 * kind and number, never what it held: no name, e-mail, phone or text. A
 * message's staff e-mail in the outbox (sent or waiting) is erased with it.
 */
export async function eraseSubmission(
  db: Store,
  editor: Editor,
  kind: SubmissionKind,
  id: number,
): Promise<boolean> {
  const table = tables[kind];
  const erased = await db.transaction(async (tx) => {
    const gone = await tx.delete(table).where(eq(table.id, id)).returning({ id: table.id });
    if (gone.length === 0) return false;
    // The staff e-mail that told of a message holds its words too: it goes with it.
    if (kind === 'contact') await tx.delete(outbox).where(eq(outbox.contactMessageId, id));
    await recordChange(tx, editor, { action: 'submission.erased', target: `${kind}:${id}` });
    return true;
  });
  if (erased) log('info', 'submission.erased', { kind, id, account: editor.id });
  return erased;
}
