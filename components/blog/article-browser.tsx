'use client';

import dynamic from 'next/dynamic';
import {
  useEffect,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { usePageLanguage } from '@/components/layout/page-address';
import { localizeHref } from '@/lib/i18n/languages';
import type { ListWords, Messages } from '@/lib/i18n/messages';
import { ARTICLES_ANCHOR, listHref, pageFrom, type ListState } from '@/lib/pagination';
import { ArticlesLoading } from './articles-loading';

type Category = { slug: string; name: string };

const loadPagedArticles = () => import('./paged-articles');
const PagedArticles = dynamic(loadPagedArticles, {
  ssr: false,
  loading: () => <ArticlesLoading />,
});

type Props = {
  /** The page and filter the server rendered as `children`. */
  initial: ListState;
  /** Path of the list ('/blogs' or '/blogs/{category}'); the page and filter go in its query. */
  basePath: string;
  /** A category page's own category (the filter of '/blogs' comes from `?category=`). */
  category?: string;
  /** Categories for the small-screen filter (the all-articles view only). */
  filters?: Category[];
  /** The list's heading, inside the anchor: a jump to the list shows it. */
  heading?: ReactNode;
  /** The page bar's words in the page's language, for later pages. */
  pageWords: Messages['pages'];
  /** The list's, cards' and filter's words in the page's language. */
  words: ListWords;
  /** The server-rendered list of `initial` (article-list.tsx). */
  children: ReactNode;
};

/**
 * The article list: the server renders the page a visit lands on (`children`);
 * this takes over its page links and the category filter, so later pages are
 * fetched as data (paged-articles.tsx, loaded when the visitor first points at
 * a page link or the filter). State lives in the URL (`?page=`, `?category=`), so
 * every state is a real, shareable, crawlable link.
 */
export function ArticleBrowser({
  initial,
  basePath,
  category: fixedCategory,
  filters,
  heading,
  pageWords,
  words,
  children,
}: Props) {
  const listRef = useRef<HTMLDivElement>(null);
  // Later states come from clicks and from Back and Forward (not useSearchParams,
  // which would keep the cached /blogs from being rendered on the server).
  const [state, setState] = useState<ListState>(initial);
  useEffect(() => {
    const fromLocation = () => {
      const search = new URLSearchParams(window.location.search);
      const requested = search.get('category');
      setState({
        page: pageFrom(search.get('page')),
        filter: filters?.some((c) => c.slug === requested) ? requested : null,
      });
    };
    // Back to this list from an article: the router draws the list again as the
    // server first sent it (`initial`), while the address names the page and the
    // filter the visitor had chosen here.
    fromLocation();
    window.addEventListener('popstate', fromLocation);
    return () => window.removeEventListener('popstate', fromLocation);
  }, [filters]);

  // The page's language, read before the address changes: a Bangla list stays under /bn.
  const lang = usePageLanguage();
  const go = (next: ListState) => {
    window.history.pushState(null, '', localizeHref(listHref(basePath, next), lang));
    setState(next);
    const top = listRef.current;
    if (top && top.getBoundingClientRect().top < 0)
      top.scrollIntoView({
        block: 'start',
        behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
      });
  };

  // Page links (server- or client-rendered) carry data-page: a plain click stays
  // on this page; a modified one opens the link as the browser would.
  const takeOverPageLink = (event: MouseEvent) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-page]');
    if (!link || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (event.button !== 0) return;
    event.preventDefault();
    go({ page: Number(link.dataset.page), filter: state.filter });
  };
  // The paging code is fetched as soon as the visitor points at a control.
  const warm = (event: SyntheticEvent) => {
    if ((event.target as Element).closest('a[data-page], [data-list-filter]'))
      void loadPagedArticles();
  };

  const atInitial = state.page === initial.page && state.filter === initial.filter;
  return (
    <div
      ref={listRef}
      id={ARTICLES_ANCHOR}
      // Below the sticky header (64 px) with room to spare: the list's heading is
      // inside, so a jump to the list shows it whole (at 112 px above the list,
      // the heading above it sat 6 px under the header).
      className="scroll-mt-20 short:scroll-mt-4"
      onClickCapture={takeOverPageLink}
      onPointerOverCapture={warm}
      onFocusCapture={warm}
    >
      {heading}
      {filters && (
        <CategoryFilter
          filters={filters}
          words={words}
          active={state.filter}
          basePath={basePath}
          onChoose={(slug) => go({ page: 1, filter: slug })}
        />
      )}
      <div aria-live="polite">
        {atInitial ? (
          children
        ) : (
          <PagedArticles
            basePath={basePath}
            category={fixedCategory ?? state.filter}
            page={state.page}
            filter={state.filter}
            pageWords={pageWords}
            words={words}
          />
        )}
      </div>
    </div>
  );
}

/**
 * The small-screen category filter: 'All Articles' and every category but video.
 * A <details> of links, so that it opens and filters before the page's script has
 * run, and without it (each link is the list's own address for that category);
 * once hydrated, a plain click filters in place and closes it.
 */
function CategoryFilter({
  filters,
  words,
  active,
  basePath,
  onChoose,
}: {
  filters: Category[];
  words: ListWords;
  active: string | null;
  basePath: string;
  onChoose: (slug: string | null) => void;
}) {
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const lang = usePageLanguage();
  const options = [
    { slug: null, name: words.allArticles },
    ...filters.filter((c) => c.slug !== 'video'),
  ];
  const current = options.find((o) => o.slug === active) ?? options[0]!;
  return (
    <details ref={detailsRef} data-list-filter className="group relative mb-6 md:hidden">
      <summary className="flex min-h-11 w-full cursor-pointer list-none items-center justify-between rounded-lg bg-white px-4 font-semibold text-brand-navy ring-1 ring-black/10 [&::-webkit-details-marker]:hidden">
        <span>
          <span className="sr-only">{words.category}</span>
          {current.name}
        </span>
        <span aria-hidden="true" className="group-open:rotate-180">
          ▾
        </span>
      </summary>
      <ul
        id="category-filter"
        className="absolute inset-x-0 top-full z-20 mt-1 overflow-hidden rounded-lg bg-white shadow-lg ring-1 ring-black/10"
      >
        {options.map((option) => (
          <li key={option.slug ?? 'all'}>
            <a
              href={localizeHref(listHref(basePath, { page: 1, filter: option.slug }), lang)}
              aria-current={option.slug === current.slug ? 'true' : undefined}
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                event.preventDefault();
                if (detailsRef.current) detailsRef.current.open = false;
                onChoose(option.slug);
              }}
              className="flex min-h-11 w-full items-center px-4 text-left text-brand-ink hover:bg-brand-teal-100 aria-[current]:font-semibold aria-[current]:text-brand-teal-700"
            >
              {option.name}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
