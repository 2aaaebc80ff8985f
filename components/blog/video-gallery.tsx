'use client';

import { useState } from 'react';
import { ContentImage } from '@/components/ui/content-image';
import { Dialog } from '@/components/ui/dialog';
import { DateText } from '@/components/ui/date-text';
import type { DateShown } from '@/lib/i18n/dates';

export type VideoCardData = {
  title: string;
  /** Title as shown on the card (cut at 62). */
  cardTitle: string;
  thumbnail: string;
  /** The player address, autoplay=1 appended. */
  embed: string;
  date: DateShown | null;
  /** The title's language where it differs from the page's copy (textLang). */
  titleLang?: 'en' | 'bn';
};

/** A video's title, marked where its language differs from the page's copy. */
const Titled = ({ text, lang }: { text: string; lang?: 'en' | 'bn' }) =>
  lang ? <span lang={lang}>{text}</span> : text;

/**
 * The video cards; a card opens a large centred player. The iframe exists only
 * while the dialog is open, so closing it stops playback.
 */
export function VideoGallery({
  videos,
  words,
}: {
  videos: VideoCardData[];
  /** In the page's language (messages `blog.playVideo`, `dialog.close`). */
  words: { play: string; close: string };
}) {
  const [playing, setPlaying] = useState<number | null>(null);
  // Focus goes back to the card that opened the player (the Dialog remembers it).
  const current = playing === null ? null : videos[playing];

  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {videos.map((video, i) => (
          <li key={`${video.embed}-${i}`}>
            <button
              type="button"
              onClick={() => setPlaying(i)}
              className="group block w-full overflow-hidden rounded-xl bg-white text-left shadow-sm ring-1 ring-black/5 hover:shadow-md"
            >
              <span className="relative block">
                <ContentImage
                  src={video.thumbnail}
                  alt=""
                  width={1280}
                  height={720}
                  sizes="(min-width: 1024px) 18rem, (min-width: 640px) 50vw, 100vw"
                  className="aspect-video h-auto w-full object-cover"
                />
                <span
                  aria-hidden="true"
                  className="absolute inset-0 grid place-items-center bg-brand-navy/20 transition group-hover:bg-brand-navy/35"
                >
                  <span className="grid size-14 place-items-center rounded-full bg-white/95 text-brand-navy shadow-lg">
                    <svg viewBox="0 0 16 16" className="ml-0.5 size-6" fill="currentColor">
                      <path d="M5 3l8 5-8 5z" />
                    </svg>
                  </span>
                </span>
              </span>
              <span className="block p-4">
                <span className="block font-semibold leading-snug text-brand-ink group-hover:text-brand-teal-700">
                  <span className="sr-only">{words.play}</span>
                  <Titled text={video.cardTitle} lang={video.titleLang} />
                </span>
                {video.date && (
                  <DateText
                    date={video.date}
                    className="mt-2 block text-caption text-brand-slate"
                  />
                )}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <Dialog
        open={current !== null && current !== undefined}
        onClose={() => setPlaying(null)}
        title={current ? <Titled text={current.title} lang={current.titleLang} /> : ''}
        closeLabel={words.close}
        className="max-w-5xl"
      >
        {current && (
          <div className="mt-4 aspect-video w-full overflow-hidden rounded-lg bg-black">
            <iframe
              src={current.embed}
              title={current.title}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
              className="size-full"
            />
          </div>
        )}
      </Dialog>
    </>
  );
}
