'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { editorFor, refusalMessage } from '@/lib/auth/session';
import { conflictAnswer } from './conflict';
import { postedOpened, type EditFormState } from './form-state';
import {
  describeFieldName,
  fieldErrors,
  formDataToValue,
  strictSchema,
  valueToFields,
} from './record-form';
import { discardRecordDraft, publishRecord, readRecord, recordEntry } from './records';

export type RecordFormState = EditFormState;

/** "Publish" on a record's page: validated with the schema made from the contract's, then stored. */
export async function saveRecord(
  state: RecordFormState,
  formData: FormData,
): Promise<RecordFormState> {
  const entry = recordEntry(String(formData.get('$record') ?? ''));
  if (!entry)
    return { ...state, status: 'refused', message: 'This record does not exist.', errors: {} };
  const typed = formDataToValue(entry.tree, formData);
  const values = valueToFields(entry.tree, typed);
  const version = Number(formData.get('$version'));
  const opened = postedOpened(formData);

  const editor = await editorFor({ content: ['edit', 'publish'] });
  if ('refused' in editor)
    return {
      status: 'refused',
      message: refusalMessage(editor),
      version,
      values,
      opened,
      errors: {},
    };

  const parsed = strictSchema(entry.tree).safeParse(typed);
  if (!parsed.success)
    return {
      status: 'invalid',
      message: 'Nothing was published: correct the fields marked below.',
      version,
      values,
      opened,
      errors: fieldErrors(parsed.error),
    };

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
