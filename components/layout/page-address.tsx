'use client';

import { usePathname } from 'next/navigation';
import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_LANGUAGE, pathIn, splitPath, type Language } from '@/lib/i18n/languages';

/**
 * The not-found document of addresses no route matches is rendered once and served
 * for every such address (app/global-not-found.tsx). Whatever it printed of the
 * first request's address would reach every later visitor: a form posting to it,
 * a menu item marked current, links in the first visitor's language. Inside it the
 * page has no address of its own.
 */
const Unaddressed = createContext<Language | null>(null);

/** A page served for many addresses, in `lang` (the not-found documents). */
export function UnaddressedPage({
  lang = DEFAULT_LANGUAGE,
  children,
}: {
  lang?: Language;
  children: ReactNode;
}) {
  return <Unaddressed value={lang}>{children}</Unaddressed>;
}

/**
 * The page's language and its English path. The server renders an English page at
 * its internal path `/en/...` (lib/routing/rewrites.ts) while the browser shows it
 * without the prefix: both read the same here, so the HTML and the hydrated page agree.
 */
export function usePagePath(): { lang: Language; path: string } | null {
  const pathname = usePathname();
  return useContext(Unaddressed) ? null : splitPath(pathname);
}

/** The page's own public address, or null on a page served for many addresses. */
export function usePageAddress(): string | null {
  const page = usePagePath();
  return page && pathIn(page.lang, page.path);
}

/** The page's language: its address's, or the language a page served for many addresses is in. */
export function usePageLanguage(): Language {
  const unaddressed = useContext(Unaddressed);
  const page = usePagePath();
  return unaddressed ?? page?.lang ?? DEFAULT_LANGUAGE;
}
