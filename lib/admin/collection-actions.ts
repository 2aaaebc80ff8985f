'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { editorFor, refusedForm } from '@/lib/auth/session';
import {
  checkFiles,
  keptFiles,
  notSaved,
  refusedAsStale,
  sentForm,
  storeChosenFiles,
} from './edit-save';
import { formText, type EditFormState } from './form-state';
import { parseCollectionInput } from './collection-input';
import { itemLabel } from './collection-spec';
import {
  deleteRow,
  moveRow,
  readRow,
  rowFormValues,
  saveRow,
  translatedKeys,
} from './collection-store';
import { banglaName, postedBangla } from './bangla-fields';
import { savedNotice } from './collection-notices';
import { collection } from './collections';
import { richTextProblem } from './rich-text';

export type ItemFormState = EditFormState;

/** "Publish" and "Save hidden" (or "Save") on a list item's form; files chosen there are uploaded first. */
export async function saveItemForm(
  state: ItemFormState,
  formData: FormData,
): Promise<ItemFormState> {
  const spec = collection(String(formData.get('$collection') ?? ''));
  if (!spec) return { ...state, status: 'refused', message: 'This list does not exist.' };
  const values: Record<string, string | boolean> = {};
  for (const field of spec.fields)
    values[field.key] =
      field.kind === 'boolean' ? formData.has(field.key) : formText(formData, field.key);
  Object.assign(values, postedBangla(formData, translatedKeys(spec), formText));
  const uploads = spec.fields
    .filter((field) => field.kind === 'image' || field.kind === 'pdf')
    .map((field) => ({ name: field.key, expect: field.kind === 'pdf' ? 'pdf' : 'image' }) as const);
  // Given back with a refused form, so it need not be typed again.
  for (const { name } of uploads) values[`${name}Alt`] = formText(formData, `${name}Alt`);
  const idText = String(formData.get('$id') ?? '');
  const id = /^\d{1,9}$/.test(idText) ? Number(idText) : null;
  const published = formData.get('$intent') !== 'hide';
  const sent = sentForm(formData, values);

  const editor = await editorFor({ content: ['edit', 'publish'] });
  if ('refused' in editor) return refusedForm(editor, sent);

  const { urls, errors, altQuestions, settled } = await storeChosenFiles(editor, formData, uploads);
  Object.assign(values, urls);
  keptFiles(sent, settled);
  await checkFiles(values, errors, {
    files: uploads.map(({ name }) => name),
    bodies: spec.fields
      .filter((field) => field.kind === 'richText')
      .flatMap((field) => [field.key, banglaName(field.key)])
      .filter((name) => name in values),
  });
  const parsed = parseCollectionInput(spec, values, richTextProblem);
  if (!parsed.ok || Object.keys(errors).length > 0)
    return {
      ...notSaved(sent, { ...(parsed.ok ? {} : parsed.errors), ...errors }),
      altQuestions,
    };

  const outcome = await saveRow(editor, spec, id, sent.version, parsed.data, published);
  if (!outcome.ok) {
    if ('errors' in outcome) return notSaved(sent, outcome.errors);
    const row = id === null ? null : await readRow(spec, id);
    const now = row && {
      values: rowFormValues(spec, row),
      version: row.version,
      who: outcome.conflict.updatedBy,
    };
    // The page around the form (its revisions count) shows the other save.
    if (id !== null) revalidatePath(`/admin/lists/${spec.name}/${id}`);
    return refusedAsStale(sent, now, {
      labelOf: (name) => itemLabel(spec.fields, name),
      titleKey: spec.titleKey,
      me: editor.email,
    });
  }
  const saved = !spec.hideable ? 'saved' : published ? 'published' : 'hidden';
  if (id === null) redirect(`/admin/lists/${spec.name}/${outcome.id}?saved=${saved}`);
  revalidatePath(`/admin/lists/${spec.name}`, 'layout');
  return {
    status: 'saved',
    message: savedNotice(spec, saved, parsed.data),
    version: outcome.version,
    values,
    errors: {},
  };
}

/**
 * The list a delete or move form names; for anything else (a call that sent no
 * form, or no such list), back to the lists.
 */
function listOf(formData: unknown) {
  const spec =
    formData instanceof FormData ? collection(String(formData.get('$collection') ?? '')) : null;
  if (!spec) redirect('/admin/lists');
  return spec;
}

/** Deletes a list item for good, once the confirmation box is ticked. */
export async function deleteItemForm(formData: FormData) {
  const editor = await editorFor({ content: ['edit', 'publish'] });
  if ('refused' in editor) redirect('/admin/sign-in?next=/admin/lists');
  const spec = listOf(formData);
  const id = Number(formData.get('$id'));
  if (formData.get('confirm') !== 'yes' || !Number.isSafeInteger(id))
    redirect(`/admin/lists/${spec.name}/${id}?delete=unconfirmed`);
  const { deleted, inUse } = await deleteRow(editor, spec, id);
  if (inUse) redirect(`/admin/lists/${spec.name}/${id}?delete=in-use`);
  redirect(`/admin/lists/${spec.name}?deleted=${deleted ? 1 : 0}`);
}

/** "Move up" and "Move down" in a list the site shows in its own order. */
export async function moveItemForm(formData: FormData) {
  const editor = await editorFor({ content: ['edit', 'publish'] });
  if ('refused' in editor) redirect('/admin/sign-in?next=/admin/lists');
  const spec = listOf(formData);
  const id = Number(formData.get('$id'));
  const direction = formData.get('$direction') === 'up' ? 'up' : 'down';
  if (Number.isSafeInteger(id)) await moveRow(editor, spec, id, direction);
  const page = Number(formData.get('$page')) || 1;
  redirect(`/admin/lists/${spec.name}?page=${page}&moved=${id}#item-${id}`);
}
