import type { Metadata } from 'next';
import { EmailAddress } from '@/components/admin/email-address';
import Link from 'next/link';
import { Field } from '@/components/admin/field';
import { PageNotice } from '@/components/admin/page-notice';
import { SubmitButton } from '@/components/ui/submit-button';
import { formatInDhaka } from '@/lib/dates';
import { one, type Query } from '@/lib/admin/query';
import { deleteRedirectForm, saveRedirectForm } from '@/lib/admin/redirect-actions';
import { listRedirects } from '@/lib/admin/redirects';
import { requireEditor } from '@/lib/auth/session';
import { getStore } from '@/lib/store/db';

export const metadata: Metadata = { title: 'Redirects' };

const ARTICLES = '/blogs/details/';

const REFUSALS: Record<string, string> = {
  from: 'Not saved: an old address is lowercase letters, digits and single hyphens.',
  to: 'Not saved: no article has the address to send it to.',
  live: 'Not saved: an article has that old address today, and it would win over the redirect.',
};

export default async function RedirectsPage({ searchParams }: { searchParams: Promise<Query> }) {
  await requireEditor('/admin/redirects', { content: ['edit'] });
  const [rows, query] = await Promise.all([listRedirects(await getStore()), searchParams]);
  const refusal = REFUSALS[one(query.refused)];
  const saved = one(query.saved);
  return (
    <>
      <h1 className="text-2xl font-bold">Redirects</h1>
      <p className="mt-2 max-w-prose text-brand-slate">
        When a published article’s address changes, its old address keeps working: it sends
        visitors, shared links and search engines on to the article’s address of today (a permanent
        redirect, 308). An article that takes an old address wins over its redirect.
      </p>
      {refusal && <PageNotice ok={false}>{refusal}</PageNotice>}
      {saved && (
        <PageNotice ok>
          Saved: {ARTICLES}
          {saved} leads to its article from now on.
        </PageNotice>
      )}
      {one(query.deleted) === '1' && (
        <PageNotice ok>Deleted: that old address answers “not found” now.</PageNotice>
      )}
      {rows.length === 0 ? (
        <p className="mt-6">No redirects yet: renaming a published article’s address makes one.</p>
      ) : (
        <ul className="mt-6 flex flex-col gap-3">
          {rows.map((row) => (
            <li
              key={row.fromSlug}
              className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-black/5"
            >
              <p className="break-all">
                <b>
                  {ARTICLES}
                  {row.fromSlug}
                </b>{' '}
                →{' '}
                {row.toSlug ? (
                  <Link
                    className="text-brand-navy underline"
                    href={`/admin/blog-posts/${row.articleId}`}
                  >
                    {ARTICLES}
                    {row.toSlug}
                  </Link>
                ) : (
                  'an article in the bin (not found until it is restored)'
                )}
              </p>
              <p className="mt-1 text-sm text-brand-slate">
                {row.title && (
                  <>
                    “{row.title}”{row.published ? '' : ' (not on the site)'} ·{' '}
                  </>
                )}
                made by <EmailAddress address={row.createdBy} /> on {formatInDhaka(row.createdAt)}
              </p>
              <div className="mt-3 flex flex-wrap items-start gap-3">
                <details className="min-w-0 grow">
                  <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-brand-navy">
                    Edit
                  </summary>
                  <form action={saveRedirectForm} className="mt-2 grid gap-3 md:grid-cols-2">
                    <input type="hidden" name="$previous" value={row.fromSlug} />
                    <Field
                      id={`from-${row.fromSlug}`}
                      label={`Old address (after ${ARTICLES})`}
                      name="from"
                      defaultValue={row.fromSlug}
                    />
                    <Field
                      id={`to-${row.fromSlug}`}
                      label={`Sends to the article at (after ${ARTICLES})`}
                      name="to"
                      defaultValue={row.toSlug ?? ''}
                    />
                    <div>
                      <SubmitButton pendingLabel="Saving…">Save the redirect</SubmitButton>
                    </div>
                  </form>
                </details>
                <form action={deleteRedirectForm}>
                  <input type="hidden" name="$from" value={row.fromSlug} />
                  <SubmitButton tone="quiet" pendingLabel="Deleting…">
                    Delete
                  </SubmitButton>
                </form>
              </div>
            </li>
          ))}
        </ul>
      )}
      <section
        aria-labelledby="add"
        className="mt-8 rounded-lg bg-white p-4 shadow-sm ring-1 ring-black/5"
      >
        <h2 id="add" className="text-lg font-bold">
          Add a redirect
        </h2>
        <form action={saveRedirectForm} className="mt-3 grid gap-3 md:grid-cols-2">
          <Field label={`Old address (after ${ARTICLES})`} name="from" />
          <Field label={`Sends to the article at (after ${ARTICLES})`} name="to" />
          <div>
            <SubmitButton pendingLabel="Saving…">Add the redirect</SubmitButton>
          </div>
        </form>
      </section>
    </>
  );
}
