import type { ReactNode } from 'react';
import { AdminShell } from '@/components/admin/admin-shell';
import { currentEditor } from '@/lib/auth/session';

/** Each page checks the session itself (and sends a signed-out visitor to sign in from there). */
export default async function SignedInLayout({ children }: { children: ReactNode }) {
  const editor = await currentEditor();
  return editor ? <AdminShell editor={editor}>{children}</AdminShell> : children;
}
