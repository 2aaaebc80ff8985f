'use client';

import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';

const noSubscription = () => () => {};

/**
 * A click-to-play video: the poster (server-rendered, passed as `poster`) with a
 * play control; the player's iframe is created only when the visitor presses
 * play, so the page loads no third-party frame.
 * Fills its parent, which sets the size (so nothing moves when the frame swaps in).
 */
export function VideoPlayer({
  embed,
  watch,
  title,
  playLabel,
  newTabLabel,
  poster,
}: {
  embed: string;
  watch: string;
  title: string;
  playLabel: string;
  newTabLabel: string;
  poster: ReactNode;
}) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    // Keyboard users continue in the player they just asked for.
    if (playing) frame.current?.focus();
  }, [playing]);

  if (playing) {
    return (
      <iframe
        ref={frame}
        src={embed}
        title={title}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        className="absolute inset-0 size-full border-0"
      />
    );
  }

  const control =
    'group absolute inset-0 flex items-center justify-center bg-brand-navy/10 transition hover:bg-brand-navy/25';
  const icon = (
    <span
      aria-hidden="true"
      className="flex size-16 items-center justify-center rounded-full bg-white/95 text-brand-navy shadow-lg ring-4 ring-white/30 transition group-hover:scale-105 group-hover:bg-brand-saffron"
    >
      <svg viewBox="0 0 24 24" className="ml-1 size-7" fill="currentColor">
        <path d="M8 5.14v13.72a1 1 0 0 0 1.52.85l10.6-6.86a1 1 0 0 0 0-1.7L9.52 4.29A1 1 0 0 0 8 5.14Z" />
      </svg>
    </span>
  );

  // One element before and after hydration: a control React swapped for another as
  // the page hydrates would lose a tap pressed on the one and released on the other.
  // Before the script runs it is a plain link to the video in a new tab; then a
  // button that swaps in the player (a modified click still opens the link).
  const play = () => setPlaying(true);
  return (
    <>
      {poster}
      <a
        href={watch}
        target="_blank"
        rel="noopener noreferrer"
        role={hydrated ? 'button' : undefined}
        aria-label={hydrated ? playLabel : `${playLabel} ${newTabLabel}`}
        onClick={(event) => {
          if (!hydrated || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)
            return;
          event.preventDefault();
          play();
        }}
        onKeyDown={(event) => {
          // A button answers Space as well as Enter (Enter clicks the link).
          if (!hydrated || event.key !== ' ') return;
          event.preventDefault();
          play();
        }}
        className={control}
      >
        {icon}
      </a>
    </>
  );
}
