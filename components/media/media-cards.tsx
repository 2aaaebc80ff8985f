import { Link } from '@/components/ui/link';
import { ContentImage } from '@/components/ui/content-image';
import type { ReadData } from '@/lib/content/contract';
import type { MediaCopy } from '@/lib/copy/bn/media';
import { mediaDetailPath } from '@/lib/copy/media';
import { MarkedText } from '@/components/ui/bangla-copy';
import { langProps, shownInEnglish } from '@/lib/i18n/translate';
import { DateText } from '@/components/ui/date-text';
import { dateIn } from '@/lib/i18n/dates';
import { videoLinks } from '@/lib/video';
import { VideoPlayer } from './video-player';

export type MediaItem = ReadData<'newsVideos'>['medias'][number];
/** The words around the cards, in the page's language (lib/copy/bn/media.ts). */
type Words = MediaCopy['page'];

/** Two per row on wide screens, one on phones (the main column beside the magazine sidebar). */
const imageSizes = '(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw';

const frame =
  'flex h-full flex-col overflow-hidden rounded-xl bg-white ring-1 ring-black/5 transition hover:shadow-md';

/** 'NEWS' or 'VIDEO', and 'Date: DD-MM-YYYY' when the item has a date. */
function CardHead({ kind, date, words }: { kind: string; date: string | null; words: Words }) {
  const shown = dateIn(words.lang, date, 'card');
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
      <p className="text-overline uppercase text-brand-teal-700">{kind}</p>
      {shown && (
        <p className="text-caption text-brand-slate">
          {words.dateLabel}
          <DateText date={shown} />
        </p>
      )}
    </div>
  );
}

/** On a Bangla page, an item shown in English says so above its title (as the blog's cards do). */
function EnglishOnly({ title, words }: { title: string; words: Words }) {
  if (!shownInEnglish(title, words.lang)) return null;
  return <p className="mt-2 text-caption font-medium text-brand-slate">{words.englishOnly}</p>;
}

/** A news item: image, 'Date: DD-MM-YYYY', title and READ MORE to its detail page. */
export function NewsCard({
  item,
  words,
  eager = false,
}: {
  item: MediaItem;
  words: Words;
  eager?: boolean;
}) {
  const href = item.slug ? mediaDetailPath(item.slug) : null;
  return (
    <article className={frame}>
      <ContentImage
        src={item.feature_image}
        alt=""
        width={1200}
        height={675}
        sizes={imageSizes}
        loading={eager ? 'eager' : 'lazy'}
        className="aspect-video h-auto w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <CardHead kind={words.newsLabel} date={item.created_at} words={words} />
        <EnglishOnly title={item.quick_title} words={words} />
        <h3
          {...langProps(item.quick_title, words.lang)}
          className="mt-3 text-heading-3 text-brand-navy"
        >
          {href ? (
            <Link href={href} className="hover:text-brand-teal-700 hover:underline">
              {item.quick_title}
            </Link>
          ) : (
            item.quick_title
          )}
        </h3>
        {href && (
          <p className="mt-auto pt-5">
            <Link
              href={href}
              className="inline-flex items-center gap-2 rounded-full bg-brand-navy px-5 py-2.5 text-sm font-semibold tracking-wide text-white transition hover:bg-brand-teal-700"
            >
              {words.readMore}
              <span className="sr-only">
                {words.readMoreAbout}
                <MarkedText text={item.quick_title} within={words.lang} />
              </span>
              <span aria-hidden="true">→</span>
            </Link>
          </p>
        )}
      </div>
    </article>
  );
}

/** A video item: its poster with a play button that swaps in the player, and its title. */
export function VideoCard({
  item,
  words,
  eager = false,
}: {
  item: MediaItem;
  words: Words;
  eager?: boolean;
}) {
  const links = videoLinks(item.link);
  const poster = (
    <ContentImage
      src={item.feature_image}
      alt=""
      fill
      sizes={imageSizes}
      loading={eager ? 'eager' : 'lazy'}
      className="object-cover"
    />
  );
  return (
    <article className={frame}>
      <div className="relative aspect-video w-full bg-brand-navy">
        {links ? (
          <VideoPlayer
            embed={links.embed}
            watch={links.watch}
            title={item.quick_title}
            playLabel={words.play(item.quick_title)}
            newTabLabel={words.watchElsewhere}
            poster={poster}
          />
        ) : (
          poster
        )}
      </div>
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <CardHead kind={words.videoLabel} date={item.created_at} words={words} />
        <EnglishOnly title={item.quick_title} words={words} />
        <h3
          {...langProps(item.quick_title, words.lang)}
          className="mt-3 text-heading-3 text-brand-navy"
        >
          {item.quick_title}
        </h3>
      </div>
    </article>
  );
}

/** News and videos in wire order: `media_type` 'news' is news, anything else a video. */
export function MediaGrid({ items, words }: { items: MediaItem[]; words: Words }) {
  if (items.length === 0) {
    return (
      <div className="rounded-xl bg-white p-8 text-center ring-1 ring-black/5">
        <p className="text-heading-3 text-brand-navy">{words.empty.title}</p>
        <p className="mt-2 text-brand-slate">{words.empty.text}</p>
      </div>
    );
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2">
      {items.map((item, i) => (
        <li key={`${item.slug ?? item.link ?? item.quick_title}-${i}`}>
          {/* The first row is in view on arrival: its images load at once. */}
          {item.media_type === 'news' ? (
            <NewsCard item={item} words={words} eager={i < 2} />
          ) : (
            <VideoCard item={item} words={words} eager={i < 2} />
          )}
        </li>
      ))}
    </ul>
  );
}
