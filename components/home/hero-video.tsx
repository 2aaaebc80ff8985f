'use client';

import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';
const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/**
 * The hero's muted loop. The poster (a priority image rendered on the server,
 * behind this) is the first paint and shows through until the first frame, so the
 * video has no poster of its own to download again. It is only mounted in the
 * browser, and never when the visitor prefers reduced motion.
 */
export function HeroVideo({ src }: { src: string }) {
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
