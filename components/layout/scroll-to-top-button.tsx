'use client';

import { useEffect, useState } from 'react';

/** A floating 'Back to top' button, shown only once the page is scrolled (offset above 0). */
export function ScrollToTopButton() {
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > 0);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  const scrollToTop = () => {
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'instant' : 'smooth' });
    document.getElementById('main')?.focus({ preventScroll: true });
  };

  return (
    <button
      type="button"
      onClick={scrollToTop}
      aria-label="Back to top"
      aria-hidden={!scrolled}
      tabIndex={scrolled ? 0 : -1}
      className={`fixed bottom-5 right-5 z-30 grid size-12 place-items-center rounded-full bg-brand-teal-700 text-white shadow-lg ring-1 ring-black/10 transition-[opacity,translate] duration-300 hover:bg-brand-navy motion-reduce:transition-none sm:bottom-8 sm:right-8 ${scrolled ? 'visible translate-y-0 opacity-100' : 'invisible translate-y-2 opacity-0'}`}
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
