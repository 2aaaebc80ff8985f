'use server';

import { revalidatePath, revalidateTag } from 'next/cache';
import { forbidden, redirect } from 'next/navigation';
import { editorFor } from '@/lib/auth/session';
import { SEARCHED_READS } from '@/lib/search/run-search';
import { addStaffSynonym, removeStaffSynonym } from '@/lib/search/staff-synonyms';
import { getStore } from '@/lib/store/db';
import { formText } from './form-state';

const PAGE = '/admin/search';

/** Synonyms change what visitors find: publishing rights, as for content. */
async function publisher() {
  const editor = await editorFor({ content: ['publish'] });
  if ('refused' in editor) {
    if (editor.refused === 'signed-out') redirect(`/admin/sign-in?next=${PAGE}`);
    forbidden();
  }
  return editor;
}

/** Cached result pages searched the pages' old words: dropped with the content's. */
function dropResultPages() {
  for (const name of SEARCHED_READS) revalidateTag(`read:${name}`, { expire: 0 });
  revalidatePath(PAGE);
}

/** The Site search page's "Add" form (works without JavaScript: a redirect answers it). */
export async function addSynonym(formData: FormData) {
  const editor = await publisher();
  const words = formText(formData, 'words');
  const problem = await addStaffSynonym(
    await getStore(),
    { words, page: formText(formData, 'page') },
    editor.email,
  );
  if (problem) {
    redirect(`${PAGE}?${new URLSearchParams({ problem, words: words.slice(0, 600) })}#synonyms`);
  }
  dropResultPages();
  redirect(`${PAGE}?saved=added#synonyms`);
}

/** A staff line's "Remove" button. */
export async function removeSynonym(formData: FormData) {
  await publisher();
  const id = Number(formData.get('id'));
  if (!Number.isSafeInteger(id) || id < 1) redirect(PAGE);
  await removeStaffSynonym(await getStore(), id);
  dropResultPages();
  redirect(`${PAGE}?saved=removed#synonyms`);
}
