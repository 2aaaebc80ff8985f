import type { Metadata } from 'next';
import { formatInDhaka } from '@/lib/dates';
import Link from 'next/link';
import { SearchForm } from '@/components/admin/search-form';
import { SubmitButton } from '@/components/ui/submit-button';
import { FocusOnArrival } from '@/components/ui/focus-on-arrival';
import { Pager } from '@/components/admin/pager';
import { inboxHref, inboxQuery, readInbox, type InboxQuery } from '@/lib/admin/inbox';
import { MARKED_HANDLED, MARKED_OPEN } from '@/lib/admin/inbox-messages';
import { eraseSubmissionForm, markSubmission } from '@/lib/admin/inbox-actions';
import { requireEditor } from '@/lib/auth/session';
import { emailStateText, mailConfig, NOT_CONFIGURED } from '@/lib/mail/mail';
import { firstValue } from '@/lib/query-value';
import { getStore } from '@/lib/store/db';

export const metadata: Metadata = { title: 'Inbox' };

const when = (date: Date) => formatInDhaka(date);

export default async function InboxPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireEditor('/admin/inbox', { submissions: ['read'] });
  const params = await searchParams;
  const query = inboxQuery(params);
  const inbox = await readInbox(await getStore(), query);
  const mailOn = Boolean(mailConfig().smtpUrl);
  // After "Mark handled" or "Open again": the item now where that one stood, else
  // the last, else the count above the list (-1); nothing otherwise.
  const focusAt = params.marked
    ? Math.min(Math.max(0, Number(firstValue(params.at)) || 0), inbox.rows.length - 1)
    : null;
  const tabs = [
    { kind: 'contact' as const, label: 'Contact messages' },
    { kind: 'subscribers' as const, label: 'Newsletter subscribers' },
  ];
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-bold">Inbox</h1>
        <p className="flex gap-3 text-sm">
          <a
            className="inline-flex min-h-11 items-center font-semibold text-brand-navy underline"
            href={`/admin/inbox/export?format=csv&kind=${query.kind}`}
          >
            Download CSV
          </a>
          <a
            className="inline-flex min-h-11 items-center font-semibold text-brand-navy underline"
            href="/admin/inbox/export?format=json"
          >
            Download JSON
          </a>
        </p>
      </div>
      <nav aria-label="Kind of submission" className="mt-6 flex gap-2 border-b border-black/10">
        {tabs.map((tab) => (
          <Link
            key={tab.kind}
            href={inboxHref(query, { kind: tab.kind, search: '' })}
            aria-current={tab.kind === query.kind ? 'page' : undefined}
            className="-mb-px flex min-h-11 items-center border-b-2 border-transparent px-3 font-semibold text-brand-slate aria-[current=page]:border-brand-navy aria-[current=page]:text-brand-ink"
          >
            {tab.label}
          </Link>
        ))}
      </nav>
      {params.erased === query.kind && (
        <p
          role="status"
          className="mt-4 rounded-md bg-emerald-50 px-4 py-3 font-semibold text-emerald-900"
        >
          {query.kind === 'contact' ? 'The message was erased.' : 'The subscriber was erased.'}{' '}
          History keeps only that it was erased, by whom and when.
        </p>
      )}
      {focusAt !== null && (
        <FocusOnArrival
          key={`${firstValue(params.marked)}-${firstValue(params.item)}`}
          id={focusAt === -1 ? 'inbox-count' : `inbox-item-${focusAt}`}
        />
      )}
      {(params.marked === 'handled' || params.marked === 'open') && (
        <p
          role="status"
          className="mt-4 rounded-md bg-emerald-50 px-4 py-3 font-semibold text-emerald-900"
        >
          {params.marked === 'handled' ? MARKED_HANDLED : MARKED_OPEN}
        </p>
      )}
      {params.erase === 'unconfirmed' && (
        <p role="alert" className="mt-4 rounded-md bg-red-50 px-4 py-3 font-semibold text-red-800">
          Nothing was erased: tick the box to confirm the erasure.
        </p>
      )}
      <SearchForm action="/admin/inbox" label="Search" search={query.search}>
        <input type="hidden" name="kind" value={query.kind} />
        <div className="flex flex-col gap-1">
          <label htmlFor="inbox-show" className="text-sm font-semibold">
            Show
          </label>
          <select
            id="inbox-show"
            name="show"
            defaultValue={query.show}
            className="rounded-md border border-black/20 bg-white px-3 py-2"
          >
            <option value="open">Not handled yet</option>
            <option value="handled">Handled</option>
            <option value="all">All</option>
          </select>
        </div>
      </SearchForm>
      <p
        className="mt-4 text-sm text-brand-slate"
        aria-live="polite"
        id="inbox-count"
        tabIndex={-1}
      >
        {inbox.total === 0
          ? 'Nothing here.'
          : `${inbox.total} ${inbox.total === 1 ? 'submission' : 'submissions'}, newest first.`}
      </p>
      <ul className="mt-3 flex flex-col gap-3">
        {inbox.kind === 'contact'
          ? inbox.rows.map((message, index) => (
              <li
                key={message.id}
                id={`inbox-item-${index}`}
                tabIndex={-1}
                className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-black/5"
              >
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0">
                    <h2 className="font-semibold break-words">{message.subject}</h2>
                    <p className="text-sm text-brand-slate">
                      {message.name} ·{' '}
                      <a className="underline" href={`mailto:${message.email}`}>
                        {message.email}
                      </a>{' '}
                      · {message.phone}
                    </p>
                    <p className="text-sm text-brand-slate">Received {when(message.createdAt)}</p>
                    <EmailState
                      text={emailStateText(
                        message.emailState && !mailOn && message.emailState.state === 'waiting'
                          ? { ...message.emailState, reason: NOT_CONFIGURED, at: null }
                          : message.emailState,
                        when,
                      )}
                      state={message.emailState?.state}
                    />
                  </div>
                  <HandledButton
                    query={query}
                    at={index}
                    id={message.id}
                    handledAt={message.handledAt}
                    handledBy={message.handledBy}
                  />
                </div>
                {message.note && (
                  <p className="mt-3 whitespace-pre-line break-words">{message.note}</p>
                )}
                <EraseForm query={query} id={message.id} what="this message" />
              </li>
            ))
          : inbox.rows.map((subscriber, index) => (
              <li
                key={subscriber.id}
                id={`inbox-item-${index}`}
                tabIndex={-1}
                className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-black/5"
              >
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <div className="min-w-0">
                    <h2 className="font-semibold break-words">{subscriber.email}</h2>
                    <p className="text-sm text-brand-slate">
                      Subscribed {when(subscriber.createdAt)}
                    </p>
                  </div>
                  <HandledButton
                    query={query}
                    at={index}
                    id={subscriber.id}
                    handledAt={subscriber.handledAt}
                    handledBy={subscriber.handledBy}
                  />
                </div>
                <EraseForm query={query} id={subscriber.id} what="this subscriber" />
              </li>
            ))}
      </ul>
      <Pager page={query.page} pages={inbox.pages} href={(page) => inboxHref(query, { page })} />
    </>
  );
}

