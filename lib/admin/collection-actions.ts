'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { editorFor, refusedForm } from '@/lib/auth/session';
import { conflictAnswer } from './conflict';
import { formText, postedOpened, type EditFormState } from './form-state';
import { parseCollectionInput } from './collection-input';
import { itemLabel } from './collection-spec';
import { deleteRow, moveRow, readRow, rowFormValues, saveRow } from './collection-store';
import { savedNotice } from './collection-notices';
import { collection } from './collections';
import { richTextProblem } from './rich-text';
import { checkBodyPictures, checkFileFields } from './media-library';
import { storeUpload } from './uploads';

export type ItemFormState = EditFormState;

const NOT_SAVED = 'Nothing was saved: correct the fields marked below.';

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
  const idText = String(formData.get('$id') ?? '');
  const id = /^\d{1,9}$/.test(idText) ? Number(idText) : null;
  const version = Number(formData.get('$version')) || 0;
  const published = formData.get('$intent') !== 'hide';
  const opened = postedOpened(formData);

  const uploads = spec.fields.filter((field) => field.kind === 'image' || field.kind === 'pdf');
  // Given back with a refused form, so it need not be typed again.
  for (const field of uploads) values[`${field.key}Alt`] = formText(formData, `${field.key}Alt`);

  const editor = await editorFor({ content: ['edit', 'publish'] });
  if ('refused' in editor) return refusedForm(editor, { version, values, opened });

  const errors: Record<string, string> = {};
  for (const field of uploads) {
    const file = formData.get(`${field.key}File`);
    if (!(file instanceof File) || file.size === 0) continue;
    const stored = await storeUpload(editor, file, String(values[`${field.key}Alt`]), {
      expect: field.kind === 'pdf' ? 'pdf' : 'image',
    });
    if ('problem' in stored) errors[`${field.key}File`] = stored.problem;
    else values[field.key] = stored.url;
  }
  // Only files the site has (a replaced file's old address is stored as its replacement's).
  const checked = await checkFileFields(
    Object.fromEntries(
      uploads
        .filter((field) => !errors[`${field.key}File`])
        .map((field) => [field.key, String(values[field.key])]),
    ),
  );
  Object.assign(values, checked.addresses);
  Object.assign(errors, checked.errors);
  for (const field of spec.fields.filter((f) => f.kind === 'richText')) {
    const body = await checkBodyPictures(String(values[field.key]));
    if ('problem' in body) errors[field.key] = body.problem;
    else values[field.key] = body.html;
  }
  const parsed = parseCollectionInput(spec, values, richTextProblem);
  if (!parsed.ok || Object.keys(errors).length > 0)
    return {
      status: 'invalid',
      message: NOT_SAVED,
      version,
      values,
      opened,
      errors: { ...(parsed.ok ? {} : parsed.errors), ...errors },
    };

  const outcome = await saveRow(editor, spec, id, version, parsed.data, published);
  if (!outcome.ok && 'conflict' in outcome) {
    // The form comes back on the version now stored, this editor's changes on top.
    const row = id === null ? null : await readRow(spec, id);
    if (row)
      return conflictAnswer({
        who: outcome.conflict.updatedBy,
        opened,
        typed: values,
        current: rowFormValues(spec, row),
        version: row.version,
        labelOf: (name) => itemLabel(spec.fields, name),
      });
  }
  if (!outcome.ok)
    return {
      status: 'invalid',
      message: NOT_SAVED,
      version,
      values,
      opened,
      errors:
        'errors' in outcome ? outcome.errors : { [spec.titleKey]: 'This was deleted meanwhile.' },
    };
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
