import { langProps } from '@/lib/i18n/translate';
import type { Language } from '@/lib/i18n/languages';
import { messagesFor } from '@/lib/i18n/messages';
import { Link } from '@/components/ui/link';
import { Slider } from '@/components/ui/slider';
import type { Blog } from '@/lib/content/contract';
import { AUTOPLAY_MS, CUT } from '@/lib/copy/blog';
import { ShownDate } from '@/components/ui/shown-date';
import { truncate } from '@/lib/format';

function RecentPost({ blog, lang }: { blog: Blog; lang: Language }) {
  return (
    <article className="relative h-full rounded-xl bg-white p-4 ring-1 ring-black/5">
      <h3 {...langProps(blog.title, lang)} className="font-semibold leading-snug text-brand-ink">
        <Link
          href={`/blogs/details/${blog.slug}`}
          className="after:absolute after:inset-0 hover:text-brand-teal-700"
        >
          {truncate(blog.title, CUT.recentTitle)}
        </Link>
      </h3>
      <p {...langProps(blog.short_description, lang)} className="mt-1 text-sm text-brand-slate">
        {blog.short_description
          ? truncate(blog.short_description, CUT.recentDescription)
          : messagesFor(lang).blog.noDescription}
      </p>
      <p className="mt-2 flex flex-wrap gap-x-2 text-caption text-brand-slate">
        <ShownDate value={blog.published_date} />
        {blog.author && blog.author_id && (
          <>
            <span aria-hidden="true">·</span>
            <Link
              href={`/blogs/author/${blog.author_id}`}
              {...langProps(blog.author, lang)}
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
export function RecentPosts({ blogs, lang }: { blogs: Blog[]; lang: Language }) {
  const words = messagesFor(lang).blog;
  return (
    <aside aria-labelledby="recent-posts" className="lg:sticky lg:top-28 lg:self-start">
      <div className="flex items-end justify-between gap-4">
        <h2 id="recent-posts" className="text-heading-3 text-brand-ink">
          {words.recentPosts}
        </h2>
        <Link
          href="/blogs"
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-teal-700 hover:underline"
        >
          {words.viewAll}
          <span className="sr-only">{words.viewAllArticles}</span>
        </Link>
      </div>
      {blogs.length === 0 ? (
        <p className="mt-4 text-brand-slate">{words.noRecent}</p>
      ) : (
        <>
          <ul className="mt-4 hidden space-y-3 lg:block">
            {blogs.map((blog) => (
              <li key={blog.slug}>
                <RecentPost blog={blog} lang={lang} />
              </li>
            ))}
          </ul>
          <div className="mt-4 lg:hidden">
            <Slider
              label={words.recentPosts}
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
                <RecentPost key={blog.slug} blog={blog} lang={lang} />
              ))}
            </Slider>
          </div>
        </>
      )}
    </aside>
  );
}
