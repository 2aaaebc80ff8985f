'use server';

import { redirect } from 'next/navigation';
import { editorFor } from '@/lib/auth/session';
import { formText } from './form-state';
import { deleteRedirect, saveRedirect } from './redirects';

async function redirectsEditor() {
  const editor = await editorFor({ content: ['edit', 'publish'] });
  if ('refused' in editor) redirect('/admin/sign-in?next=/admin/redirects');
  return editor;
}

/** Adds a redirect, or changes one (`$previous`: its old address as it was). */
export async function saveRedirectForm(formData: FormData) {
  const editor = await redirectsEditor();
  const from = formText(formData, 'from').trim();
  const previous = formText(formData, '$previous') || null;
  const problem = await saveRedirect(editor, from, formText(formData, 'to'), previous);
  redirect(problem ? `/admin/redirects?refused=${problem}` : `/admin/redirects?saved=${from}`);
}

export async function deleteRedirectForm(formData: FormData) {
  const editor = await redirectsEditor();
  await deleteRedirect(editor, formText(formData, '$from'));
  redirect('/admin/redirects?deleted=1');
}
