import Link from 'next/link';
import type { ReactNode } from 'react';
import { uploadLimit } from '@/lib/admin/uploads';
import { signOut, signOutEverywhere } from '@/lib/auth/actions';
import { can } from '@/lib/auth/roles';
import type { Editor } from '@/lib/auth/session';
import { AdminNav, PhoneMenu, type NavItem } from './admin-nav';

/** A header button as large as a fingertip (WCAG 2.2's target size, 44 px). */
const quietButton = 'min-h-11 px-1 underline hover:text-brand-saffron';

/** Who is signed in, and the ways out. */
function Account({ editor }: { editor: Editor }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <span className="break-all">
        {editor.email} <span className="text-white/80">({editor.role})</span>
      </span>
      <Link href="/admin/password" className={`${quietButton} inline-flex items-center`}>
        Change password
      </Link>
      <form action={signOut}>
        <button type="submit" className={quietButton}>
          Sign out
        </button>
      </form>
      <form action={signOutEverywhere}>
        <button type="submit" className={quietButton}>
          Sign out everywhere
        </button>
      </form>
    </div>
  );
}

/** The editing area around its pages: sections, who is signed in, and the ways out. */
export function AdminShell({ editor, children }: { editor: Editor; children: ReactNode }) {
  const items: NavItem[] = [
    { href: '/admin', label: 'Overview' },
    { href: '/admin/records', label: 'Pages and figures' },
    { href: '/admin/blog-posts', label: 'Articles' },
    { href: '/admin/lists', label: 'Lists' },
    { href: '/admin/files', label: 'Pictures and files' },
    { href: '/admin/inbox', label: 'Inbox' },
    { href: '/admin/redirects', label: 'Redirects' },
    { href: '/admin/bin', label: 'Bin' },
    ...(can(editor.role, { content: ['publish'] })
      ? [
          { href: '/admin/search', label: 'Site search' },
          { href: '/admin/settings', label: 'Settings' },
        ]
      : []),
    ...(can(editor.role, { history: ['read'] })
      ? [{ href: '/admin/history', label: 'History' }]
      : []),
    ...(can(editor.role, { user: ['list'] })
      ? [{ href: '/admin/accounts', label: 'Accounts' }]
      : []),
  ];
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded bg-brand-saffron px-4 py-2 font-semibold text-brand-navy focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <header className="bg-brand-navy text-white">
        <PhoneMenu items={items}>
          <Account editor={editor} />
        </PhoneMenu>
        <div className="hidden sm:block">
          <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-5 pt-3">
            <Link href="/admin" className="font-bold">
              Masco Group <span className="font-normal text-white/80">· Editing area</span>
            </Link>
            <Account editor={editor} />
          </div>
          <div className="mx-auto max-w-6xl px-3 py-2">
            <AdminNav items={items} />
          </div>
        </div>
      </header>
      <main
        id="main"
        tabIndex={-1}
        data-upload-limit={uploadLimit()}
        data-signed-in-as={editor.email}
        className="mx-auto w-full max-w-6xl flex-1 px-5 py-8 focus:outline-none"
      >
        {children}
      </main>
    </>
  );
}
