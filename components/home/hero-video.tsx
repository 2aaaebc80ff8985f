'use client';

import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';
const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/**
 * The hero's muted loop. The poster (a priority image rendered on the server)
 * is the first paint; the video is only mounted in the browser, and never when
 * the visitor prefers reduced motion.
 */
export function HeroVideo({ src, poster }: { src: string; poster: string }) {
  const reduced = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => true, // the server renders no video: the poster is the first paint
  );
  if (reduced) return null;
  return (
    <video
      className="absolute inset-0 size-full object-cover"
      src={src}
      poster={poster}
      muted
      loop
      playsInline
      autoPlay
      preload="auto"
      aria-hidden="true"
      data-testid="hero-video"
    />
  );
}
