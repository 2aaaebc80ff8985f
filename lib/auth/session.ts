import 'server-only';
import { cookies, draftMode, headers } from 'next/headers';
import { forbidden, redirect } from 'next/navigation';
import { cache } from 'react';
import { env } from '@/lib/env';
import { sitePath } from '@/lib/routing/site-path';
import { getAuth } from './auth';
import { can, isRole, type Permission, type Role } from './roles';

export type Editor = { id: string; email: string; name: string; role: Role };

/** The signed-in member of staff of this request, or null (signed out, expired, revoked, banned). */
export const currentEditor = cache(async (): Promise<Editor | null> => {
  // With an upstream CMS content is edited there; the editing area is closed (app/admin/layout.tsx).
  if (env.contentApiUrl) return null;
  // Headers first: it makes every page that asks render per request, never at build.
  const requestHeaders = new Headers(await headers());
  // The cookies as cookies() has them: a page drawn after a sign-in in a server action
  // (the editing forms' sign-in dialog) sees the new session there, not in headers().
  requestHeaders.set('cookie', (await cookies()).toString());
  const auth = await getAuth();
  const session = await auth.api.getSession({ headers: requestHeaders });
  const user = session?.user;
  if (!user || user.banned || !isRole(user.role)) return null;
  return { id: user.id, email: user.email, name: user.name, role: user.role };
});

/**
 * Whether this request previews drafts: draft mode is on in this browser and it
 * carries a live editor session. Next's draft-mode cookie holds the build's one
 * bypass value, the same for every browser that ever had it, so alone it proves
 * nothing: signed out, revoked everywhere or after a restart, it shows no draft.
 */
export async function isPreviewing(): Promise<boolean> {
  try {
    if (!(await draftMode()).isEnabled) return false;
    return (await currentEditor()) !== null;
  } catch {
    // Outside a Next request (unit tests, scripts) there is no preview.
    return false;
  }
}

/**
 * Only editing-area paths may be a sign-in's destination (no open redirect), and
 * only as a clean address (lib/routing/site-path.ts): a space or a non-ASCII
 * letter goes percent-encoded, and `..` cannot climb out of /admin.
 */
export function safeDestination(value: unknown): string {
  if (typeof value !== 'string' || !/^\/admin(?:[/?#]|$)/.test(value) || value.includes('//'))
    return '/admin';
  const url = sitePath(value);
  return url && /^\/admin(?:\/|$)/.test(url.pathname)
    ? `${url.pathname}${url.search}${url.hash}`
    : '/admin';
}

/**
 * For a page of the editing area: signed out, to sign-in (and back here after);
 * signed in without the permission, 403.
 */
export async function requireEditor(from: string, permission?: Permission): Promise<Editor> {
  const editor = await currentEditor();
  if (!editor) redirect(`/admin/sign-in?next=${encodeURIComponent(safeDestination(from))}`);
  if (permission && !can(editor.role, permission)) forbidden();
  return editor;
}

export type ActionRefusal = { refused: 'signed-out' | 'forbidden' };

/**
 * For a server action: who may run it, or why not. An action answers a refusal
 * in its form state (the typed values kept), never with a redirect that would
 * lose them.
 */
export async function editorFor(permission: Permission): Promise<Editor | ActionRefusal> {
  const editor = await currentEditor();
  if (!editor) return { refused: 'signed-out' };
  if (!can(editor.role, permission)) return { refused: 'forbidden' };
  return editor;
}

export const refusalMessage = ({ refused }: ActionRefusal) =>
  refused === 'signed-out'
    ? 'Your session has ended. Sign in again (in a new tab if no sign-in box opens here), then save again: what you typed is kept here.'
    : 'Your account may not make this change.';

/**
 * An editing form given back unsaved to a sender who may not save it, as typed;
 * `signedOut` opens the form's sign-in dialog (components/admin/sign-in-again.tsx).
 */
export const refusedForm = <Form extends object>(refusal: ActionRefusal, form: Form) => ({
  ...form,
  status: 'refused' as const,
  message: refusalMessage(refusal),
  signedOut: refusal.refused === 'signed-out',
  errors: {},
});
