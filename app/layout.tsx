import { Analytics } from '@vercel/analytics/next';
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { ScrollResetOnRouteChange } from '@/components/layout/scroll-reset-on-route-change';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteStructuredData } from '@/components/layout/site-structured-data';
import { ToasterSlot } from '@/components/forms/toaster-slot';
import { site } from '@/lib/site';
import { inter } from './fonts';
import './globals.css';

export function generateMetadata(): Metadata {
  return {
    metadataBase: new URL(site.url),
    title: { absolute: site.name },
    description: site.description,
    applicationName: site.name,
  };
}

export const viewport: Viewport = { themeColor: '#0B2545', width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={inter.variable}>
      <body className="flex min-h-dvh flex-col font-sans">
        {/* Filled in by the first form post of a visit (lib/forms/submit.ts): cached pages cannot carry a per-visitor token. */}
        <meta name="csrf-token" content="" />
        <a
          href="#main"
          className="sr-only z-50 rounded bg-brand-saffron px-4 py-2 font-semibold text-brand-navy focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <SiteFooter />
        <ToasterSlot />
        <ScrollResetOnRouteChange />
        <SiteStructuredData />
        {/* Page views, including client-side route changes. Its script is served by
            Vercel's edge (ANALYTICS=on where a proxy serves it); elsewhere it would be a
            404 and a console error on every page. */}
        {(process.env.VERCEL || process.env.ANALYTICS === 'on') && <Analytics />}
      </body>
    </html>
  );
}
