'use client';

import { useEffect, useState } from 'react';
import { ACTIVE_OFFSET_PX } from '@/lib/copy/sustainability';

/**
 * The sticky in-page menu: marks the section in view (from 170 px before its top).
 * The links are plain anchors: the browser scrolls (smoothly unless reduced motion
 * is asked for, app/globals.css), stops 140 px above the section (its
 * scroll-margin-top, SCROLL_OFFSET_PX) and puts the anchor in the URL, for a click
 * and for a deep link alike.
 */
export function SectionMenu({ sections }: { sections: readonly { id: string; label: string }[] }) {
  const [active, setActive] = useState<string>(sections[0]?.id ?? '');

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      let current = sections[0]?.id ?? '';
      for (const { id } of sections) {
        const element = document.getElementById(id);
        if (element && element.getBoundingClientRect().top - ACTIVE_OFFSET_PX <= 0) current = id;
      }
      setActive(current);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [sections]);

  return (
    <nav
      aria-label="On this page"
      className="sticky top-16 z-30 border-b border-black/5 bg-white/95 shadow-sm"
    >
      <ul className="mx-auto flex max-w-content gap-1 overflow-x-auto px-5 sm:px-8">
        {sections.map(({ id, label }) => (
          <li key={id} className="shrink-0">
            <a
              href={`#${id}`}
              onClick={() => setActive(id)}
              aria-current={active === id ? 'true' : undefined}
              className={`inline-flex min-h-12 items-center border-b-2 px-3 text-sm font-semibold transition-colors ${
                active === id
                  ? 'border-brand-teal-700 text-brand-teal-700'
                  : 'border-transparent text-brand-slate hover:text-brand-ink'
              }`}
            >
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
