import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { lang } from 'next/root-params';
import { isLanguage, LANGUAGES } from '@/lib/i18n/languages';
import { currentLanguage } from '@/lib/i18n/server';
import { messagesFor } from '@/lib/i18n/messages';
import { groupNameIn } from '@/lib/metadata';
import { site } from '@/lib/site';
import { bengali, inter } from '../fonts';
import '../globals.css';

/**
 * Both languages are rendered at build time. Not `dynamicParams = false`: that
 * would hold for every segment below too, and the articles and search results are
 * rendered on their first visit. Any other first segment is no page (below).
 */
export function generateStaticParams() {
  return LANGUAGES.map((language) => ({ lang: language }));
}

/** What a page that names no title of its own (a not-found page of a section) says in its tab: the group, in the page's language. */
export async function generateMetadata(): Promise<Metadata> {
  const lang = await currentLanguage();
  return {
    metadataBase: new URL(site.url),
    title: { absolute: groupNameIn(lang) },
    // The group in a sentence, in the page's language (the footer's and the Organization's).
    description: lang === 'en' ? site.description : messagesFor(lang).footer.about,
    applicationName: site.name,
  };
}

export const viewport: Viewport = { themeColor: '#0B2545', width: 'device-width', initialScale: 1 };

export default async function RootLayout({ children }: { children: ReactNode }) {
  if (!isLanguage(await lang())) notFound();
  const language = await currentLanguage();
  // The Bengali face only where Bangla is shown: English pages load nothing more.
  const fonts = language === 'bn' ? `${inter.variable} ${bengali.variable}` : inter.variable;
  return (
    <html lang={language} className={fonts}>
      <body className="flex min-h-dvh flex-col font-sans">{children}</body>
    </html>
  );
}
