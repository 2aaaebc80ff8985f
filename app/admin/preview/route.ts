import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import type { NextRequest } from 'next/server';
import { previewPath } from '@/lib/admin/preview';
import { currentEditor } from '@/lib/auth/session';

/** Switches preview on for a signed-in editor's browser, then opens the page. */
export async function GET(request: NextRequest) {
  const path = previewPath(request.nextUrl.searchParams.get('path'));
  if (!(await currentEditor()))
    redirect(`/admin/sign-in?next=${encodeURIComponent(`/admin/preview?path=${path}`)}`);
  (await draftMode()).enable();
  redirect(path);
}
