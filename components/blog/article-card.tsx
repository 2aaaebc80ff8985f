import { Link } from '@/components/ui/link';
import { langProps, shownInEnglish } from '@/lib/i18n/translate';
import { ContentImage } from '@/components/ui/content-image';
import type { Blog } from '@/lib/content/contract';
import { articlePicture } from '@/lib/blog/picture';
import { CUT } from '@/lib/copy/blog';
import { DateIn } from '@/components/ui/date-in';
import type { Language } from '@/lib/i18n/languages';
import type { ListWords } from '@/lib/i18n/messages';
import { truncate } from '@/lib/format';

/** An article in a list: the whole card links to the article; the author link sits above it. */
export function ArticleCard({
  blog,
  titleLength = CUT.cardTitle,
  descriptionLength = CUT.cardDescription,
  headingLevel = 'h3',
  tagsOverImage = false,
  priority = false,
  lang = 'en',
  words,
}: {
  blog: Blog;
  /** The card's words in the page's language (messages `blog`). */
  words: Pick<ListWords, 'noDescription' | 'englishOnly'>;
  titleLength?: number;
  descriptionLength?: number;
  headingLevel?: 'h2' | 'h3';
  tagsOverImage?: boolean;
  /** Load the image at once (the first card, which may be the page's largest paint). */
  priority?: boolean;
  /** The page's: the date in its words and digits (the browser renders this card too). */
  lang?: Language;
}) {
  const Heading = headingLevel;
  const tags = blog.tags.filter(Boolean);
  const picture = articlePicture(blog);
  // Without a picture the tags go above the title, and a band in the brand's colour tops the card.
  const tagsOver = tagsOverImage && picture !== null;
  return (
    <article
      className={`group relative flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-black/5 transition hover:shadow-md ${picture ? '' : 'border-t-4 border-brand-teal'}`}
      data-picture={picture ? undefined : 'none'}
    >
      {picture && (
        <div className="relative">
          {/* The article's one picture, cropped to 16:9 here; next/image sizes it per card width. */}
          <ContentImage
            src={picture.src}
            alt={picture.alt}
            {...langProps(picture.alt, lang)}
            width={1200}
            height={675}
            sizes="(min-width: 1024px) 20rem, (min-width: 640px) 50vw, 100vw"
            className="aspect-video h-auto w-full object-cover"
            loading={priority ? 'eager' : 'lazy'}
          />
          {tagsOver && tags.length > 0 && (
            <ul className="absolute left-3 top-3 flex flex-wrap gap-1.5">
              {tags.map((tag) => (
                <li
                  key={tag}
                  {...langProps(tag, lang)}
                  className="rounded-full bg-white/95 px-2.5 py-0.5 text-xs font-semibold text-brand-navy"
                >
                  {tag}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <div className="flex flex-1 flex-col p-5">
        {!tagsOver && tags.length > 0 && (
          <p
            {...langProps(tags.join(' · '), lang)}
            className="text-caption font-semibold uppercase tracking-wide text-brand-teal-700"
          >
            {tags.join(' · ')}
          </p>
        )}
        {shownInEnglish(blog.title, lang) && (
          <p lang={lang} className="mt-2 text-caption font-medium text-brand-slate">
            {words.englishOnly}
          </p>
        )}
        <Heading
          {...langProps(blog.title, lang)}
          className="mt-2 text-base font-semibold leading-snug text-brand-ink"
        >
          <Link
            href={`/blogs/details/${blog.slug}`}
            className="after:absolute after:inset-0 group-hover:text-brand-teal-700"
          >
            {truncate(blog.title, titleLength)}
          </Link>
        </Heading>
        <p
          {...langProps(blog.short_description, lang)}
          className="mt-2 flex-1 text-sm text-brand-slate"
        >
          {blog.short_description
            ? truncate(blog.short_description, descriptionLength)
            : words.noDescription}
        </p>
        <p className="mt-4 flex flex-wrap items-center gap-x-2 text-caption text-brand-slate">
          <DateIn lang={lang} value={blog.published_date} />
          {blog.author && (
            <>
              <span aria-hidden="true">·</span>
              {blog.author_id ? (
                <Link
                  href={`/blogs/author/${blog.author_id}`}
                  {...langProps(blog.author, lang)}
                  className="relative z-10 font-medium text-brand-ink underline-offset-4 hover:underline"
                >
                  {blog.author}
                </Link>
              ) : (
                <span {...langProps(blog.author, lang)}>{blog.author}</span>
              )}
            </>
          )}
        </p>
      </div>
    </article>
  );
}
