'use client';
import type { Language } from '@/lib/i18n/languages';
import { langProps } from '@/lib/i18n/translate';

import { Link } from '@/components/ui/link';
import { useEffect, useRef, useState } from 'react';
import { TICKER_PX_PER_SECOND } from './motion';

type Headline = { title: string; slug: string };
type Words = {
  region: string;
  badge: string;
  /** The control that stops the headlines moving (WCAG 2.2.2). */
  pause: string;
  /** Said after a headline in English on a page in another language. */
  english?: string;
};

/** The English words, built in: an English page sends none (its payload stays as it was). */
const ENGLISH: Words = { region: 'Latest news', badge: 'News', pause: 'Pause the headlines' };

/**
 * Headline blogs scrolling at 80 px/s. The track holds the list twice (the
 * copy hidden from assistive tech) and moves by one list's width, so the loop
 * is seamless; the duration is that width over the speed. It pauses on hover
 * and while a link has focus, stands still under reduced motion (CSS), and a
 * visitor can stop it for good with its pause control: a checkbox, so it works
 * before the page's script runs and without it (app/globals.css).
 */
export function NewsTicker({
  headlines,
  words = ENGLISH,
  lang = 'en',
}: {
  headlines: Headline[];
  /** The words in the page's language (English when not given). */
  words?: Words;
  /** The language of the copy around the headlines. */
  lang?: Language;
}) {
  const listRef = useRef<HTMLUListElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    // The observer reports the first size at once, then every change (fonts, resizes).
    const observer = new ResizeObserver(() => setWidth(list.scrollWidth));
    observer.observe(list);
    return () => observer.disconnect();
  }, []);
  const duration = width / TICKER_PX_PER_SECOND;
  const items = (copy: boolean) =>
    headlines.map((h) => (
      <li key={`${copy ? 'copy-' : ''}${h.slug}`} className="flex items-center gap-6 pr-6">
        <span aria-hidden="true" className="size-1.5 rounded-full bg-brand-saffron" />
        <Link
          href={`/blogs/details/${h.slug}`}
          tabIndex={copy ? -1 : undefined}
          {...langProps(h.title, lang)}
          className="whitespace-nowrap text-sm font-medium text-white/90 hover:text-brand-saffron focus-visible:text-brand-saffron"
        >
          {h.title}
        </Link>
        {lang !== 'en' && words.english && langProps(h.title, lang).lang && (
          <span className="-ml-4 whitespace-nowrap text-xs text-white/70">({words.english})</span>
        )}
      </li>
    ));
  return (
    <section
      aria-label={words.region}
      className="news-ticker relative overflow-hidden bg-brand-navy-700 py-3 text-white"
    >
      <div className="mx-auto flex max-w-content items-center gap-4 px-5 sm:px-8">
        <p className="shrink-0 rounded-full bg-brand-saffron px-3 py-1 text-overline uppercase text-brand-navy">
          {words.badge}
        </p>
        <div className="relative min-w-0 flex-1 overflow-hidden">
          <div
            className="news-ticker-track flex w-max"
            data-width={width}
            data-duration={duration.toFixed(3)}
            style={{
              animationDuration: `${duration}s`,
              ['--ticker-shift' as string]: `-${width}px`,
            }}
          >
            <ul ref={listRef} className="flex">
              {items(false)}
            </ul>
            <ul aria-hidden="true" className="flex">
              {items(true)}
            </ul>
          </div>
        </div>
        <label className="relative flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-full text-white/90 hover:text-brand-saffron has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-saffron">
          <input type="checkbox" data-ticker-pause className="peer sr-only" />
          <span className="sr-only">{words.pause}</span>
          {/* Two bars while it moves, a triangle once paused. */}
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="pointer-events-none size-5 fill-current peer-checked:hidden"
          >
            <path d="M7 5h3v14H7zM14 5h3v14h-3z" />
          </svg>
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="pointer-events-none hidden size-5 fill-current peer-checked:block"
          >
            <path d="M8 5v14l11-7z" />
          </svg>
        </label>
      </div>
    </section>
  );
}
