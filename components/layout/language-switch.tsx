'use client';

import { otherLanguage, pathIn } from '@/lib/i18n/languages';
import { usePageLanguage, usePagePath } from './page-address';

/**
 * The header's way to the same page in the other language: a plain link (a whole
 * page load, no script needed, nothing remembered), named in the language it
 * leads to. Where the page has no address of its own (the not-found document),
 * the other language's home.
 */
export function LanguageSwitch({ label, className }: { label: string; className: string }) {
  const page = usePagePath();
  const to = otherLanguage(usePageLanguage());
  return (
    <a href={pathIn(to, page?.path ?? '/')} hrefLang={to} lang={to} className={className}>
      {label}
    </a>
  );
}
