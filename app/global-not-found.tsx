import type { Metadata, Viewport } from 'next';
import { UnaddressedPage } from '@/components/layout/page-address';
import { PageNotFound } from '@/components/layout/page-not-found';
import { SiteChrome } from '@/components/layout/site-chrome';
import { site } from '@/lib/site';
import { inter } from './fonts';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { absolute: `Page not found || ${site.name}` },
  robots: { index: false, follow: true },
};

export const viewport: Viewport = { themeColor: '#0B2545', width: 'device-width', initialScale: 1 };

/**
 * An address no route matches: a whole document of its own, with the site's
 * chrome, rendered outside every layout. Because it is not the root layout's
 * not-found boundary, no page's payload carries it (the root boundary,
 * app/not-found.tsx, is the bare view).
 */
export default function GlobalNotFound() {
  return (
    <html lang="en" className={inter.variable}>
      <body className="flex min-h-dvh flex-col font-sans">
        <UnaddressedPage>
          <SiteChrome lang="en">
            <PageNotFound lang="en" />
          </SiteChrome>
        </UnaddressedPage>
      </body>
    </html>
  );
}
