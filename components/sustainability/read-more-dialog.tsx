'use client';

import { useRef, useState, type ReactNode } from 'react';
import { Dialog } from '@/components/ui/dialog';

/**
 * A card's Read More button and its popup. The popup's content is rendered on the
 * server (children) and sits in the closed <dialog> until the button opens it;
 * closing by button, Escape or outside click returns focus to the button.
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
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="mt-4 inline-flex min-h-11 items-center self-start text-sm font-semibold text-brand-teal-700 underline-offset-4 hover:underline"
      >
        {label}
        <span className="sr-only">{words.about.replace('{title}', title)}</span>
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
