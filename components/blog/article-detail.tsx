import { Link } from '@/components/ui/link';
import { langProps, shownInEnglish } from '@/lib/i18n/translate';
import { BanglaCopy } from '@/components/ui/bangla-copy';
import { fillIn } from '@/components/ui/fill-in';
import { readingTimeIn, shownReadingTime } from '@/lib/content/reading-time';
import { localizeHref, type Language } from '@/lib/i18n/languages';
import { messagesFor } from '@/lib/i18n/messages';
import { ArticleJsonLd } from 'next-seo';
import { SeoJsonLd } from '@/components/ui/json-ld';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { ContentImage } from '@/components/ui/content-image';
import { articlePicture } from '@/lib/blog/picture';
import { RichText } from '@/components/ui/rich-text';
import type { Blog } from '@/lib/content/contract';
import { ShownDate } from '@/components/ui/shown-date';
import { site } from '@/lib/site';
import { RecentPosts } from './recent-posts';

export function ArticleDetail({
  blog,
  recent,
  lang = 'en',
  restInEnglish = false,
}: {
  blog: Blog;
  recent: Blog[];
  lang?: Language;
  /** A Bangla body published in part (lib/admin/bangla-body.ts's judgement): say the rest is English. */
  restInEnglish?: boolean;
}) {
  // The page's own address: a Bangla twin's structured data names the Bangla page.
  const url = `${site.url}${localizeHref(`/blogs/details/${blog.slug}`, lang)}`;
  const picture = articlePicture(blog);
  const words = messagesFor(lang).blog;
  return (
    <BanglaCopy lang={lang}>
      <div className="mx-auto grid max-w-content grid-cols-1 gap-12 px-5 py-10 sm:px-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <article className="min-w-0">
          <Breadcrumb
            tone="light"
            lang={lang}
            trail={[
              { name: words.title, path: '/blogs' },
              { name: blog.title, path: `/blogs/details/${blog.slug}` },
            ]}
          />
          <h1 {...langProps(blog.title, lang)} className="mt-6 text-heading-1 text-brand-ink">
            {blog.title}
          </h1>
          <p className="mt-4 flex flex-wrap gap-x-3 gap-y-1 text-sm text-brand-slate">
            {blog.author && (
              <span>
                {fillIn(words.byline, {
                  author: blog.author_id ? (
                    <Link
                      href={`/blogs/author/${blog.author_id}`}
                      {...langProps(blog.author, lang)}
                      className="font-semibold text-brand-ink hover:text-brand-teal-700"
                    >
                      {blog.author}
                    </Link>
                  ) : (
                    <span
                      {...langProps(blog.author, lang)}
                      className="font-semibold text-brand-ink"
                    >
                      {blog.author}
                    </span>
                  ),
                })}
              </span>
            )}
            {blog.reading_time && (
              <span>{readingTimeIn(lang, shownReadingTime(blog, lang), words.readingTime)}</span>
            )}
            {/* A detail page's date: the long form, with the time, as a news item's. */}
            <ShownDate value={blog.published_date} context="detail" />
          </p>
          {/* By its body: an article may have its Bangla title and summary before its text. */}
          {shownInEnglish(blog.description, lang) && (
            <p
              role="note"
              className="mt-6 rounded-lg bg-brand-teal-100 px-4 py-3 text-sm font-medium text-brand-navy"
            >
              {words.englishOnly}
            </p>
          )}
          {picture && (
            <ContentImage
              src={picture.src}
              alt={picture.alt}
              {...langProps(picture.alt, lang)}
              width={1200}
              height={675}
              preload
              loading="eager"
              fetchPriority="high"
              sizes="(min-width: 1280px) 52rem, (min-width: 1024px) 65vw, 100vw"
              className="mt-8 aspect-video h-auto w-full rounded-xl object-cover"
            />
          )}
          <RichText
            html={blog.description}
            {...langProps(blog.description, lang)}
            spacing="space-y-4"
            className="mt-8 max-w-3xl text-body-lg text-brand-ink [&_a]:text-brand-teal-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-brand-teal [&_blockquote]:pl-4 [&_h2]:mt-8 [&_h2]:text-heading-3 [&_h3]:mt-6 [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 [&_table]:block [&_table]:overflow-x-auto [&_td]:border [&_td]:border-black/15 [&_td]:p-2 [&_th]:border [&_th]:border-black/15 [&_th]:bg-slate-50 [&_th]:p-2 [&_th]:text-left"
          />
          {restInEnglish && (
            <p
              role="note"
              id="rest-in-english"
              className="mt-8 max-w-3xl rounded-lg bg-brand-teal-100 px-4 py-3 text-sm font-medium text-brand-navy"
            >
              {words.restInEnglish}{' '}
              {/* The English twin itself: a plain link, which Link would lead back to /bn. */}
              <a
                href={`/blogs/details/${blog.slug}`}
                hrefLang="en"
                className="font-semibold text-brand-teal-700 underline underline-offset-2"
              >
                {words.readInEnglish}
              </a>
            </p>
          )}
        </article>
        <RecentPosts blogs={recent.filter((r) => r.slug !== blog.slug)} lang={lang} />
        <SeoJsonLd
          of={ArticleJsonLd}
          type="BlogPosting"
          headline={blog.title}
          url={url}
          description={blog.short_description || undefined}
          image={
            picture
              ? [picture.src.startsWith('http') ? picture.src : `${site.url}${picture.src}`]
              : undefined
          }
          datePublished={blog.published_date ?? undefined}
          author={blog.author ? [{ '@type': 'Person', name: blog.author }] : undefined}
          publisher={{ '@type': 'Organization', name: site.name, url: site.url }}
          mainEntityOfPage={url}
        />
      </div>
    </BanglaCopy>
  );
}
