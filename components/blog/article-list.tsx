import Link from 'next/link';
import { ContentImage } from '@/components/ui/content-image';
import type { Blog } from '@/lib/content/contract';
import { cardDate, truncate } from '@/lib/format';

export const NO_BLOGS = 'No blogs available.';
export const NO_DESCRIPTION = 'No description available.';

export function ArticleList({ blogs, failed = false }: { blogs: Blog[]; failed?: boolean }) {
  if (blogs.length === 0) {
    return (
      <p className="mt-10 text-brand-slate">
        {failed ? 'Failed to fetch blogs. Please try again later.' : NO_BLOGS}
      </p>
    );
  }
  return (
    <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
      {blogs.map((blog) => (
        <li
          key={blog.slug}
          className="group relative flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-black/5"
        >
          <ContentImage
            src={blog.thumbnail}
            alt=""
            width={1200}
            height={675}
            sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
            className="aspect-video h-auto w-full object-cover"
          />
          <div className="flex flex-1 flex-col p-5">
            {blog.tags.length > 0 && (
              <p className="text-caption font-medium text-brand-teal">{blog.tags.join(' · ')}</p>
            )}
            <h2 className="mt-2 text-base font-semibold leading-snug">
              <Link
                href={`/blogs/details/${blog.slug}`}
                className="after:absolute after:inset-0 group-hover:text-brand-teal"
              >
                {truncate(blog.title, 82)}
              </Link>
            </h2>
            <p className="mt-2 flex-1 text-sm text-brand-slate">
              {blog.short_description ? truncate(blog.short_description, 120) : NO_DESCRIPTION}
            </p>
            <p className="relative z-10 mt-4 text-caption text-brand-slate">
              <time dateTime={blog.published_date ?? undefined}>
                {cardDate(blog.published_date)}
              </time>
              {blog.author_id && (
                <>
                  {' · '}
                  <Link
                    href={`/blogs/author/${blog.author_id}`}
                    className="font-medium hover:text-brand-teal"
                  >
                    {blog.author}
                  </Link>
                </>
              )}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
