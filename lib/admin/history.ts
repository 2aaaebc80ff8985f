import 'server-only';
import { count, desc, eq, getTableColumns } from 'drizzle-orm';
import type { Store } from '@/lib/store/db';
import { authUsers, editHistory } from '@/lib/store/schema';
import { readPage } from './paged';

type Writer = Pick<Store, 'insert'>;

/** One line of the history, written in the same transaction as the change it describes. */
export async function recordChange(
  db: Writer,
  /** Who: an account (a sign-in event's, too, recorded before any session exists). */
  editor: { id: string; email: string },
  change: { action: string; target: string; before?: unknown; after?: unknown },
) {
  await db.insert(editHistory).values({
    userId: editor.id || null,
    userEmail: editor.email,
    action: change.action,
    target: change.target,
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

export const HISTORY_PAGE_SIZE = 25;

/** The newest changes first, a page at a time, each with the name of who made it (when the account is still there). */
export async function readHistory(db: Store, page: number) {
  return readPage(
    page,
    HISTORY_PAGE_SIZE,
    ({ limit, offset }) =>
      db
        .select({ ...getTableColumns(editHistory), name: authUsers.name })
        .from(editHistory)
        .leftJoin(authUsers, eq(authUsers.id, editHistory.userId))
        .orderBy(desc(editHistory.at), desc(editHistory.id))
        .limit(limit)
        .offset(offset),
    db.select({ total: count() }).from(editHistory),
  );
}
