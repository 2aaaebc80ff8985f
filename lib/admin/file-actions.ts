'use server';

import { revalidatePath } from 'next/cache';
import { editorFor, refusalMessage } from '@/lib/auth/session';
import { formText } from './form-state';
import { storeUpload } from './uploads';

export type UploadState = { message: string; url?: string; failed: boolean };

/** The "Pictures and files" page's upload form. */
export async function uploadFile(_: UploadState, formData: FormData): Promise<UploadState> {
  const editor = await editorFor({ content: ['edit'] });
  if ('refused' in editor) return { message: refusalMessage(editor), failed: true };
  const file = formData.get('file');
  if (!(file instanceof File)) return { message: 'Choose a file.', failed: true };
  const stored = await storeUpload(editor, file, formText(formData, 'alt'));
  if ('problem' in stored) return { message: stored.problem, failed: true };
  revalidatePath('/admin/files');
  return { message: `Uploaded: ${stored.url}`, url: stored.url, failed: false };
}
