import Link from 'next/link';
import { ContentImage } from '@/components/ui/content-image';
import type { Blog } from '@/lib/content/contract';
import { cardDate } from '@/lib/format';
import { sanitizeContent } from '@/lib/html';

export function ArticleDetail({ blog }: { blog: Blog }) {
  return (
    <article className="mx-auto max-w-3xl px-5 py-12 sm:px-8">
      <nav aria-label="Breadcrumb" className="text-sm text-brand-slate">
        <ol className="flex flex-wrap gap-2">
          <li>
            <Link href="/" className="hover:text-brand-teal">
              Home
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="text-brand-ink">
            {blog.title}
          </li>
        </ol>
      </nav>
      <h1 className="mt-6 text-heading-1">{blog.title}</h1>
      <p className="mt-4 text-sm text-brand-slate">
        {blog.author && (
          <>
            By{' '}
            {blog.author_id ? (
              <Link
                href={`/blogs/author/${blog.author_id}`}
                className="font-medium text-brand-ink hover:text-brand-teal"
              >
                {blog.author}
              </Link>
            ) : (
              blog.author
            )}
            {' · '}
          </>
        )}
        {blog.reading_time && <>{blog.reading_time} · </>}
        <time dateTime={blog.published_date ?? undefined}>{cardDate(blog.published_date)}</time>
      </p>
      <ContentImage
        src={blog.featured_image}
        alt=""
        width={1200}
        height={675}
        priority
        sizes="(min-width: 768px) 48rem, 100vw"
        className="mt-8 aspect-video h-auto w-full rounded-xl object-cover"
      />
      <div
        className="prose-content mt-8 space-y-4 text-body-lg [&_a]:text-brand-teal [&_a]:underline [&_h2]:mt-8 [&_h2]:text-heading-3 [&_ul]:list-disc [&_ul]:pl-6"
        dangerouslySetInnerHTML={{ __html: sanitizeContent(blog.description) }}
      />
    </article>
  );
}
