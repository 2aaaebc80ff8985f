import type { Metadata, Viewport } from 'next';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { UPSTREAM_EDITING } from '@/lib/auth/messages';
import { env } from '@/lib/env';
import { site } from '@/lib/site';
import { bengali, inter } from '../fonts';
import '../globals.css';

/**
 * The editing area: a root layout of its own (the public pages' is app/[lang]),
 * English only; never indexed, never cached (every page reads the session).
 */
export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  applicationName: site.name,
  title: { template: '%s · Editing area', default: 'Editing area' },
  robots: { index: false, follow: false },
};

export default async function AdminLayout({ children }: { children: ReactNode }) {
  // Rendered per request, never at build: the session and the content source are read at run time.
  await connection();
  return (
    // The Bengali face is named here for the Bangla fields (app/globals.css); fetched only where one shows.
    <html lang="en" className={`${inter.variable} ${bengali.variable}`}>
      <body data-editing-area="" className="flex min-h-dvh flex-col font-sans">
        <div className="flex min-h-dvh flex-col bg-slate-50 text-brand-ink">
          {env.contentApiUrl ? (
            <main
              id="main"
              className="mx-auto flex max-w-lg flex-1 flex-col justify-center px-5 py-16"
            >
              <h1 className="text-2xl font-bold">Content is edited in the CMS</h1>
              <p className="mt-3 text-brand-slate">{UPSTREAM_EDITING}</p>
            </main>
          ) : (
            children
          )}
        </div>
      </body>
    </html>
  );
}

export const viewport: Viewport = { themeColor: '#0B2545', width: 'device-width', initialScale: 1 };
