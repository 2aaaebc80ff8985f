import type { ReactNode } from 'react';
import { UnaddressedPage } from '@/components/layout/page-address';
import { SiteChrome } from '@/components/layout/site-chrome';
import { currentLanguage } from '@/lib/i18n/server';

/**
 * The chrome of a page served for many addresses: an address under `/bn` that no
 * route matches is rewritten here (next.config.ts's fallback rewrites), rendered
 * once per language like app/global-not-found.tsx is for English, and so prints
 * nothing of the address that reached it.
 */
export default async function UnaddressedLayout({ children }: { children: ReactNode }) {
  const lang = await currentLanguage();
  return (
    <UnaddressedPage lang={lang}>
      <SiteChrome lang={lang}>{children}</SiteChrome>
    </UnaddressedPage>
  );
}
