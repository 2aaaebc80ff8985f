'use server';

import { revalidatePath } from 'next/cache';
import { editorFor, refusalMessage } from '@/lib/auth/session';
import { formText } from './form-state';
import { fileUrl, listFiles, storeUpload } from './uploads';

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
  revalidatePath('/admin/files');
  return { message: `Uploaded: ${stored.url}`, url: stored.url, failed: false };
}

export type UploadedPicture = { url: string; alt: string; name: string };

/** The pictures uploaded last, for the body editor to choose from (null signed out). */
export async function recentPictures(): Promise<UploadedPicture[] | null> {
  const editor = await editorFor({ content: ['edit'] });
  if ('refused' in editor) return null;
  const newest = await listFiles(1);
  return newest
    .filter((file) => file.mime.startsWith('image/'))
    .map((file) => ({ url: fileUrl(file.hash, file.name), alt: file.alt ?? '', name: file.name }));
}
