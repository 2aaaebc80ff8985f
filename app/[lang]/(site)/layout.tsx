import type { ReactNode } from 'react';
import { SiteChrome } from '@/components/layout/site-chrome';
import { currentLanguage } from '@/lib/i18n/server';

export default async function SiteLayout({ children }: { children: ReactNode }) {
  return <SiteChrome lang={await currentLanguage()}>{children}</SiteChrome>;
}
