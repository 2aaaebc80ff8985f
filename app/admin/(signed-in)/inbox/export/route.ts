import { redirect } from 'next/navigation';
import { can } from '@/lib/auth/roles';
import { currentEditor } from '@/lib/auth/session';
import { submissionsExport } from '@/lib/store/submissions';

/** The inbox's download: the same export as `npm run submissions`, for a signed-in editor. */
export async function GET(request: Request) {
  const editor = await currentEditor();
  // A link followed in a browser: signed out, to sign in and back to the inbox.
  if (!editor) redirect(`/admin/sign-in?next=${encodeURIComponent('/admin/inbox')}`);
  if (!can(editor.role, { submissions: ['export'] }))
    return Response.json({ message: 'Not allowed.' }, { status: 403 });
  const url = new URL(request.url);
  return submissionsExport(url.searchParams.get('format'), url.searchParams.get('kind'));
}
