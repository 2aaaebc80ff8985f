'use client';

import NextLink from 'next/link';
import { useState, type ComponentProps } from 'react';
import { usePageLanguage } from '@/components/layout/page-address';
import { localizeHref } from '@/lib/i18n/languages';

/**
 * next/link, prefetching on intent: when a pointer comes over the link, a finger
 * touches it or it takes keyboard focus, rather than as soon as it is in sight.
 * A page shows dozens of links, and prefetching all of them cost a phone their
 * pages' data, scripts and images on every visit (Next's hover-prefetch pattern).
 * An English page's address on a Bangla page leads to its Bangla twin.
 */
export function Link({
  href,
  prefetch,
  onMouseEnter,
  onTouchStart,
  onFocus,
  ...props
}: ComponentProps<typeof NextLink>) {
  const [wanted, setWanted] = useState(false);
  const lang = usePageLanguage();
  return (
    <NextLink
      {...props}
      href={typeof href === 'string' ? localizeHref(href, lang) : href}
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
