'use client';

import NextLink from 'next/link';
import { useState, type ComponentProps } from 'react';

/**
 * next/link, prefetching on intent: when a pointer comes over the link, a finger
 * touches it or it takes keyboard focus, rather than as soon as it is in sight.
 * A page shows dozens of links, and prefetching all of them cost a phone their
 * pages' data, scripts and images on every visit (Next's hover-prefetch pattern).
 */
export function Link({
  prefetch,
  onMouseEnter,
  onTouchStart,
  onFocus,
  ...props
}: ComponentProps<typeof NextLink>) {
  const [wanted, setWanted] = useState(false);
  return (
    <NextLink
      {...props}
      prefetch={wanted ? prefetch : false}
      onMouseEnter={(event) => {
        setWanted(true);
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        setWanted(true);
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        setWanted(true);
        onFocus?.(event);
      }}
    />
  );
}
