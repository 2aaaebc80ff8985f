'use client';

import { useEffect, useRef, useState, type MouseEvent } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** The last section whose top has come within `offset` px of the viewport top (the first before that). */
function sectionInView(ids: readonly string[], offset: number) {
  let current = ids[0] ?? '';
  for (const id of ids) {
    const element = document.getElementById(id);
    if (element && element.getBoundingClientRect().top - offset <= 0) current = id;
  }
  return current;
}

/**
 * The sticky in-page menu. A section is active from `activeOffset` px before its
 * top; a click scrolls smoothly until the section sits `scrollOffset` px below the
 * viewport top (spec part 2: 170 and 140, ACTIVE_OFFSET_PX and SCROLL_OFFSET_PX).
 * The links are real anchors, so without JavaScript they still work, and a deep
 * link lands below the sticky header through each section's scroll-margin-top.
 * With JavaScript a click scrolls by itself (instantly under reduced motion),
 * writes the anchor into the URL with history.replaceState (no jump, no extra
 * history entry) and keeps the clicked item marked while the smooth scroll
 * passes the sections in between.
 */
export function SectionMenu({
  label,
  sections,
  activeOffset,
  scrollOffset,
}: {
  label: string;
  sections: { id: string; label: string }[];
  activeOffset: number;
  scrollOffset: number;
}) {
  const [active, setActive] = useState<string>(sections[0]?.id ?? '');
  /** The clicked section, held until its scroll has settled. */
  const target = useRef<string | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const ids = sections.map((section) => section.id);
    let frame = 0;
    let settle: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      frame = 0;
      setActive(target.current ?? sectionInView(ids, activeOffset));
    };
    const release = () => {
      target.current = null;
      update();
    };
    // A smooth scroll keeps the destination it set out with: if the page changed above
    // the section on the way (Inter arriving grew /sustainability by 100 px), finish
    // the last stretch at once instead of stopping short.
    const land = () => {
      const section = target.current && document.getElementById(target.current);
      if (section) {
        const top = Math.max(
          0,
          section.getBoundingClientRect().top + window.scrollY - scrollOffset,
        );
        if (Math.abs(top - window.scrollY) >= 1) window.scrollTo({ top, behavior: 'instant' });
      }
      release();
    };
    // Where `scrollend` exists it says when the scroll has settled; elsewhere no
    // scroll event for a moment does (a busy phone can skip frames for longer).
    const settlesByItself = 'onscrollend' in window;
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
      if (settlesByItself) return;
      clearTimeout(settle);
      if (target.current) settle = setTimeout(land, 150);
    };
    const onScrollEnd = () => target.current && land();
    // The visitor takes over: the menu follows the page again.
    const onInput = () => target.current && release();

    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('scrollend', onScrollEnd);
    window.addEventListener('resize', onScroll);
    window.addEventListener('wheel', onInput, { passive: true });
    window.addEventListener('touchstart', onInput, { passive: true });
    window.addEventListener('keydown', onInput);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('scrollend', onScrollEnd);
      window.removeEventListener('resize', onScroll);
      window.removeEventListener('wheel', onInput);
      window.removeEventListener('touchstart', onInput);
      window.removeEventListener('keydown', onInput);
      cancelAnimationFrame(frame);
      clearTimeout(settle);
    };
  }, [sections, activeOffset, scrollOffset]);

  // On a narrow screen the menu scrolls sideways: keep the marked item in sight
  // when the mark moves. Not when the menu first runs: it would scroll the list
  // back to the first item under the finger of a visitor who has swiped it to
  // reach "Certifications", and their tap would land on "Social" (issue 51).
  const shownActive = useRef(active);
  useEffect(() => {
    if (shownActive.current === active) return;
    shownActive.current = active;
    const list = listRef.current;
    const link = list?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!list || !link) return;
    const left = link.offsetLeft - list.offsetLeft;
    if (left < list.scrollLeft || left + link.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollTo({ left: left - 20, behavior: 'instant' });
    }
  }, [active]);

  const go = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const section = document.getElementById(id);
    // A new tab or window (modifier keys, middle button) is left to the browser.
    if (!section || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    // Lay out the blocks that wait until they come near the screen (render-when-near)
    // first: measured by their 900 px guesses the section would be missed by the
    // difference, as a deep link would be. Left on: every block is laid out now.
    document.documentElement.setAttribute('data-full-layout', '');
    // The section's own lazy images first: the smooth scroll passes every image
    // on the way, and those would otherwise take the bandwidth before the
    // section landed on (its certificates were still blank 1.5 s after a jump).
    for (const image of section.querySelectorAll('img')) {
      image.loading = 'eager';
      image.fetchPriority = 'high';
    }
    const top = Math.max(0, section.getBoundingClientRect().top + window.scrollY - scrollOffset);
    const smooth = !window.matchMedia(REDUCED_MOTION).matches;
    // Held only while there is a scroll to wait for (its settling releases it).
    target.current = Math.abs(top - window.scrollY) >= 1 ? id : null;
    setActive(id);
    window.scrollTo({ top, behavior: smooth ? 'smooth' : 'instant' });
    history.replaceState(history.state, '', `#${id}`);
    // Keyboard and screen-reader users continue from the section, as after a native anchor.
    section.focus({ preventScroll: true });
  };

  return (
    <nav
      aria-label={label}
      className="sticky top-16 z-30 border-b short:top-0 border-black/5 bg-white shadow-sm"
    >
      <ul
        ref={listRef}
        className="mx-auto flex max-w-content gap-1 overflow-x-auto px-5 [mask-image:linear-gradient(to_right,#000_calc(100%-1.5rem),transparent)] sm:px-8 sm:[mask-image:none]"
      >
        {sections.map((section) => (
          <li key={section.id} className="shrink-0">
            <a
              href={`#${section.id}`}
              onClick={(event) => go(event, section.id)}
              aria-current={active === section.id ? 'true' : undefined}
              className={`inline-flex min-h-12 items-center border-b-2 px-3 text-sm font-semibold transition-colors motion-reduce:transition-none ${
                active === section.id
                  ? 'border-brand-teal-700 text-brand-teal-700'
                  : 'border-transparent text-brand-slate hover:text-brand-ink'
              }`}
            >
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
