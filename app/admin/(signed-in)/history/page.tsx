import type { Metadata } from 'next';
import { EmailAddress } from '@/components/admin/email-address';
import Link from 'next/link';
import { formatInDhaka } from '@/lib/dates';
import { Pager } from '@/components/admin/pager';
import { readHistory } from '@/lib/admin/history';
import { changedFields, describeChange } from '@/lib/admin/history-words';
import { recordEntries } from '@/lib/admin/records';
import { requireEditor } from '@/lib/auth/session';
import { getStore } from '@/lib/store/db';

export const metadata: Metadata = { title: 'History' };

const recordLabel = (path: string) =>
  recordEntries().find((entry) => entry.path === path)?.label ?? path;

/** Where an article or a list item a line names has its revisions (its id is in the row kept before). */
function revisionsHref(action: string, before: unknown): string | null {
  const id = (before as { id?: unknown } | null)?.id;
  if (typeof id !== 'number') return null;
  const area = action.slice(0, action.indexOf('.'));
  if (action.endsWith('.delete') || action.endsWith('.purge')) return null;
  return `/admin/revisions/${area}/${id}`;
}

export default async function HistoryPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireEditor('/admin/history', { history: ['read'] });
  const requested = Number((await searchParams).page);
  const page = Number.isInteger(requested) && requested >= 1 ? requested : 1;
  const history = await readHistory(await getStore(), page);
  return (
    <>
      <h1 className="text-2xl font-bold">History</h1>
      <p className="mt-2 text-brand-slate">
        Every change made in the editing area, newest first. An item’s revisions show what each save
        changed, word by word.
      </p>
      {history.total === 0 ? (
        <p className="mt-6">Nothing has been changed yet.</p>
      ) : (
        <ol className="mt-6 flex flex-col gap-2">
          {history.rows.map((row) => {
            const fields = changedFields(row);
            const revisions = revisionsHref(row.action, row.before);
            return (
              <li
                key={row.id}
                className="rounded-lg bg-white px-4 py-3 shadow-sm ring-1 ring-black/5"
              >
                <p className="break-words">
                  <b title={row.userEmail}>{row.name ?? row.userEmail}</b>{' '}
                  {describeChange(row, recordLabel)}.
                </p>
                <p className="mt-1 text-sm text-brand-slate">
                  {formatInDhaka(row.at, { seconds: true })}
                  {row.name && (
                    <>
                      {' · '}
                      <EmailAddress address={row.userEmail} />
                    </>
                  )}
                  {fields.length > 0 && <> · Changed: {fields.join(', ')}</>}
                  {revisions && (
                    <>
                      {' · '}
                      <Link className="text-brand-navy underline" href={revisions}>
                        Revisions
                      </Link>
                    </>
                  )}
                </p>
              </li>
            );
          })}
        </ol>
      )}
      <Pager page={page} pages={history.pages} href={(p) => `/admin/history?page=${p}`} />
    </>
  );
}
