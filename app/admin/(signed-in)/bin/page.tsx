import type { Metadata } from 'next';
import { EmailAddress } from '@/components/admin/email-address';
import Link from 'next/link';
import { PageNotice } from '@/components/admin/page-notice';
import { TickBox } from '@/components/admin/tick-box';
import { SubmitButton } from '@/components/ui/submit-button';
import {
  deleteFromBinForm,
  emptyBinForm,
  restoreFromBinForm,
  restoreTickedForm,
} from '@/lib/admin/bin-actions';
import {
  BULK_REFUSED,
  countIn,
  NOTHING_TICKED,
  restoredWords,
  type BulkRefusal,
} from '@/lib/admin/bin-words';
import { BIN_DAYS, listBin, purgedOn, type BinItem } from '@/lib/admin/bin';
import { collection } from '@/lib/admin/collections';
import { formatInDhaka, listDate } from '@/lib/dates';
import { one, type Query } from '@/lib/admin/query';
import { requireEditor } from '@/lib/auth/session';
import { getStore } from '@/lib/store/db';

export const metadata: Metadata = { title: 'Bin' };

const REFUSALS: Record<string, string> = {
  gone: 'That item is no longer in the bin.',
  address:
    'Not restored: another item has its address now. Change that item’s address first, then restore this one.',
  author: 'Not restored: its author was deleted. Restore the author (below) first.',
  unconfirmed: 'Tick the box to confirm: nothing was deleted.',
  none: NOTHING_TICKED,
};

/** What an item in the bin is, in words. */
const kindOf = (item: BinItem) =>
  item.kind === 'blog' ? 'Article' : (collection(item.kind)?.label ?? item.kind);

/** Where a restored item is edited. */
const editHref = (kind: string, id: string) =>
  kind === 'blog' ? `/admin/blog-posts/${id}` : `/admin/lists/${kind}/${id}`;

const day = (date: Date) => listDate(date);

export default async function BinPage({ searchParams }: { searchParams: Promise<Query> }) {
  await requireEditor('/admin/bin', { content: ['edit'] });
  const [items, query] = await Promise.all([listBin(await getStore()), searchParams]);
  const refusal = REFUSALS[one(query.refused)];
  const [, restoredKind, restoredId] = /^([a-z]+)-(\d{1,9})$/.exec(one(query.restored)) ?? [];
  const purged = one(query.purged);
  const bulk = one(query.bulk) === 'restore';
  // The ticked items a bulk restore refused stay ticked, as a list's refused bulk action keeps its ticks.
  const ticked = new Set(one(query.ticked).split(','));
  const bulkRefused = bulk
    ? (Object.keys(BULK_REFUSED) as BulkRefusal[])
        .map((reason) => [reason, countIn(one(query[reason]))] as const)
        .filter(([, n]) => n > 0)
    : [];
  return (
    <>
      <h1 className="text-2xl font-bold">Bin</h1>
      <p className="mt-2 max-w-prose text-brand-slate">
        Deleted articles and list items stay here for {BIN_DAYS} days, off the site, then are
        deleted for good. Restoring one puts it back as it was (on the site or not, at the same
        address).
      </p>
      {refusal && <PageNotice ok={false}>{refusal}</PageNotice>}
      {restoredKind && restoredId && (
        <PageNotice ok>
          Restored, as it was before it was deleted.{' '}
          <Link className="underline" href={editHref(restoredKind, restoredId)}>
            Open it
          </Link>
        </PageNotice>
      )}
      {bulk && countIn(one(query.count)) > 0 && (
        <PageNotice ok>{restoredWords(countIn(one(query.count)))}</PageNotice>
      )}
      {bulkRefused.map(([reason, n]) => (
        <PageNotice key={reason} ok={false}>
          {BULK_REFUSED[reason](n)}
        </PageNotice>
      ))}
      {/^\d+$/.test(purged) && (
        <PageNotice ok>
          {purged === '1' ? '1 item was' : `${purged} items were`} deleted for good.
        </PageNotice>
      )}
      {items.length === 0 ? (
        <p className="mt-6">The bin is empty.</p>
      ) : (
        <>
          <form
            id="restore-ticked"
            action={restoreTickedForm}
            className="mt-6 flex flex-wrap items-center gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-black/5"
          >
            <p className="text-sm text-brand-slate">Tick several items to restore them at once.</p>
            <SubmitButton pendingLabel="Restoring…">Restore the ticked</SubmitButton>
          </form>
          <ul className="mt-3 flex flex-col gap-3">
            {items.map((item) => (
              <li
                key={item.id}
                className="flex items-start gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-black/5"
              >
                <TickBox
                  id={item.id}
                  title={item.title}
                  form="restore-ticked"
                  ticked={ticked.has(String(item.id))}
                  className="-my-3 -ml-3 min-h-11 shrink-0"
                />
                <div className="flex min-w-0 flex-1 flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
                  <div className="min-w-0">
                    <p className="font-semibold break-words">{item.title}</p>
                    <p className="text-sm text-brand-slate">
                      {kindOf(item)}
                      {item.row.published === false ? ' · was not on the site' : ''} · deleted by{' '}
                      <EmailAddress address={item.deletedBy} /> on {formatInDhaka(item.deletedAt)} ·
                      deleted for good on {day(purgedOn(item))}
                    </p>
                  </div>
                  <div className="flex shrink-0 flex-wrap items-start gap-3">
                    <form action={restoreFromBinForm}>
                      <input type="hidden" name="$id" value={item.id} />
                      <SubmitButton pendingLabel="Restoring…">Restore</SubmitButton>
                    </form>
                    <details>
                      <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-red-800">
                        Delete for good
                      </summary>
                      <form
                        action={deleteFromBinForm}
                        className="mt-2 flex flex-col items-start gap-2"
                      >
                        <input type="hidden" name="$id" value={item.id} />
                        <label className="flex items-center gap-2">
                          <input
                            type="checkbox"
                            name="confirm"
                            value="yes"
                            required
                            className="size-5"
                          />
                          Yes, delete “{item.title}” for good.
                        </label>
                        <SubmitButton tone="danger">Delete for good</SubmitButton>
                      </form>
                    </details>
                  </div>
                </div>
              </li>
            ))}
          </ul>
          <details className="mt-8 rounded-lg border border-red-200 bg-white p-4">
            <summary className="cursor-pointer font-semibold text-red-800">Empty the bin</summary>
            <form action={emptyBinForm} className="mt-3 flex flex-col items-start gap-3">
              <label className="flex items-center gap-2">
                <input type="checkbox" name="confirm" value="yes" required className="size-5" />
                Yes, delete all {items.length === 1 ? '1 item' : `${items.length} items`} for good.
              </label>
              <SubmitButton tone="danger">Empty the bin</SubmitButton>
            </form>
          </details>
        </>
      )}
    </>
  );
}
