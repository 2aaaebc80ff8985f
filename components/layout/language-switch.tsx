'use client';

import { useParams, useSearchParams, useSelectedLayoutSegments } from 'next/navigation';
import { Suspense, useEffect, useState } from 'react';
import { otherLanguage, pathIn, resultsQuery, switchQuery } from '@/lib/i18n/languages';
import { usePageLanguage, usePagePath } from './page-address';

type Props = { label: string; className: string };

/**
 * The pages rendered per request, which read the address's query on the server
 * (their segments under the site's layout): a blog list with a `?page=` or a
 * `?category=` (`paged-view`, lib/routing/rewrites.ts) and a search that the
 * cached result pages cannot carry (`search` alone; `search/results/…` is cached).
 */
const renderedPerRequest = (segments: string[] | null) =>
  !!segments &&
  (segments.includes('paged-view') || (segments[0] === 'search' && segments[1] !== 'results'));

/**
 * The header's way to the same page in the other language: a plain link (a whole
 * page load, no script needed, nothing remembered), named in the language it
 * leads to, carrying the page's own query (its page number, its search) and
 * nothing else. Where the page has no address of its own (the not-found document),
 * the other language's home.
 *
 * Only a page rendered per request reads its query on the server, so only there
 * does the link carry it without JavaScript; a cached search result page has it in
 * its route.
 */
export function LanguageSwitch(props: Props) {
  const perRequest = renderedPerRequest(useSelectedLayoutSegments());
  const [query, setQuery] = useState<string | null>(null);
  if (perRequest)
    return (
      <Suspense fallback={<SwitchLink {...props} query={null} />}>
        <SwitchWithQuery {...props} />
      </Suspense>
    );
  // A page rendered once for all its visitors cannot read the query on the server.
  // Reading it in the link there would leave the link to the browser: React would
  // replace the server's link as it hydrates, and a tap landing on it then (its
  // press on the old link, its release on the new) would be lost. So the link
  // hydrates as the server wrote it, and the query (a list paged in place) follows.
  return (
    <>
      <SwitchLink {...props} query={query} />
      <Suspense fallback={null}>
        <FollowQuery onQuery={setQuery} />
      </Suspense>
    </>
  );
}

function SwitchWithQuery(props: Props) {
  return <SwitchLink {...props} query={useSearchParams().toString()} />;
}

/** Hands the address's query up once the page runs, and as it changes. */
function FollowQuery({ onQuery }: { onQuery: (query: string) => void }) {
  const query = useSearchParams().toString();
  useEffect(() => onQuery(query), [query, onQuery]);
  return null;
}

function SwitchLink({ label, className, query }: Props & { query: string | null }) {
  const page = usePagePath();
  const params = useParams();
  const to = otherLanguage(usePageLanguage());
  const path = page?.path ?? '/';
  const asked = query === null ? resultsQuery(params ?? {}) : new URLSearchParams(query);
  const search = page ? switchQuery(path, asked) : '';
  return (
    <a href={`${pathIn(to, path)}${search}`} hrefLang={to} lang={to} className={className}>
      {label}
    </a>
  );
}
