import { Link } from '@/components/ui/link';
import { langProps, textLang } from '@/lib/i18n/translate';
import { readingTimeIn, shownReadingTime } from '@/lib/content/reading-time';
import { messagesFor } from '@/lib/i18n/messages';
import { currentLanguage } from '@/lib/i18n/server';
import { ContentImage } from '@/components/ui/content-image';
import { articlePicture } from '@/lib/blog/picture';
import { Slider } from '@/components/ui/slider';
import type { Blog } from '@/lib/content/contract';
import type { Language } from '@/lib/i18n/languages';
import { AUTOPLAY_MS, CUT } from '@/lib/copy/blog';
import { ShownDate } from '@/components/ui/shown-date';
import { truncate } from '@/lib/format';

/** 'Latest Stories': the featured articles, one slide at a time, looping every 5 s. */
export async function FeaturedHero({ blogs }: { blogs: Blog[] }) {
  const lang = await currentLanguage();
  const words = messagesFor(lang).blog;
  return (
    <section aria-labelledby="latest-stories" className="py-10 sm:py-14">
      <h2 id="latest-stories" className="text-heading-2 text-brand-ink">
        {words.latestStories}
      </h2>
      <div className="mt-6">
        {blogs.length === 0 ? (
          <p className="text-brand-slate">{words.noFeatured}</p>
        ) : (
          <Slider
            label={words.featuredStories}
            loop
            autoplayMs={AUTOPLAY_MS}
            breakpoints={{ 0: { perView: 1, gap: 0 } }}
          >
            {blogs.map((blog, i) => {
              const picture = articlePicture(blog);
              return (
                <article
                  key={blog.slug}
                  className={`grid overflow-hidden rounded-2xl bg-brand-navy text-white ${picture ? 'md:grid-cols-2' : ''}`}
                >
                  {picture && (
                    <ContentImage
                      src={picture.src}
                      alt={picture.alt}
                      {...langProps(picture.alt, lang)}
                      width={1200}
                      height={675}
                      preload={i === 0}
                      loading={i === 0 ? 'eager' : 'lazy'}
                      fetchPriority={i === 0 ? 'high' : undefined}
                      sizes="(min-width: 1280px) 36rem, (min-width: 768px) 50vw, 100vw"
                      className="aspect-video h-full w-full object-cover md:order-2"
                    />
                  )}
                  <div className="flex flex-col justify-center gap-4 p-6 sm:p-10">
                    <p>
                      <span className="rounded-full bg-brand-saffron px-3 py-1 text-xs font-bold uppercase tracking-wide text-brand-navy">
                        {words.featured}
                      </span>
                    </p>
                    <h3
                      {...langProps(blog.title, lang)}
                      className="text-heading-3 sm:text-heading-2"
                    >
                      <Link href={`/blogs/details/${blog.slug}`} className="hover:underline">
                        {blog.title}
                      </Link>
                    </h3>
                    <p {...langProps(blog.short_description, lang)} className="text-white/80">
                      {blog.short_description
                        ? truncate(blog.short_description, CUT.heroDescription)
                        : words.noDescription}
                    </p>
                    <p className="flex flex-wrap gap-x-3 text-sm text-white/75">
                      {blog.reading_time && (
                        <span>
                          {readingTimeIn(lang, shownReadingTime(blog, lang), words.readingTime)}
                        </span>
                      )}
                      <span>
                        <HeroByline blog={blog} lang={lang} /> /{' '}
                        <ShownDate value={blog.published_date} />
                      </span>
                    </p>
                    <p>
                      <Link
                        href={`/blogs/details/${blog.slug}`}
                        className="inline-flex min-h-11 items-center rounded-full bg-white px-6 font-semibold text-brand-navy hover:bg-brand-saffron"
                      >
                        {words.readMore}
                        <span {...langProps(blog.title, lang)} className="sr-only">
                          : {blog.title}
                        </span>
                      </Link>
                    </p>
                  </div>
                </article>
              );
            })}
          </Slider>
        )}
      </div>
    </section>
  );
}

/**
 * The hero's byline: the spec's 'Masco' link home; on a Bangla page the article's
 * author by their Bangla name, linked to their page, where they have one, else the
 * spec's word, marked English.
 */
function HeroByline({ blog, lang }: { blog: Blog; lang: Language }) {
  const className = 'font-semibold text-white hover:underline';
  if (lang === 'en')
    return (
      <Link href="/" className={className}>
        Masco
      </Link>
    );
  if (blog.author && blog.author_id && !textLang(blog.author, lang))
    return (
      <Link href={`/blogs/author/${blog.author_id}`} className={className}>
        {blog.author}
      </Link>
    );
  return (
    <Link href="/" lang="en" className={className}>
      Masco
    </Link>
  );
}
