import { langProps } from '@/lib/i18n/translate';
import { Link } from '@/components/ui/link';
import { Slider } from '@/components/ui/slider';
import type { Blog } from '@/lib/content/contract';
import { AUTOPLAY_MS, blogText, CUT } from '@/lib/copy/blog';
import { ShownDate } from '@/components/ui/shown-date';
import { truncate } from '@/lib/format';

function RecentPost({ blog }: { blog: Blog }) {
  return (
    <article className="relative h-full rounded-xl bg-white p-4 ring-1 ring-black/5">
      <h3 {...langProps(blog.title)} className="font-semibold leading-snug text-brand-ink">
        <Link
          href={`/blogs/details/${blog.slug}`}
          className="after:absolute after:inset-0 hover:text-brand-teal-700"
        >
          {truncate(blog.title, CUT.recentTitle)}
        </Link>
      </h3>
      <p {...langProps(blog.short_description)} className="mt-1 text-sm text-brand-slate">
        {blog.short_description
          ? truncate(blog.short_description, CUT.recentDescription)
          : blogText.noDescription}
      </p>
      <p className="mt-2 flex flex-wrap gap-x-2 text-caption text-brand-slate">
        <time dateTime={blog.published_date ?? undefined}>
          <ShownDate value={blog.published_date} />
        </time>
        {blog.author && blog.author_id && (
          <>
            <span aria-hidden="true">·</span>
            <Link
              href={`/blogs/author/${blog.author_id}`}
              {...langProps(blog.author)}
              className="relative z-10 font-medium text-brand-ink hover:underline"
            >
              {blog.author}
            </Link>
          </>
        )}
      </p>
    </article>
  );
}

/** Recent Posts: a list beside the article on large screens, a slider under it on small ones. */
export function RecentPosts({ blogs }: { blogs: Blog[] }) {
  return (
    <aside aria-labelledby="recent-posts" className="lg:sticky lg:top-28 lg:self-start">
      <div className="flex items-end justify-between gap-4">
        <h2 id="recent-posts" className="text-heading-3 text-brand-ink">
          {blogText.recentPosts}
        </h2>
        <Link
          href="/blogs"
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-teal-700 hover:underline"
        >
          {blogText.viewAll}
          <span className="sr-only"> articles</span>
        </Link>
      </div>
      {blogs.length === 0 ? (
        <p className="mt-4 text-brand-slate">{blogText.noRecent}</p>
      ) : (
        <>
          <ul className="mt-4 hidden space-y-3 lg:block">
            {blogs.map((blog) => (
              <li key={blog.slug}>
                <RecentPost blog={blog} />
              </li>
            ))}
          </ul>
          <div className="mt-4 lg:hidden">
            <Slider
              label={blogText.recentPosts}
              loop
              autoplayMs={AUTOPLAY_MS}
              breakpoints={{
                320: { perView: 1.25, gap: 10 },
                640: { perView: 2, gap: 20 },
                768: { perView: 3, gap: 30 },
                1024: { perView: 4, gap: 40 },
              }}
            >
              {blogs.map((blog) => (
                <RecentPost key={blog.slug} blog={blog} />
              ))}
            </Slider>
          </div>
        </>
      )}
    </aside>
  );
}
