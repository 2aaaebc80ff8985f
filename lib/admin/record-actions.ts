'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { editorFor, refusedForm } from '@/lib/auth/session';
import { conflictAnswer } from './conflict';
import { formText, postedOpened, type EditFormState } from './form-state';
import {
  describeFieldName,
  fieldErrors,
  formDataToValue,
  imageFieldValues,
  setFieldValue,
  pictureFieldNames,
  strictSchema,
  valueToFields,
} from './record-form';
import { discardRecordDraft, publishRecord, readRecord, recordEntry } from './records';
import { checkFileFields } from './media-library';
import { storeUpload } from './uploads';

export type RecordFormState = EditFormState;

/** "Publish" on a record's page: validated with the schema made from the contract's, then stored. */
export async function saveRecord(
  state: RecordFormState,
  formData: FormData,
): Promise<RecordFormState> {
  const entry = recordEntry(String(formData.get('$record') ?? ''));
  if (!entry)
    return { ...state, status: 'refused', message: 'This record does not exist.', errors: {} };
  const pictures = pictureFieldNames(entry.tree.fields);
  // What was typed, with the alt text of each picture (given back with a refusal).
  const typedValues = () => ({
    ...valueToFields(entry.tree, formDataToValue(entry.tree, formData)),
    ...Object.fromEntries(pictures.map((name) => [`${name}Alt`, formText(formData, `${name}Alt`)])),
  });
  const version = Number(formData.get('$version'));
  const opened = postedOpened(formData);

  const editor = await editorFor({ content: ['edit', 'publish'] });
  if ('refused' in editor) return refusedForm(editor, { version, values: typedValues(), opened });

  // A picture chosen with the form is uploaded first; its address takes the field's place.
  const uploadErrors: Record<string, string> = {};
  for (const name of pictures) {
    const file = formData.get(`${name}File`);
    if (!(file instanceof File) || file.size === 0) continue;
    const stored = await storeUpload(editor, file, formText(formData, `${name}Alt`), {
      expect: 'image',
    });
    if ('problem' in stored) uploadErrors[`${name}File`] = stored.problem;
    else formData.set(name, stored.url);
  }
  const typed = formDataToValue(entry.tree, formData);
  const values = typedValues();
  const parsed = strictSchema(entry.tree).safeParse(typed);
  if (!parsed.success || Object.keys(uploadErrors).length > 0)
    return {
      status: 'invalid',
      message: 'Nothing was published: correct the fields marked below.',
      version,
      values,
      opened,
      errors: { ...(parsed.success ? {} : fieldErrors(parsed.error)), ...uploadErrors },
    };

  // Only files the site has (a replaced file's old address is stored as its replacement's).
  const addresses = imageFieldValues(entry.tree, parsed.data);
  const checked = await checkFileFields(addresses);
  if (Object.keys(checked.errors).length > 0)
    return {
      status: 'invalid',
      message: 'Nothing was published: correct the fields marked below.',
      version,
      values,
      opened,
      errors: checked.errors,
    };
  for (const [name, address] of Object.entries(checked.addresses))
    if (address !== addresses[name]) setFieldValue(parsed.data, name, address);

  const asDraft = formData.get('$intent') === 'draft';
  const outcome = await publishRecord(editor, entry, parsed.data, version, asDraft);
  if (!outcome.saved) {
    // The form comes back on the version now stored, this editor's changes on top.
    const stored = await readRecord(entry);
    return conflictAnswer({
      who: stored.draft?.savedBy ?? stored.updatedBy,
      opened,
      typed: values,
      current: valueToFields(entry.tree, stored.draft?.values ?? stored.body),
      version: stored.version,
      labelOf: (name) => describeFieldName(entry.tree.fields, name),
    });
  }
  // The page around the form (its draft notice) shows the save too.
  revalidatePath(`/admin/records/${entry.name}`);
  return {
    status: 'saved',
    message: asDraft
      ? 'Draft saved. The site still shows the published version; Preview shows the draft.'
      : `Published. The pages that show it are up to date from their next visit.`,
    version: outcome.version,
    values: valueToFields(entry.tree, parsed.data),
    errors: {},
  };
}

/** Drops a record's unpublished draft. */
export async function discardRecordDraftForm(formData: FormData) {
  const entry = recordEntry(String(formData.get('$id') ?? ''));
  const editor = await editorFor({ content: ['edit'] });
  if (!entry || 'refused' in editor) redirect('/admin/sign-in?next=/admin/records');
  await discardRecordDraft(editor, entry);
  redirect(`/admin/records/${entry.name}`);
}
