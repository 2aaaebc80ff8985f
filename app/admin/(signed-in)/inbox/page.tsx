import type { Metadata } from 'next';
import { formatInDhaka } from '@/lib/admin/dates';
import Link from 'next/link';
import { SearchForm } from '@/components/admin/search-form';
import { SubmitButton } from '@/components/admin/submit-button';
import { Pager } from '@/components/admin/pager';
import { inboxQuery, readInbox, type InboxQuery } from '@/lib/admin/inbox';
import { markSubmission } from '@/lib/admin/inbox-actions';
import { requireEditor } from '@/lib/auth/session';
import { emailStateText, mailConfig, NOT_CONFIGURED } from '@/lib/mail/mail';
import { getStore } from '@/lib/store/db';

export const metadata: Metadata = { title: 'Inbox' };

const link = (query: InboxQuery, change: Partial<InboxQuery>) => {
  const next = { ...query, page: 1, ...change };
  const params = new URLSearchParams({ kind: next.kind, show: next.show, page: String(next.page) });
  if (next.search) params.set('q', next.search);
  return `/admin/inbox?${params}`;
};

const when = (date: Date) => formatInDhaka(date);

export default async function InboxPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireEditor('/admin/inbox', { submissions: ['read'] });
  const query = inboxQuery(await searchParams);
  const inbox = await readInbox(await getStore(), query);
  const mailOn = Boolean(mailConfig().smtpUrl);
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
            href={link(query, { kind: tab.kind, search: '' })}
            aria-current={tab.kind === query.kind ? 'page' : undefined}
            className="-mb-px flex min-h-11 items-center border-b-2 border-transparent px-3 font-semibold text-brand-slate aria-[current=page]:border-brand-navy aria-[current=page]:text-brand-ink"
          >
            {tab.label}
          </Link>
        ))}
      </nav>
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
      <p className="mt-4 text-sm text-brand-slate" aria-live="polite">
        {inbox.total === 0
          ? 'Nothing here.'
          : `${inbox.total} ${inbox.total === 1 ? 'submission' : 'submissions'}, newest first.`}
      </p>
      <ul className="mt-3 flex flex-col gap-3">
        {inbox.kind === 'contact'
          ? inbox.rows.map((message) => (
              <li
                key={message.id}
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
                    kind="contact"
                    id={message.id}
                    handledAt={message.handledAt}
                    handledBy={message.handledBy}
                  />
                </div>
                {message.note && (
                  <p className="mt-3 whitespace-pre-line break-words">{message.note}</p>
                )}
              </li>
            ))
          : inbox.rows.map((subscriber) => (
              <li
                key={subscriber.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-black/5"
              >
                <div className="min-w-0">
                  <p className="font-semibold break-words">{subscriber.email}</p>
                  <p className="text-sm text-brand-slate">
                    Subscribed {when(subscriber.createdAt)}
                  </p>
                </div>
                <HandledButton
                  kind="subscribers"
                  id={subscriber.id}
                  handledAt={subscriber.handledAt}
                  handledBy={subscriber.handledBy}
                />
              </li>
            ))}
      </ul>
      <Pager page={query.page} pages={inbox.pages} href={(page) => link(query, { page })} />
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

function HandledButton({
  kind,
  id,
  handledAt,
  handledBy,
}: {
  kind: InboxQuery['kind'];
  id: number;
  handledAt: Date | null;
  handledBy: string | null;
}) {
  return (
    <form action={markSubmission} className="flex flex-col items-end gap-1 text-sm">
      <input type="hidden" name="kind" value={kind} />
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
