'use client';

import { useEffect, useRef, useState } from 'react';

const FIELDS = 'input, textarea, select, [contenteditable="true"]';
/** Covered anywhere, these count. A link counts by its text: a card-sized link's empty corner may be covered. */
const CONTROLS = `${FIELDS}, button, label, summary, [role="button"]`;

/** Whether a box drawn at `box` would hide part of a control or of some text. */
function coversContent(button: HTMLElement, box: DOMRect) {
  // Hit-tested every 12 px or so over the box and a 4 px rim: a line of text or a
  // field's edge cannot pass between two points.
  const steps = [0, 0.25, 0.5, 0.75, 1];
  const rim = 4;
  const seen = new Set<Element>();
  for (const fx of steps) {
    for (const fy of steps) {
      const x = box.left - rim + fx * (box.width + 2 * rim);
      const y = box.top - rim + fy * (box.height + 2 * rim);
      // Every layer at the point: a card's link may be stretched over its text.
      for (const under of document.elementsFromPoint(x, y)) {
        if (button.contains(under) || seen.has(under)) continue;
        seen.add(under);
        if (under.matches(CONTROLS)) return true;
        // The point may fall beside a short line: only the text's own boxes count.
        for (const node of under.childNodes) {
          if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const line of range.getClientRects()) {
            if (
              line.right > box.left - rim &&
              line.left < box.right + rim &&
              line.bottom > box.top - rim &&
              line.top < box.bottom + rim
            )
              return true;
          }
        }
      }
    }
  }
  return false;
}

/**
 * A floating 'Back to top' button, shown only once the page is scrolled (offset
 * above 0), and never over content: not while it would cover a form control or
 * text (it covered the contact form's Phone field and a "5 Star" figure), not
 * while a field has the focus (a phone's keyboard leaves little room), and not
 * while the footer is in view, which has its own way back to the top. Not on a
 * short screen (a phone held sideways) either.
 */
export function ScrollToTopButton({ label }: { label: string }) {
  const [scrolled, setScrolled] = useState(false);
  const [footerInView, setFooterInView] = useState(false);
  const [overContent, setOverContent] = useState(false);
  const [typing, setTyping] = useState(false);
  const ref = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setScrolled(window.scrollY > 0);
      const button = ref.current;
      // Measured where it sits when shown (its hidden state is moved down a little).
      if (button) {
        const box = button.getBoundingClientRect();
        const shift = parseFloat(getComputedStyle(button).translate.split(' ')[1] ?? '0') || 0;
        setOverContent(
          coversContent(button, new DOMRect(box.x, box.y - shift, box.width, box.height)),
        );
      }
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    const focusChanged = () => setTyping(!!document.activeElement?.matches(FIELDS));
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    // Blocks laid out only as they come near (render-when-near) are still empty in the
    // scroll's first frame: look again once the scroll has ended, and when the page
    // changes size.
    window.addEventListener('scrollend', schedule);
    window.addEventListener('resize', schedule);
    const resized = new ResizeObserver(schedule);
    resized.observe(document.body);
    document.addEventListener('focusin', focusChanged);
    document.addEventListener('focusout', focusChanged);
    const footer = ref.current?.closest('footer');
    const observer = new IntersectionObserver(([entry]) =>
      setFooterInView(entry?.isIntersecting ?? false),
    );
    if (footer) observer.observe(footer);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('scrollend', schedule);
      window.removeEventListener('resize', schedule);
      resized.disconnect();
      document.removeEventListener('focusin', focusChanged);
      document.removeEventListener('focusout', focusChanged);
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, []);
  const shown = scrolled && !footerInView && !overContent && !typing;

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
      aria-label={label}
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
