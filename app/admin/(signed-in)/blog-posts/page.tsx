import { format } from 'date-fns';
import type { Metadata } from 'next';
import Link from 'next/link';
import { Pager } from '@/components/admin/pager';
import { SearchForm } from '@/components/admin/search-form';
import { listPosts } from '@/lib/admin/blog-posts';
import { requireEditor } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Articles' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value) ?? '';

export default async function BlogPostsPage({ searchParams }: Props) {
  await requireEditor('/admin/blog-posts', { content: ['edit'] });
  const query = await searchParams;
  const search = one(query.q).trim().slice(0, 100);
  const requested = Number(one(query.page));
  const page = Number.isInteger(requested) && requested >= 1 && requested <= 10_000 ? requested : 1;
  const posts = await listPosts({ search, page });
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
      {one(query.deleted) && (
        <p
          role="status"
          className="mt-4 rounded-md bg-emerald-50 px-4 py-3 font-semibold text-emerald-900"
        >
          The article was moved to the{' '}
          <Link className="underline" href="/admin/bin">
            bin
          </Link>
          , off the site; it can be restored from there for 30 days.
        </p>
      )}
      <SearchForm action="/admin/blog-posts" label="Search articles" search={search} />
      <p className="mt-4 text-sm text-brand-slate">
        {posts.total} {posts.total === 1 ? 'article' : 'articles'}, newest first.
      </p>
      <ul className="mt-3 flex flex-col gap-2">
        {posts.rows.map((post) => {
          const state = `${!post.published ? 'Hidden' : post.scheduled ? 'Scheduled' : 'Published'}${post.hasDraft ? ', draft waiting' : ''}`;
          return (
            <li key={post.id}>
              <Link
                href={`/admin/blog-posts/${post.id}`}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-lg bg-white p-4 shadow-sm ring-1 ring-black/5 hover:ring-brand-navy"
              >
                <span className="min-w-0 font-semibold break-words text-brand-navy">
                  {post.title}
                </span>
                <span className="text-sm text-brand-slate">
                  {state} · {format(post.publishedAt, 'd MMM yyyy')} · {post.category} ·{' '}
                  {post.author}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      <Pager
        page={page}
        pages={posts.pages}
        href={(p) =>
          `/admin/blog-posts?${new URLSearchParams({ ...(search && { q: search }), page: String(p) })}`
        }
      />
    </>
  );
}
