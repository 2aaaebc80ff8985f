import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
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
      <body className="flex min-h-dvh flex-col font-sans">{children}</body>
    </html>
  );
}
