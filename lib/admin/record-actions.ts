'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { editorFor, refusedForm } from '@/lib/auth/session';
import { keptFiles, notSaved, refusedAsStale, sentForm, storeChosenFiles } from './edit-save';
import { formText, type EditFormState } from './form-state';
import {
  fieldErrors,
  formDataToValue,
  imageFieldValues,
  setFieldValue,
  pictureFieldNames,
  strictSchema,
  valueToFields,
} from './record-form';
import { discardRecordDraft, publishRecord, readRecord, recordEntry } from './records';
import { checkFileFields } from './file-checks';
import {
  banglaRecordErrors,
  banglaRecordToStore,
  banglaRecordValues,
  postedRecordBangla,
  recordLabel,
} from './record-bangla';

export type RecordFormState = EditFormState;

const NOT_PUBLISHED = 'Nothing was published: correct the fields marked below.';

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
  const bangla = postedRecordBangla(formData, formText);
  const typedValues = () => ({
    ...valueToFields(entry.tree, formDataToValue(entry.tree, formData)),
    ...Object.fromEntries(pictures.map((name) => [`${name}Alt`, formText(formData, `${name}Alt`)])),
    ...bangla,
  });

  const editor = await editorFor({ content: ['edit', 'publish'] });
  if ('refused' in editor) return refusedForm(editor, sentForm(formData, typedValues()));

  // A picture chosen with the form is uploaded first; its address takes the field's place.
  const uploads = await storeChosenFiles(
    editor,
    formData,
    pictures.map((name) => ({ name, expect: 'image' }) as const),
  );
  for (const [name, url] of Object.entries(uploads.urls)) formData.set(name, url);
  const sent = sentForm(formData, typedValues());
  keptFiles(sent, uploads.settled);
  const parsed = strictSchema(entry.tree).safeParse(formDataToValue(entry.tree, formData));
  const banglaErrors = banglaRecordErrors(bangla);
  if (
    !parsed.success ||
    Object.keys(uploads.errors).length > 0 ||
    Object.keys(banglaErrors).length > 0
  )
    return {
      ...notSaved(
        sent,
        {
          ...(parsed.success ? {} : fieldErrors(parsed.error)),
          ...uploads.errors,
          ...banglaErrors,
        },
        NOT_PUBLISHED,
      ),
      altQuestions: uploads.altQuestions,
    };

  // Only files the site has (a replaced file's old address is stored as its replacement's).
  const addresses = imageFieldValues(entry.tree, parsed.data);
  const checked = await checkFileFields(addresses);
  if (Object.keys(checked.errors).length > 0) return notSaved(sent, checked.errors, NOT_PUBLISHED);
  for (const [name, address] of Object.entries(checked.addresses))
    if (address !== addresses[name]) setFieldValue(parsed.data, name, address);

  const asDraft = formData.get('$intent') === 'draft';
  const outcome = await publishRecord(
    editor,
    entry,
    parsed.data,
    sent.version,
    asDraft,
    'edit',
    (opened) => banglaRecordToStore(entry.tree.fields, opened, bangla),
  );
  if (!outcome.saved) {
    const stored = await readRecord(entry);
    const now = {
      values: {
        ...valueToFields(entry.tree, stored.draft?.values ?? stored.body),
        ...banglaRecordValues(entry.tree, stored.draft?.bn ?? stored.bn),
      },
      version: stored.version,
      who: stored.draft?.savedBy ?? stored.updatedBy,
    };
    // The page around the form (its revisions count, draft notice) shows the other save.
    revalidatePath(`/admin/records/${entry.name}`);
    return refusedAsStale(sent, now, {
      labelOf: (name) => recordLabel(entry.tree.fields, name),
      me: editor.email,
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
    values: { ...valueToFields(entry.tree, parsed.data), ...bangla },
    errors: {},
  };
}

/** Drops a record's unpublished draft. */
export async function discardRecordDraftForm(formData: FormData) {
  const entry = recordEntry(String(formData.get('$id') ?? ''));
  const editor = await editorFor({ content: ['edit'] });
  if (!entry || 'refused' in editor) redirect('/admin/sign-in?next=/admin/records');
  await discardRecordDraft(editor, entry);
  redirect(`/admin/records/${entry.name}?saved=discarded`);
}