/** The staff's e-mail of a message: sent, waiting and why, or failed. */
function EmailState({ text, state }: { text: string; state?: string }) {
  const tone =
    state === 'failed'
      ? 'text-red-800'
      : state === 'waiting'
        ? 'text-amber-900'
        : 'text-brand-slate';
  return <p className={`text-sm ${tone}`}>{text}</p>;
}

/** The list a form returns to: its tab, filter, search and page. */
function ListFields({ query }: { query: InboxQuery }) {
  return (
    <>
      <input type="hidden" name="kind" value={query.kind} />
      <input type="hidden" name="show" value={query.show} />
      <input type="hidden" name="q" value={query.search} />
      <input type="hidden" name="page" value={query.page} />
    </>
  );
}

function HandledButton({
  query,
  at,
  id,
  handledAt,
  handledBy,
}: {
  query: InboxQuery;
  /** Its place in the list: the focus goes to whatever stands there afterwards. */
  at: number;
  id: number;
  handledAt: Date | null;
  handledBy: string | null;
}) {
  return (
    <form action={markSubmission} className="flex flex-col items-end gap-1 text-sm">
      <ListFields query={query} />
      <input type="hidden" name="at" value={at} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="handled" value={handledAt ? 'false' : 'true'} />
      {handledAt && (
        <p className="text-brand-slate">
          Handled by {handledBy} on {when(handledAt)}
        </p>
      )}
      <SubmitButton tone="quiet">{handledAt ? 'Open again' : 'Mark handled'}</SubmitButton>
    </form>
  );
}

/**
 * A person's request to erase their data: the item goes for good, once the box is
 * ticked (the server checks it too); the list it was on comes back.
 */
function EraseForm({ query, id, what }: { query: InboxQuery; id: number; what: string }) {
  return (
    <details className="mt-3 text-sm">
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-red-800">
        Erase {what}
      </summary>
      <form action={eraseSubmissionForm} className="mt-2 flex flex-col items-start gap-3">
        <ListFields query={query} />
        <input type="hidden" name="id" value={id} />
        <label className="flex items-center gap-2">
          <input type="checkbox" name="confirm" value="yes" required className="size-5" />
          Yes, erase {what} for good (a person&apos;s request to erase their data).
        </label>
        <SubmitButton tone="danger">Erase</SubmitButton>
      </form>
    </details>
  );
}
