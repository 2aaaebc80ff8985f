'use client';

import { useRef, useState, type ReactNode } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import { Dialog } from '@/components/ui/dialog';

const opener =
  'inline-flex min-h-11 items-center text-sm font-semibold text-brand-teal-700 underline-offset-4 hover:underline';

/**
 * A card's Read More button and its popup. The popup's content is rendered on the
 * server (children). Until the page's script runs (and without JavaScript) it sits in
 * a closed <details> whose summary looks like the button and opens it in the card;
 * once hydrated, the button and a closed <dialog> take its place, the same to see.
 * Closing the popup by button, Escape or outside click returns focus to the button.
 */
export function ReadMoreDialog({
  title,
  label,
  words,
  children,
}: {
  title: string;
  label: string;
  /** The button's hidden end and the close button's name, in the page's language (messages `dialog`). */
  words: { about: string; close: string };
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();
  const name = (
    <>
      {label}
      <span className="sr-only">{words.about.replace('{title}', title)}</span>
    </>
  );
  if (!hydrated)
    return (
      // In the card, the story's picture would repeat the card's own, just above: not shown.
      <details className="mt-4 self-start [&_img]:hidden">
        <summary
          className={`${opener} cursor-default list-none [&::-webkit-details-marker]:hidden`}
        >
          {name}
        </summary>
        {children}
      </details>
    );
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className={`mt-4 self-start ${opener}`}
      >
        {name}
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={title}
        returnFocusRef={buttonRef}
        headingLevel={4}
        closeLabel={words.close}
        className="max-w-xl"
      >
        {children}
      </Dialog>
    </>
  );
}
