'use client';

import { useEffect, useRef, useState } from 'react';

/**
 * A floating 'Back to top' button, shown only once the page is scrolled (offset
 * above 0), and not while the footer is in view: there it would cover the
 * newsletter's field and button, and the footer has its own way back to the top.
 * Not on a short screen (a phone held sideways) either, where it covered text.
 */
export function ScrollToTopButton() {
  const [scrolled, setScrolled] = useState(false);
  const [footerInView, setFooterInView] = useState(false);
  const ref = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > 0);
    update();
    window.addEventListener('scroll', update, { passive: true });
    const footer = ref.current?.closest('footer');
    const observer = new IntersectionObserver(([entry]) =>
      setFooterInView(entry?.isIntersecting ?? false),
    );
    if (footer) observer.observe(footer);
    return () => {
      window.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, []);
  const shown = scrolled && !footerInView;

  const scrollToTop = () => {
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'instant' : 'smooth' });
    document.getElementById('main')?.focus({ preventScroll: true });
  };

  return (
    <button
      type="button"
      ref={ref}
      onClick={scrollToTop}
      aria-label="Back to top"
      aria-hidden={!shown}
      tabIndex={shown ? 0 : -1}
      className={`fixed bottom-5 right-5 z-30 grid size-12 place-items-center rounded-full bg-brand-teal-700 text-white shadow-lg ring-1 ring-black/10 transition-[opacity,translate] duration-300 hover:bg-brand-navy motion-reduce:transition-none sm:bottom-8 sm:right-8 short:hidden ${shown ? 'visible translate-y-0 opacity-100' : 'invisible translate-y-2 opacity-0'}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M12 19V5M5.5 11.5L12 5l6.5 6.5" />
      </svg>
    </button>
  );
}
