'use client';

import { useEffect, useRef } from 'react';

/** Room left between a focused field's last line (its hint, its error) and the sticky bar. */
const GAP = 8;

/** What a focus can land in to type: a field, or a body's editor. */
const isField = (element: Element) =>
  element.matches('input:not([type=hidden]), textarea, select, [contenteditable="true"]');

/**
 * How far to scroll so that a field and the notes it is described by (its hint, its
 * error) end above the bar's top, without scrolling the field's own top out of sight.
 * 0 when nothing is under the bar. Pure: positions in, pixels out.
 */
export function scrollToClear(
  field: { top: number; bottom: number },
  notes: { bottom: number }[],
  barTop: number,
) {
  const bottom = Math.max(field.bottom, ...notes.map((note) => note.bottom));
  const under = bottom + GAP - barTop;
  if (under <= 0) return 0;
  return Math.max(0, Math.min(under, field.top - GAP));
}

/**
 * Keeps the field that gets the focus, with its hint and its error, clear of the
 * form's sticky Save bar (a row on a phone, two with its note). A field reached from off the screen
 * is scrolled into sight by the browser, without JavaScript too (and clear of the bar:
 * app/globals.css's scroll-padding); but a field tapped just above the bar is in
 * sight already, and nothing scrolls: its hint stayed under the bar. Read here a
 * frame after the browser's own scroll. Drawn inside the bar: a hidden mark,
 * listening on the bar's form.
 */
export function ClearOfBar() {
  const mark = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const bar = mark.current?.closest<HTMLElement>('[data-action-bar]');
    const form = bar?.closest('form');
    if (!bar || !form) return;
    let frame = 0;
    const onFocus = (event: FocusEvent) => {
      const field = event.target;
      if (!(field instanceof HTMLElement) || !isField(field) || bar.contains(field)) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const notes = (field.getAttribute('aria-describedby') ?? '')
          .split(/\s+/)
          .map((id) => (id ? document.getElementById(id) : null))
          .filter((note): note is HTMLElement => note !== null && note.offsetParent !== null);
        const by = scrollToClear(
          field.getBoundingClientRect(),
          notes.map((note) => note.getBoundingClientRect()),
          bar.getBoundingClientRect().top,
        );
        if (by > 0) window.scrollBy({ top: by, behavior: 'instant' });
      });
    };
    form.addEventListener('focusin', onFocus);
    return () => {
      cancelAnimationFrame(frame);
      form.removeEventListener('focusin', onFocus);
    };
  }, []);
  return <span ref={mark} hidden />;
}
