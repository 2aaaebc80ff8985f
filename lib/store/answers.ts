import type { ReadName } from '@/lib/content/contract';
import { readPath, type Paging, type Params } from '@/lib/content/routes';
import type { SourceResponse } from '@/lib/content/source-response';
import type { Language } from '@/lib/i18n/languages';
import type { Store } from './store';

/** The store's answers, as the contract's HTTP source would give them. */
export const ok = (body: unknown): SourceResponse => ({ status: 200, body });
export const notFound = (message: string): SourceResponse => ({
  status: 404,
  body: { message },
});
export const iso = (d: Date) => d.toISOString();

/**
 * `preview`: an editor's preview (draft mode), where unpublished drafts and articles
 * show; `lang`: the page's language, whose values the answer carries (English: the
 * contract's body exactly).
 */
export type Handler = (
  db: Store,
  params: Params,
  paging: Paging,
  preview: boolean,
  lang: Language,
) => Promise<SourceResponse>;

/** The paging block of a paged read, with the contract's page addresses. */
export function meta(name: ReadName, params: Params, paging: Paging, total: number) {
  const lastPage = Math.max(1, Math.ceil(total / paging.per_page));
  const url = (page: number) =>
    `${readPath(name, params)}?page=${page}&per_page=${paging.per_page}`;
  return {
    current_page: paging.page,
    last_page: lastPage,
    prev_page_url: paging.page > 1 ? url(Math.min(paging.page - 1, lastPage)) : null,
    next_page_url: paging.page < lastPage ? url(paging.page + 1) : null,
  };
}
