'use server';

import { revalidatePath } from 'next/cache';
import { forbidden, redirect } from 'next/navigation';
import { editorFor } from '@/lib/auth/session';
import { getStore } from '@/lib/store/db';
import { eraseSubmission, inboxHref, inboxQuery, setHandled } from './inbox';

/** The inbox's "Mark handled" and "Open again" buttons. */
export async function markSubmission(formData: FormData) {
  const editor = await editorFor({ submissions: ['handle'] });
  if ('refused' in editor) {
    if (editor.refused === 'signed-out') redirect('/admin/sign-in?next=/admin/inbox');
    forbidden();
  }
  const kind = formData.get('kind') === 'subscribers' ? 'subscribers' : 'contact';
  const id = Number(formData.get('id'));
  if (!Number.isSafeInteger(id) || id < 1) return;
  await setHandled(await getStore(), editor, kind, id, formData.get('handled') === 'true');
  revalidatePath('/admin/inbox');
}

/**
 * The inbox's "Erase" button: deletes a message or a subscriber for good once the
 * confirmation box is ticked, and returns to the same list with a notice.
 */
export async function eraseSubmissionForm(formData: FormData) {
  const editor = await editorFor({ submissions: ['handle'] });
  if ('refused' in editor) {
    if (editor.refused === 'signed-out') redirect('/admin/sign-in?next=/admin/inbox');
    forbidden();
  }
  const list = inboxQuery({
    kind: String(formData.get('kind') ?? ''),
    show: String(formData.get('show') ?? ''),
    q: String(formData.get('q') ?? ''),
    page: String(formData.get('page') ?? ''),
  });
  const id = Number(formData.get('id'));
  if (formData.get('confirm') !== 'yes' || !Number.isSafeInteger(id) || id < 1)
    redirect(inboxHref(list, { page: list.page }, { erase: 'unconfirmed' }));
  await eraseSubmission(await getStore(), editor, list.kind, id);
  revalidatePath('/admin/inbox');
  redirect(inboxHref(list, { page: list.page }, { erased: list.kind }));
}
