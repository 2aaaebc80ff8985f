import type { Editor } from '@/lib/auth/session';
import { conflictAnswer, type FieldValues } from './conflict';
import { formText, postedOpened, type EditFormState } from './form-state';
import { checkBodyPictures, checkFileFields } from './file-checks';
import { askAlt, chooseAlt, CHOOSE_ALT, type AltQuestion } from './alt-choice';
import { storeUpload } from './uploads';
import { ALT_NEEDED } from './upload-size';
import { withoutControlChars } from '@/lib/text';

/**
 * The save flow the article, list item and record forms share (their actions in
 * blog-post-actions.ts, collection-actions.ts and record-actions.ts): what was
 * sent, files chosen with the form, only files the site has, and the answers to
 * a refused save (fields to correct, another editor first, deleted meanwhile).
 */

export const NOT_SAVED = 'Nothing was saved: correct the fields marked below.';
export const DELETED_MEANWHILE = 'This was deleted meanwhile.';

/**
 * What a refused save gives back: the version it named, what was typed, the
 * fingerprints it opened with, and the files chosen with it not stored (yet).
 */
export type SentForm = {
  version: number;
  values: FieldValues;
  opened: string;
  notKept: Record<string, string>;
};

/** The files chosen with a form (`<name>File`), by field name, with their names as the person knows them. */
export function chosenFiles(formData: FormData): Record<string, string> {
  const chosen: Record<string, string> = {};
  for (const [key, value] of formData.entries()) {
    const name = /^([A-Za-z][\w.]{0,100})File$/.exec(key)?.[1];
    if (name && value instanceof File && value.size > 0 && Object.keys(chosen).length < 20)
      chosen[name] = withoutControlChars(value.name).slice(0, 120);
  }
  return chosen;
}

/** The version and `$opened` fingerprints an editing form posted, with the values read from it. */
export const sentForm = (formData: FormData, values: FieldValues): SentForm => ({
  version: Number(formData.get('$version')) || 0,
  values,
  opened: postedOpened(formData),
  notKept: chosenFiles(formData),
});

/**
 * The chosen files that need not be chosen again: stored (their addresses now in the
 * fields), or refused for what they are (too large, not a picture: the message says so).
 */
export function keptFiles(sent: SentForm, settled: readonly string[]) {
  for (const name of settled) delete sent.notKept[name];
}

/** The answer to a save refused for its fields: what was typed, shown again with a message per field. */
export const notSaved = (
  sent: SentForm,
  errors: Record<string, string>,
  message = NOT_SAVED,
): EditFormState => ({ status: 'invalid', message, ...sent, errors });

export type UploadField = { name: string; expect: 'image' | 'pdf' };

/**
 * Each file chosen with the form (`<name>File`, its alt text `<name>Alt`),
 * uploaded first: the address it got, or why it was refused. A picture already
 * in the library with other alt text keeps it until the person has seen both
 * and chosen (`altQuestions`; the choice comes back as `<name>AltChoice`).
 */
export async function storeChosenFiles(
  editor: Pick<Editor, 'id' | 'email'>,
  formData: FormData,
  fields: readonly UploadField[],
): Promise<{
  urls: Record<string, string>;
  errors: Record<string, string>;
  altQuestions: Record<string, AltQuestion>;
  /** The fields whose chosen file need not be chosen again (see keptFiles). */
  settled: string[];
}> {
  const settled: string[] = [];
  const urls: Record<string, string> = {};
  const errors: Record<string, string> = {};
  const altQuestions: Record<string, AltQuestion> = {};
  for (const { name, expect } of fields) {
    const file = formData.get(`${name}File`);
    const typed = formText(formData, `${name}Alt`);
    if (file instanceof File && file.size > 0) {
      const stored = await storeUpload(editor, file, typed, { expect });
      if ('problem' in stored) errors[`${name}File`] = stored.problem;
      else urls[name] = stored.url;
      if (!('problem' in stored && stored.problem === ALT_NEEDED)) settled.push(name);
      if ('existing' in stored && stored.existing?.outcome === 'differs') {
        errors[`${name}File`] = CHOOSE_ALT;
        altQuestions[name] = await askAlt(stored.hash, stored.existing.alt, stored.existing.typed);
      }
      continue;
    }
    // The answer to that question, the picture's address now in the field.
    const hash = /^\/files\/([0-9a-f]{64})\//.exec(formText(formData, name))?.[1];
    if (!formData.has(`${name}AltAsked`) || !hash) continue;
    const answer = await chooseAlt(editor, hash, {
      choice: formData.get(`${name}AltChoice`) as string | null,
      typed,
      seen: formText(formData, `${name}AltSeen`),
    });
    if ('problem' in answer) errors[`${name}File`] = answer.problem;
    if ('ask' in answer) {
      errors[`${name}File`] = answer.message;
      altQuestions[name] = answer.ask;
    }
  }
  return { urls, errors, altQuestions, settled };
}

/**
 * Only files the site has: each file field names an upload or a file the site
 * ships, and so does each picture in a body; a replaced file's old address is
 * stored as its replacement's. Corrects `values`, adds to `errors`.
 */
export async function checkFiles(
  values: FieldValues,
  errors: Record<string, string>,
  { files, bodies }: { files: readonly string[]; bodies: readonly string[] },
) {
  const checked = await checkFileFields(
    Object.fromEntries(
      files.filter((name) => !errors[`${name}File`]).map((name) => [name, String(values[name])]),
    ),
  );
  Object.assign(values, checked.addresses);
  for (const [name, problem] of Object.entries(checked.errors)) errors[name] ??= problem;
  for (const name of bodies) {
    const body = await checkBodyPictures(String(values[name]));
    if ('problem' in body) errors[name] ??= body.problem;
    else values[name] = body.html;
  }
}

/** The stored version a refused save is compared with: its values, version and last editor. */
export type StoredNow = { values: FieldValues; version: number; who: string | null };

/**
 * The answer to a save the store refused because the version it named is no longer
 * the stored one: the form on the version now stored, this editor's changes on top
 * (lib/admin/conflict.ts); or, when nothing is stored any more, deleted meanwhile.
 */
export function refusedAsStale(
  sent: SentForm,
  now: StoredNow | null,
  {
    labelOf,
    titleKey = 'title',
    me,
  }: {
    labelOf: (name: string) => string;
    /** The signed-in editor's e-mail address: a conflict with their own save is said so. */
    me: string;
    /** The field a "deleted meanwhile" is shown at. */
    titleKey?: string;
  },
): EditFormState {
  if (!now) return notSaved(sent, { [titleKey]: DELETED_MEANWHILE });
  return conflictAnswer({
    who: now.who,
    me,
    opened: sent.opened,
    typed: sent.values,
    current: now.values,
    version: now.version,
    labelOf,
  });
}
