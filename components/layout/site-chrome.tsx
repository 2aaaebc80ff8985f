import { Analytics } from '@vercel/analytics/next';
import type { ReactNode } from 'react';
import type { Language } from '@/lib/i18n/languages';
import { messagesFor } from '@/lib/i18n/messages';
import { ToasterSlot } from '@/components/forms/toaster-slot';
import { PreviewBar } from './preview-bar';
import { ScrollResetOnRouteChange } from './scroll-reset-on-route-change';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * What every public page has around its content: the skip link, header, footer
 * and the toasts of the visitor forms, in the page's language. The public
 * pages' layout (app/[lang]/(site)/layout.tsx) and the not-found page for addresses
 * that match no route (app/global-not-found.tsx, outside that layout) both use it; the
 * editing area (app/admin) has a shell of its own.
 */
export function SiteChrome({ lang, children }: { lang: Language; children: ReactNode }) {
  return (
    <>
      {/* Filled in by the first form post of a visit (lib/forms/submit.ts): cached pages cannot carry a per-visitor token. */}
      <meta name="csrf-token" content="" />
      <a
        href="#main"
        className="sr-only z-50 rounded bg-brand-saffron px-4 py-2 font-semibold text-brand-navy focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {messagesFor(lang).chrome.skipLink}
      </a>
      <PreviewBar />
      <SiteHeader lang={lang} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {lang === 'en' ? (
          children
        ) : (
          // The content comes from the store in English for now (issue 49): marked, so
          // screen readers read it in an English voice. Bangla parts inside mark themselves.
          <div lang="en" className="contents">
            {children}
          </div>
        )}
      </main>
      <SiteFooter lang={lang} />
      <ToasterSlot />
      <ScrollResetOnRouteChange />
      {/* Page views, including client-side route changes. Its script is served by
          Vercel's edge (ANALYTICS=on where a proxy serves it); elsewhere it would be a
          404 and a console error on every page. */}
      {(process.env.VERCEL || process.env.ANALYTICS === 'on') && <Analytics />}
    </>
  );
}
