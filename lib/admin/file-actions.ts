'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { editorFor, refusalMessage } from '@/lib/auth/session';
import { formText } from './form-state';
import { stillUsed, type FileUse } from './file-uses';
import { deleteFile, listFiles, replaceFile, setAlt } from './media-library';
import { storeUpload, type StoredFile } from './uploads';

/** `alt` is given back with a refusal, so it need not be typed again. */
export type UploadState = { message: string; url?: string; failed: boolean; alt?: string };

/** The "Pictures and files" page's upload form. */
export async function uploadFile(_: UploadState, formData: FormData): Promise<UploadState> {
  const editor = await editorFor({ content: ['edit'] });
  if ('refused' in editor) return { message: refusalMessage(editor), failed: true };
  const alt = formText(formData, 'alt');
  const file = formData.get('file');
  if (!(file instanceof File)) return { message: 'Choose a file.', failed: true, alt };
  const stored = await storeUpload(editor, file, alt);
  if ('problem' in stored) return { message: stored.problem, failed: true, alt };
  revalidatePath('/admin/files', 'layout');
  return { message: uploadedMessage(stored), url: stored.url, failed: false };
}

/** What an upload did: stored a new file, or found the same one in the library (its alt text then the one typed). */
const uploadedMessage = ({ url, existing }: StoredFile) =>
  !existing
    ? `Uploaded: ${url}`
    : existing.altChanged
      ? `This file was already in the library (${url}): its alt text is now the one you typed, on every page that shows it (it was “${existing.altBefore}”).`
      : `This file was already in the library: ${url}`;

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

/** The answer of a form on a file's page; `uses` lists what keeps a file from being deleted. */
export type FileFormState = { message: string; failed: boolean; alt?: string; uses?: FileUse[] };

const hashOf = (formData: FormData) => {
  const hash = String(formData.get('$hash') ?? '');
  return /^[0-9a-f]{64}$/.test(hash) ? hash : null;
};

const GONE = 'This file is no longer in the library: it was deleted or replaced meanwhile.';

/** Saves a file's alt text: the one every page that shows it reads, and the default wherever it is inserted. */
export async function saveAltForm(_: FileFormState, formData: FormData): Promise<FileFormState> {
  const alt = formText(formData, 'alt');
  const editor = await editorFor({ content: ['edit'] });
  if ('refused' in editor) return { message: refusalMessage(editor), failed: true, alt };
  const hash = hashOf(formData);
  const saved = hash ? await setAlt(editor, hash, alt) : null;
  if (saved === null) return { message: GONE, failed: true, alt };
  if (saved === 'empty')
    return {
      message: 'Describe the picture in a few words (its alt text) for people who cannot see it.',
      failed: true,
      alt,
    };
  revalidatePath('/admin/files', 'layout');
  return {
    message: 'Alt text saved. Every page that shows this picture uses it.',
    failed: false,
    alt,
  };
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
