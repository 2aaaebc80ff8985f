import { listDate } from '@/lib/dates';
import type { Metadata } from 'next';
import Link from 'next/link';
import { SelectField } from '@/components/admin/field';
import { Pager } from '@/components/admin/pager';
import { SearchForm } from '@/components/admin/search-form';
import { SubmitButton } from '@/components/ui/submit-button';
import { bulkPostsForm } from '@/lib/admin/blog-post-actions';
import { BanglaLegend, BanglaMark, MissingBanglaFilter } from '@/components/admin/bangla-mark';
import { MISSING_BANGLA } from '@/lib/admin/bangla-fields';
import {
  heldBackWords,
  NO_AUTHOR,
  NO_CATEGORY,
  postState,
  unfinishedWords,
} from '@/lib/admin/blog-post-labels';
import { listPosts, POST_STATES, postBanglaMark, postChoices } from '@/lib/admin/blog-posts';
import { addressWithQuery, one, pageNumber, searchText, type Query } from '@/lib/admin/query';
import { requireEditor } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Articles' };

type Props = { searchParams: Promise<Query> };

/** What a bulk action did, by its name in the address (never words from the address itself). */
const BULK_DONE: Record<string, (count: number) => string> = {
  publish: (n) => `${n} ${n === 1 ? 'article' : 'articles'} published.`,
  hide: (n) => `${n} ${n === 1 ? 'article' : 'articles'} hidden from the site.`,
  delete: (n) =>
    `${n} ${n === 1 ? 'article' : 'articles'} moved to the bin, off the site; restorable there for 30 days.`,
};
const BULK_REFUSED: Record<string, string> = {
  none: 'Nothing was changed: tick the articles and choose what to do with them.',
  unconfirmed: 'Nothing was moved: tick “Yes, move the ticked articles to the bin” to confirm.',
};

export default async function BlogPostsPage({ searchParams }: Props) {
  const query = await searchParams;
  await requireEditor(addressWithQuery('/admin/blog-posts', query), { content: ['edit'] });
  const search = searchText(query);
  const page = pageNumber(query);
  const { categories } = await postChoices();
  const state = POST_STATES.find((s) => s.value === one(query.status))?.value ?? '';
  const category = categories.find((c) => c.value === one(query.category))?.value ?? '';
  const missingBangla = one(query.bangla) === MISSING_BANGLA.value;
  const posts = await listPosts({ search, page, state, category, missingBangla });
  const bulk = one(query.bulk);
  // A refused bulk action gives back what was ticked and chosen.
  const ticked = new Set(one(query.ticked).split(',').filter(Boolean));
  const chosen = BULK_REFUSED[bulk] ? one(query.action) : '';
  const done = BULK_DONE[bulk]?.(Math.max(0, Number(one(query.count)) || 0));
  const heldOf = (name: string) =>
    bulk === 'publish' ? Math.min(200, Math.max(0, Number(one(query[name])) || 0)) : 0;
  const held = heldOf('held');
  const unfinished = heldOf('unfinished');
  const filters = {
    ...(search && { q: search }),
    ...(state && { status: state }),
    ...(category && { category }),
    ...(missingBangla && { bangla: MISSING_BANGLA.value }),
  };
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold">Articles</h1>
        <Link
          href="/admin/blog-posts/new"
          className="rounded-md bg-brand-navy px-4 py-2 font-semibold text-white hover:bg-brand-teal"
        >
          Write an article
        </Link>
      </div>
      {(one(query.deleted) || done) && (
        <p
          role="status"
          className="mt-4 rounded-md bg-emerald-50 px-4 py-3 font-semibold text-emerald-900"
        >
          {done ?? (
            <>
              The article was moved to the{' '}
              <Link className="underline" href="/admin/bin">
                bin
              </Link>
              , off the site; it can be restored from there for 30 days.
            </>
          )}
        </p>
      )}
      {held > 0 && (
        <p
          role="alert"
          className="mt-4 rounded-md bg-amber-50 px-4 py-3 font-semibold text-amber-900"
        >
          {heldBackWords(held)}
        </p>
      )}
      {unfinished > 0 && (
        <p
          role="alert"
          className="mt-4 rounded-md bg-amber-50 px-4 py-3 font-semibold text-amber-900"
        >
          {unfinishedWords(unfinished)}
        </p>
      )}
      {BULK_REFUSED[bulk] && (
        <p role="alert" className="mt-4 rounded-md bg-red-50 px-4 py-3 font-semibold text-red-800">
          {BULK_REFUSED[bulk]}
        </p>
      )}
      <SearchForm action="/admin/blog-posts" label="Search articles" search={search}>
        <SelectField name="status" label="State" choices={POST_STATES} value={state} none="Any" />
        <SelectField
          name="category"
          label="Category"
          choices={categories}
          value={category}
          none="Any"
        />
        <MissingBanglaFilter checked={missingBangla} />
      </SearchForm>
      <p className="mt-4 text-sm text-brand-slate">
        {posts.total} {posts.total === 1 ? 'article' : 'articles'}, newest first.
      </p>
      {posts.rows.length > 0 && <BanglaLegend />}
      {posts.rows.length > 0 && (
        <form
          id="bulk"
          action={bulkPostsForm}
          className="mt-3 flex flex-wrap items-end gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-black/5"
        >
          {Object.entries({ ...filters, ...(page > 1 && { page: String(page) }) }).map(
            ([name, value]) => (
              <input key={name} type="hidden" name={`$${name}`} value={value} />
            ),
          )}
          <SelectField
            name="action"
            label="With the ticked articles"
            choices={[
              { value: 'publish', label: 'Publish' },
              { value: 'hide', label: 'Hide from the site' },
              { value: 'delete', label: 'Move to the bin' },
            ]}
            value={chosen}
          />
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input type="checkbox" name="confirm" value="yes" className="size-5" />
            Yes, move the ticked articles to the bin (needed to delete)
          </label>
          <SubmitButton pendingLabel="Applying…">Apply</SubmitButton>
        </form>
      )}
      <ul className="mt-3 flex flex-col gap-2">
        {posts.rows.map((post) => {
          const state = postState(post);
          return (
            <li
              key={post.id}
              className="flex items-stretch gap-3 rounded-lg bg-white shadow-sm ring-1 ring-black/5 hover:ring-brand-navy"
            >
              <label className="flex min-w-11 items-center justify-center pl-3">
                <input
                  type="checkbox"
                  name="ids"
                  value={post.id}
                  form="bulk"
                  defaultChecked={ticked.has(String(post.id))}
                  className="size-5"
                  aria-label={`Tick “${post.title}”`}
                />
              </label>
              <Link
                href={`/admin/blog-posts/${post.id}`}
                className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-4 pr-4"
              >
                <span className="min-w-0 font-semibold break-words text-brand-navy">
                  {post.title}
                </span>
                <span className="text-sm text-brand-slate">
                  {[
                    state,
                    listDate(post.publishedAt),
                    post.category ?? NO_CATEGORY,
                    post.author ?? NO_AUTHOR,
                  ].join(' · ')}
                </span>
                <BanglaMark {...postBanglaMark(post)} />
              </Link>
            </li>
          );
        })}
      </ul>
      <Pager
        page={page}
        pages={posts.pages}
        href={(p) => `/admin/blog-posts?${new URLSearchParams({ ...filters, page: String(p) })}`}
      />
    </>
  );
}
