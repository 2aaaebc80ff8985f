'use server';

import { revalidatePath } from 'next/cache';
import { forbidden, redirect } from 'next/navigation';
import { editorFor } from '@/lib/auth/session';
import { getStore } from '@/lib/store/db';
import { setHandled } from './inbox';

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
