import { listDate } from '@/lib/dates';
import type { Metadata } from 'next';
import { AccountActions, AddAccountForm } from '@/components/admin/account-forms';
import { listAccounts } from '@/lib/admin/accounts';
import { requireEditor } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Accounts' };

export default async function AccountsPage() {
  const editor = await requireEditor('/admin/accounts', { user: ['list'] });
  const accounts = await listAccounts();
  return (
    <>
      <h1 className="text-2xl font-bold">Accounts</h1>
      <p className="mt-2 max-w-prose text-brand-slate">
        Admins manage accounts and read the history; editors edit content and answer the inbox.
      </p>
      <ul className="mt-6 flex flex-col gap-3">
        {accounts.map((account) => (
          <li
            key={account.id}
            className="grid gap-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-black/5 md:grid-cols-[1fr_auto]"
          >
            <div className="min-w-0">
              <h2 className="font-semibold break-words">
                {account.name}{' '}
                {account.id === editor.id && <span className="text-brand-slate">(you)</span>}
              </h2>
              <p className="text-sm break-words text-brand-slate">
                {account.email} · {account.role} · since {listDate(account.createdAt)} ·{' '}
                {account.liveSessions} {account.liveSessions === 1 ? 'session' : 'sessions'}
              </p>
            </div>
            <AccountActions
              userId={account.id}
              email={account.email}
              role={account.role ?? 'editor'}
              self={account.id === editor.id}
            />
          </li>
        ))}
      </ul>
      <section
        aria-labelledby="add-account"
        className="mt-10 rounded-lg bg-white p-5 shadow-sm ring-1 ring-black/5"
      >
        <h2 id="add-account" className="mb-4 text-lg font-bold">
          Add an account
        </h2>
        <AddAccountForm />
      </section>
    </>
  );
}
