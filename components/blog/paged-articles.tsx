'use client';

import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import ky from 'ky';
import { FILTER_DELAY_MS } from '@/lib/copy/blog';
import type { Language } from '@/lib/i18n/languages';
import type { ListWords, Messages } from '@/lib/i18n/messages';
import type { ListState } from '@/lib/pagination';
import { articleListRetry } from '@/lib/retry';
import { usePageLanguage } from '@/components/layout/page-address';
import { ArticleList, type ArticlePage } from './article-list';
import { ArticlesLoading } from './articles-loading';

/**
 * Pages of the article list after the one the server rendered, fetched in the
 * browser. Loaded by article-browser.tsx on the visitor's first paging or filter
 * (react-query and ky are not part of the page until then). One client for the
 * visit, so pages already seen come back from its cache.
 */
const client = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: false } },
});

const delay = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

async function fetchArticles(
  category: string | null,
  page: number,
  lang: Language,
  signal: AbortSignal,
) {
  if (category) await delay(FILTER_DELAY_MS, signal);
  const searchParams: Record<string, string | number> = { page };
  if (category) searchParams.category = category;
  // The English list asks as it always has: the contract's answer, byte for byte.
  if (lang !== 'en') searchParams.lang = lang;
  return ky
    .get('/api/site/articles', { searchParams, signal, retry: articleListRetry })
    .json<ArticlePage>();
}

type Props = ListState & {
  basePath: string;
  /** The page bar's words in the page's language. */
  pageWords: Messages['pages'];
  /** The list's and cards' words in that language. */
  words: ListWords;
  /** The category whose articles are listed: a category page's own, or the filter. */
  category: string | null;
};

export default function PagedArticles(props: Props) {
  return (
    <QueryClientProvider client={client}>
      <Page {...props} />
    </QueryClientProvider>
  );
}

function Page({ basePath, category, page, filter, pageWords, words }: Props) {
  const lang = usePageLanguage();
  const query = useQuery({
    queryKey: ['articles', lang, category, page],
    queryFn: ({ signal }) => fetchArticles(category, page, lang, signal),
  });
  if (query.isError)
    return (
      <ArticleList
        list="failed"
        basePath={basePath}
        filter={filter}
        lang={lang}
        pageWords={pageWords}
        words={words}
      />
    );
  if (!query.data) return <ArticlesLoading />;
  return (
    <ArticleList
      list={query.data}
      basePath={basePath}
      filter={filter}
      dimmed={query.isFetching}
      lang={lang}
      pageWords={pageWords}
      words={words}
    />
  );
}
