'use server';

import { headers } from 'next/headers';
import { revalidatePath } from 'next/cache';
import { getAuth } from '@/lib/auth/auth';
import { isRole } from '@/lib/auth/roles';
import { editorFor, refusalMessage } from '@/lib/auth/session';
import { log } from '@/lib/log';
import { getStore } from '@/lib/store/db';
import { accountById, createAccount, type NewAccount } from './accounts';
import { recordChange } from './history';

export type AccountFormState = {
  message: string;
  saved: boolean;
  errors: Partial<Record<keyof NewAccount, string>>;
  values: Partial<Record<keyof NewAccount, string>>;
};

const manage = () => editorFor({ user: ['create', 'set-role', 'delete'], session: ['revoke'] });

/** The accounts page's "Add an account" form. */
export async function addAccount(
  _: AccountFormState,
  formData: FormData,
): Promise<AccountFormState> {
  const values = {
    email: String(formData.get('email') ?? '').trim(),
    name: String(formData.get('name') ?? '').trim(),
    role: String(formData.get('role') ?? ''),
  };
  const editor = await manage();
  if ('refused' in editor)
    return { message: refusalMessage(editor), saved: false, errors: {}, values };
  const outcome = await createAccount(
    { ...values, password: String(formData.get('password') ?? '') },
    editor,
  );
  if (!outcome.ok)
    return { message: 'The account was not added.', saved: false, errors: outcome.errors, values };
  revalidatePath('/admin/accounts');
  return { message: `${values.email} can now sign in.`, saved: true, errors: {}, values: {} };
}

export type AccountChangeState = { message: string };

/** One account's buttons: change role, sign out everywhere, remove (with a confirmation). */
export async function changeAccount(
  _: AccountChangeState,
  formData: FormData,
): Promise<AccountChangeState> {
  const editor = await manage();
  if ('refused' in editor) return { message: refusalMessage(editor) };
  const userId = String(formData.get('userId') ?? '');
  const intent = String(formData.get('intent') ?? '');
  const account = await accountById(userId);
  if (!account) return { message: 'That account no longer exists.' };
  if (account.id === editor.id && intent !== 'sign-out')
    return { message: 'You cannot change or remove your own account here; ask another admin.' };

  const auth = await getAuth();
  const requestHeaders = await headers();
  const db = await getStore();
  // What happened, said as such (never a bare "Saved.").
  let done: string;
  if (intent === 'role') {
    const role = formData.get('role');
    if (!isRole(role)) return { message: 'Choose admin or editor.' };
    await auth.api.setRole({ body: { userId, role }, headers: requestHeaders });
    await recordChange(db, editor, {
      action: 'account.role',
      target: account.email,
      before: { role: account.role },
      after: { role },
    });
    log('info', 'account.role', { account: account.id, by: editor.id, role });
    done = `${account.email} is now ${role === 'admin' ? 'an admin' : 'an editor'}.`;
  } else if (intent === 'sign-out') {
    await auth.api.revokeUserSessions({ body: { userId }, headers: requestHeaders });
    await recordChange(db, editor, { action: 'account.sign-out', target: account.email });
    log('info', 'auth.sessions_ended', { account: account.id, by: editor.id });
    done = `Signed ${account.email} out of every device: the next page they open asks them to sign in.`;
  } else if (intent === 'remove') {
    if (formData.get('confirm') !== account.email)
      return { message: `Type ${account.email} to confirm the removal.` };
    await auth.api.removeUser({ body: { userId }, headers: requestHeaders });
    await recordChange(db, editor, {
      action: 'account.remove',
      target: account.email,
      before: { email: account.email, name: account.name, role: account.role },
    });
    log('info', 'account.remove', { account: account.id, by: editor.id });
    done = `${account.email} was removed and can no longer sign in.`;
  } else {
    return { message: 'Nothing was changed.' };
  }
  revalidatePath('/admin/accounts');
  return { message: done };
}
