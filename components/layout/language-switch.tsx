'use client';

import { useParams, useSearchParams } from 'next/navigation';
import { Suspense } from 'react';
import { otherLanguage, pathIn, resultsQuery, switchQuery } from '@/lib/i18n/languages';
import { usePageLanguage, usePagePath } from './page-address';

type Props = { label: string; className: string };

/**
 * The header's way to the same page in the other language: a plain link (a whole
 * page load, no script needed, nothing remembered), named in the language it
 * leads to, carrying the page's own query (its page number, its search) and
 * nothing else. Where the page has no address of its own (the not-found document),
 * the other language's home.
 *
 * A page rendered once for all its visitors has no query on the server: there the
 * link is the fallback's, without it, until the browser fills it in. A page
 * rendered per query (a paged list) reads it on the server, and a cached search
 * result page has it in its route, so without JavaScript the link keeps it too.
 */
export function LanguageSwitch(props: Props) {
  return (
    <Suspense fallback={<SwitchLink {...props} query={null} />}>
      <SwitchWithQuery {...props} />
    </Suspense>
  );
}

function SwitchWithQuery(props: Props) {
  return <SwitchLink {...props} query={useSearchParams()} />;
}

function SwitchLink({ label, className, query }: Props & { query: { toString(): string } | null }) {
  const page = usePagePath();
  const params = useParams();
  const to = otherLanguage(usePageLanguage());
  const path = page?.path ?? '/';
  const asked = query ? new URLSearchParams(query.toString()) : resultsQuery(params ?? {});
  const search = page ? switchQuery(path, asked) : '';
  return (
    <a href={`${pathIn(to, path)}${search}`} hrefLang={to} lang={to} className={className}>
      {label}
    </a>
  );
}
