'use server';

import { revalidatePath } from 'next/cache';
import { forbidden, redirect } from 'next/navigation';
import { editorFor } from '@/lib/auth/session';
import { getStore } from '@/lib/store/db';
import { eraseSubmission, inboxHref, inboxQuery, setHandled } from './inbox';

/** The list a form of the inbox was sent from (its hidden fields): where it returns. */
const listOf = (formData: FormData) =>
  inboxQuery({
    kind: String(formData.get('kind') ?? ''),
    show: String(formData.get('show') ?? ''),
    q: String(formData.get('q') ?? ''),
    page: String(formData.get('page') ?? ''),
  });

/**
 * The inbox's "Mark handled" and "Open again" buttons: back to the same list,
 * which says what was done and gives the focus to the item that now stands where
 * this one stood (`at`, its place in the list).
 */
export async function markSubmission(formData: FormData) {
  const editor = await editorFor({ submissions: ['handle'] });
  if ('refused' in editor) {
    if (editor.refused === 'signed-out') redirect('/admin/sign-in?next=/admin/inbox');
    forbidden();
  }
  const list = listOf(formData);
  const id = Number(formData.get('id'));
  const at = Number(formData.get('at'));
  if (!Number.isSafeInteger(id) || id < 1) return;
  const handled = formData.get('handled') === 'true';
  await setHandled(await getStore(), editor, list.kind, id, handled);
  revalidatePath('/admin/inbox');
  redirect(
    inboxHref(
      list,
      { page: list.page },
      {
        marked: handled ? 'handled' : 'open',
        at: String(Number.isSafeInteger(at) ? at : 0),
        // Each marking's own address, so the page gives the focus again.
        item: String(id),
      },
    ),
  );
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
  const list = listOf(formData);
  const id = Number(formData.get('id'));
  if (formData.get('confirm') !== 'yes' || !Number.isSafeInteger(id) || id < 1)
    redirect(inboxHref(list, { page: list.page }, { erase: 'unconfirmed' }));
  await eraseSubmission(await getStore(), editor, list.kind, id);
  revalidatePath('/admin/inbox');
  redirect(inboxHref(list, { page: list.page }, { erased: list.kind }));
}
