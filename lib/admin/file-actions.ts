'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { editorFor, refusalMessage } from '@/lib/auth/session';
import {
  ALT_GONE,
  askAlt,
  chooseAlt,
  CHOOSE_ALT,
  type AltAnswer,
  type AltQuestion,
} from './alt-choice';
import { altReach } from './alt-reach';
import { altReachWords } from './alt-words';
import { formText } from './form-state';
import { stillUsed, type FileUse } from './file-uses';
import { deleteFile, listFiles, replaceFile } from './media-library';
import { storeUpload, type StoredFile } from './uploads';

/**
 * `alt` is given back with a refusal, so it need not be typed again; `question`
 * asks which alt text a file already in the library keeps (its `hash`).
 */
export type UploadState = {
  message: string;
  url?: string;
  failed: boolean;
  alt?: string;
  hash?: string;
  question?: AltQuestion;
};

/**
 * The "Pictures and files" page's upload form, and its answer to the question
 * an upload of a file already in the library with other alt text asks
 * (`$intent` "choose"): a form of its own, so it works without JavaScript.
 */
export async function uploadFile(_: UploadState, formData: FormData): Promise<UploadState> {
  const editor = await editorFor({ content: ['edit'] });
  if ('refused' in editor) return { message: refusalMessage(editor), failed: true };
  const alt = formText(formData, 'alt');
  if (formData.get('$intent') === 'choose') {
    const hash = hashOf(formData);
    const answer: AltAnswer = hash
      ? await chooseAlt(editor, hash, {
          choice: formData.get('$altChoice') as string | null,
          typed: formText(formData, '$altTyped'),
          seen: formText(formData, '$altSeen'),
        })
      : { problem: GONE };
    revalidatePath('/admin/files', 'layout');
    if ('problem' in answer) return { message: answer.problem, failed: true, alt };
    if ('ask' in answer)
      return { message: answer.message, failed: false, alt, hash: hash!, question: answer.ask };
    return { message: answer.done, failed: false };
  }
  const file = formData.get('file');
  if (!(file instanceof File)) return { message: 'Choose a file.', failed: true, alt };
  const stored = await storeUpload(editor, file, alt);
  if ('problem' in stored) return { message: stored.problem, failed: true, alt };
  revalidatePath('/admin/files', 'layout');
  if (stored.existing?.outcome === 'differs')
    return {
      message: `${CHOOSE_ALT} (${stored.url})`,
      url: stored.url,
      failed: false,
      alt,
      hash: stored.hash,
      question: await askAlt(stored.hash, stored.existing.alt, stored.existing.typed),
    };
  return { message: await uploadedMessage(stored), url: stored.url, failed: false };
}

/** What an upload did: stored a new file, or found the same one in the library. */
async function uploadedMessage({ url, hash, existing }: StoredFile) {
  if (!existing) return `Uploaded: ${url}`;
  if (existing.outcome === 'filled')
    return `This file was already in the library (${url}), without alt text: it now has yours. ${altReachWords(await altReach(hash))}`;
  return existing.typed
    ? `This file was already in the library, with the same alt text: ${url}`
    : `This file was already in the library: ${url}`;
}

export type UploadedPicture = { url: string; alt: string; name: string };
export type PicturePage = { pictures: UploadedPicture[]; page: number; pages: number };

/**
 * A page of the uploaded pictures, newest first, searched by name and alt text
 * (fields `q` and `page`), for the body editor (null signed out). A FormData,
 * as every action of the site takes (lib/security/action-request.ts).
 */
export async function libraryPictures(formData: FormData): Promise<PicturePage | null> {
  const editor = await editorFor({ content: ['edit'] });
  if ('refused' in editor) return null;
  const page = Number(formData.get('page'));
  const wanted = Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
  const found = await listFiles({
    search: formText(formData, 'q').trim().slice(0, 100),
    page: wanted,
    picturesOnly: true,
  });
  return {
    pictures: found.rows.map((file) => ({ url: file.url, alt: file.alt, name: file.name })),
    page: wanted,
    pages: found.pages,
  };
}

/**
 * The answer of a form on a file's page; `uses` lists what keeps a file from
 * being deleted; `seen` is the alt text now stored, `question` both texts when
 * another was stored meanwhile.
 */
export type FileFormState = {
  message: string;
  failed: boolean;
  alt?: string;
  seen?: string;
  question?: AltQuestion;
  uses?: FileUse[];
};

const hashOf = (formData: FormData) => {
  const hash = String(formData.get('$hash') ?? '');
  return /^[0-9a-f]{64}$/.test(hash) ? hash : null;
};

const GONE = ALT_GONE;

/**
 * Saves a file's alt text (the one articles' pictures read, and the default
 * wherever it is inserted), unless another was stored since the page showed
 * `$altSeen`: then both are shown, and `$altChoice` says which one stays.
 */
export async function saveAltForm(_: FileFormState, formData: FormData): Promise<FileFormState> {
  const alt = formText(formData, 'alt');
  const editor = await editorFor({ content: ['edit'] });
  if ('refused' in editor) return { message: refusalMessage(editor), failed: true, alt };
  const hash = hashOf(formData);
  if (!hash) return { message: GONE, failed: true, alt };
  const answer = await chooseAlt(editor, hash, {
    choice: formData.has('$altAsked') ? (formData.get('$altChoice') as string | null) : 'typed',
    typed: alt,
    seen: formText(formData, '$altSeen'),
  });
  revalidatePath('/admin/files', 'layout');
  if ('problem' in answer) return { message: answer.problem, failed: true, alt };
  if ('ask' in answer)
    return {
      message: answer.message,
      failed: true,
      alt,
      seen: answer.ask.now,
      question: answer.ask,
    };
  return { message: answer.done, failed: false, alt: answer.alt, seen: answer.alt };
}

/** Puts a new file in this one's place: every use follows, and the old address redirects. */
export async function replaceFileForm(
  _: FileFormState,
  formData: FormData,
): Promise<FileFormState> {
  const alt = formText(formData, 'alt');
  const editor = await editorFor({ content: ['edit', 'publish'] });
  if ('refused' in editor) return { message: refusalMessage(editor), failed: true, alt };
  const hash = hashOf(formData);
  const file = formData.get('file');
  if (!(file instanceof File) || file.size === 0)
    return { message: 'Choose the new file.', failed: true, alt };
  const stored = hash ? await replaceFile(editor, hash, file, alt) : null;
  if (stored === null) return { message: GONE, failed: true, alt };
  if ('problem' in stored) return { message: stored.problem, failed: true, alt };
  revalidatePath('/admin/files', 'layout');
  if (stored.hash === hash)
    return { message: 'This is the same file: nothing changed.', failed: false, alt };
  redirect(`/admin/files/${stored.hash}?replaced=1`);
}

/** Deletes a file no one uses; otherwise lists the uses and keeps it. */
export async function deleteFileForm(_: FileFormState, formData: FormData): Promise<FileFormState> {
  const editor = await editorFor({ content: ['edit', 'publish'] });
  if ('refused' in editor) return { message: refusalMessage(editor), failed: true };
  if (formData.get('confirm') !== 'yes')
    return { message: 'Tick the box to confirm, then delete.', failed: true };
  const hash = hashOf(formData);
  const outcome = hash ? await deleteFile(editor, hash) : null;
  if (outcome === null) return { message: GONE, failed: true };
  if (!outcome.deleted)
    return { message: stillUsed(outcome.uses), failed: true, uses: outcome.uses };
  revalidatePath('/admin/files', 'layout');
  redirect('/admin/files?deleted=1');
}
