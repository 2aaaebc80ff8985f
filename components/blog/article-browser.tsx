'use client';

import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import ky, { HTTPError } from 'ky';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import type { Blog, Meta } from '@/lib/content/contract';
import { blogText, FILTER_DELAY_MS } from '@/lib/copy/blog';
import { pageFrom } from '@/lib/pagination';
import { withRetry } from '@/lib/retry';
import { ArticleCard } from './article-card';
import { Pagination } from './pagination';

type ArticlePage = { blogs: Blog[]; meta: Meta };
type Category = { slug: string; name: string };

type Props = {
  /** The page the server rendered, for the category and page it was rendered for. */
  initial: ArticlePage & { failed: boolean; category: string | null; page: number };
  /** Path of the list ('/blogs' or '/blogs/{category}'); the page and filter go in its query. */
  basePath: string;
  /** A category page's own category (the filter of '/blogs' comes from `?category=`). */
  category?: string;
  /** Categories for the small-screen filter (the all-articles view only). */
  filters?: Category[];
};

/**
 * The article list: server-rendered first, then paged and filtered in the browser
 * with react-query seeded by the server's page. State lives in the URL (`?page=`,
 * `?category=`), so every state is a real, shareable, crawlable link.
 */
export function ArticleBrowser(props: Props) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false } } }),
  );
  return (
    <QueryClientProvider client={client}>
      <ArticleList {...props} />
    </QueryClientProvider>
  );
}

const delay = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

async function fetchArticles(category: string | null, page: number, signal: AbortSignal) {
  if (category) await delay(FILTER_DELAY_MS, signal);
  const searchParams: Record<string, string | number> = { page };
  if (category) searchParams.category = category;
  return withRetry(
    () => ky.get('/api/site/articles', { searchParams, signal, retry: 0 }).json<ArticlePage>(),
    (error) => error instanceof HTTPError && error.response.status === 429,
  );
}

type ListState = { page: number; filter: string | null };

function ArticleList({ initial, basePath, category: fixedCategory, filters }: Props) {
  const listRef = useRef<HTMLDivElement>(null);
  // The server rendered this page and filter; later ones come from clicks and from
  // Back and Forward (not useSearchParams, which would keep the cached /blogs from
  // being rendered on the server).
  const [{ page, filter }, setState] = useState<ListState>({
    page: initial.page,
    filter: fixedCategory ? null : initial.category,
  });
  useEffect(() => {
    const fromLocation = () => {
      const search = new URLSearchParams(window.location.search);
      const requested = search.get('category');
      setState({
        page: pageFrom(search.get('page')),
        filter: filters?.some((c) => c.slug === requested) ? requested : null,
      });
    };
    window.addEventListener('popstate', fromLocation);
    return () => window.removeEventListener('popstate', fromLocation);
  }, [filters]);
  const category = fixedCategory ?? filter;
  const seeded = !initial.failed && initial.category === category && initial.page === page;

  const query = useQuery({
    queryKey: ['articles', category, page],
    queryFn: ({ signal }) => fetchArticles(category, page, signal),
    initialData: seeded ? { blogs: initial.blogs, meta: initial.meta } : undefined,
    enabled: !(initial.failed && initial.category === category && initial.page === page),
  });

  const hrefFor = (target: number, withFilter = filter) => {
    const params = new URLSearchParams();
    if (withFilter) params.set('category', withFilter);
    if (target > 1) params.set('page', String(target));
    const query = params.toString();
    return query ? `${basePath}?${query}` : basePath;
  };

  const go = (href: string, next: ListState) => {
    window.history.pushState(null, '', href);
    setState(next);
    const top = listRef.current;
    if (top && top.getBoundingClientRect().top < 0)
      top.scrollIntoView({
        block: 'start',
        behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
      });
  };

  const onNavigate = (target: number, event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    go(hrefFor(target), { page: target, filter });
  };

  const data = query.data;
  const failed = query.isError || (!data && initial.failed && !query.isFetching);
  const loading = query.isFetching && !data;

  return (
    <div ref={listRef} className="scroll-mt-28">
      {filters && (
        <CategoryFilter
          filters={filters}
          active={filter}
          onChoose={(slug) => go(hrefFor(1, slug), { page: 1, filter: slug })}
        />
      )}
      <div aria-live="polite" aria-busy={query.isFetching}>
        {loading ? (
          <p role="status" className="flex items-center gap-3 py-16 text-brand-slate">
            <span
              aria-hidden="true"
              className="size-5 animate-spin rounded-full border-2 border-brand-teal border-t-transparent motion-reduce:animate-none"
            />
            Loading articles…
          </p>
        ) : failed ? (
          <p className="py-16 text-brand-slate">{blogText.blogsFailed}</p>
        ) : !data || data.blogs.length === 0 ? (
          <p className="py-16 text-brand-slate">{blogText.noBlogs}</p>
        ) : (
          <ul
            className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-4 ${query.isFetching ? 'opacity-60' : ''}`}
          >
            {data.blogs.map((blog, i) => (
              <li key={blog.slug}>
                <ArticleCard blog={blog} priority={i === 0} />
              </li>
            ))}
          </ul>
        )}
      </div>
      {data && data.blogs.length > 0 && (
        <Pagination
          meta={data.meta}
          hrefFor={(target) => hrefFor(target)}
          onNavigate={onNavigate}
          label="Article pages"
        />
      )}
    </div>
  );
}

/** The small-screen category filter: 'All Articles' and every category but video. */
function CategoryFilter({
  filters,
  active,
  onChoose,
}: {
  filters: Category[];
  active: string | null;
  onChoose: (slug: string | null) => void;
}) {
  const [open, setOpen] = useState(false);
  const options = [
    { slug: null, name: blogText.allArticles },
    ...filters.filter((c) => c.slug !== 'video'),
  ];
  const current = options.find((o) => o.slug === active) ?? options[0]!;
  return (
    <div className="relative mb-6 md:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="category-filter"
        onClick={() => setOpen((v) => !v)}
        className="flex min-h-11 w-full items-center justify-between rounded-lg bg-white px-4 font-semibold text-brand-navy ring-1 ring-black/10"
      >
        <span>
          <span className="sr-only">Category: </span>
          {current.name}
        </span>
        <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      {open && (
        <ul
          id="category-filter"
          className="absolute inset-x-0 top-full z-20 mt-1 overflow-hidden rounded-lg bg-white shadow-lg ring-1 ring-black/10"
        >
          {options.map((option) => (
            <li key={option.slug ?? 'all'}>
              <button
                type="button"
                aria-pressed={option.slug === current.slug}
                onClick={() => {
                  setOpen(false);
                  onChoose(option.slug);
                }}
                className="flex min-h-11 w-full items-center px-4 text-left text-brand-ink hover:bg-brand-teal-100 aria-pressed:font-semibold aria-pressed:text-brand-teal-700"
              >
                {option.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
