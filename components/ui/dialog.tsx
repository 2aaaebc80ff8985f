'use client';

import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';

/**
 * A modal dialog on the native `<dialog>` element: `showModal()` makes the rest of
 * the page inert (that is the focus trap) and puts the dialog in the top layer.
 * Controlled by `open`; Escape, a click outside and the close button ask
 * `onClose`. Focus goes back to `returnFocusRef` (or to whatever had it when the
 * dialog opened). The 300 ms / 150 ms fades live in app/globals.css (`.ui-dialog`).
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  returnFocusRef,
  className = '',
  headingLevel = 2,
  closeLabel = 'Close',
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  returnFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
  /**
   * A closed dialog's heading is still in the page's outline: inside a card, give
   * it the card title's level so that no level is skipped after it.
   */
  headingLevel?: 2 | 3 | 4;
  /** The close button's name, in the page's language (messages `dialog.close`). */
  closeLabel?: string;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openerRef.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
      const target = returnFocusRef?.current ?? openerRef.current;
      target?.focus({ preventScroll: true });
    }
  }, [open, returnFocusRef]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      className={`ui-dialog m-auto w-[calc(100%-2.5rem)] max-w-md rounded-xl bg-white p-0 text-brand-ink shadow-2xl ring-1 ring-black/5 ${className}`}
      onCancel={(event) => {
        // Escape: stay controlled by `open` rather than letting the browser close it.
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // The dialog box fills the element, so a click on the element itself is on the backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="relative p-6 sm:p-8">
        <button
          type="button"
          onClick={onClose}
          aria-label={closeLabel}
          className="absolute right-3 top-3 grid size-9 place-items-center rounded-full text-brand-slate hover:bg-brand-cream hover:text-brand-navy"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
        <Heading id={titleId} className="pr-8 text-heading-3 text-brand-navy">
          {title}
        </Heading>
        {children}
      </div>
    </dialog>
  );
}
