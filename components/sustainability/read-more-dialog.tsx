'use client';

import { useRef, useState, type ReactNode } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import { Dialog } from '@/components/ui/dialog';

/**
 * A story card's Read More and its popup (spec part 2: opens on Read More, closes
 * on an outside click, Escape or the close button, focus back on Read More).
 *
 * One element before and after hydration: a `<details>` whose summary looks like
 * the button. Until the page's script runs (and without it) the summary opens the
 * story in the card; once it runs, the same summary opens the popup. React never
 * swaps it for a button: a tap pressed on the one and released on the other would
 * be lost, and a story opened in the card before the script came would close.
 * The story is in the server's HTML once, in the card; the popup, with the story's
 * picture, is rendered in the browser.
 */
export function ReadMoreDialog({
  title,
  label,
  words,
  picture,
  children,
}: {
  title: string;
  label: string;
  /** The summary's hidden end and the close button's name, in the page's language (messages `dialog`). */
  words: { about: string; close: string };
  /** Shown in the popup only: in the card, the card's own picture is just above. */
  picture: ReactNode;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const summaryRef = useRef<HTMLElement>(null);
  const hydrated = useHydrated();
  return (
    <>
      <details className="mt-4 self-start">
        <summary
          ref={summaryRef}
          aria-haspopup={hydrated ? 'dialog' : undefined}
          onClick={(event) => {
            // A story opened in the card before the script ran closes there.
            if ((event.currentTarget.parentElement as HTMLDetailsElement).open) return;
            event.preventDefault();
            setOpen(true);
          }}
          className="inline-flex min-h-11 cursor-pointer list-none items-center text-sm font-semibold text-brand-teal-700 underline-offset-4 hover:underline [&::-webkit-details-marker]:hidden"
        >
          {label}
          <span className="sr-only">{words.about.replace('{title}', title)}</span>
        </summary>
        <div className="mt-2 space-y-3 text-sm text-brand-slate">{children}</div>
      </details>
      {hydrated && (
        <Dialog
          open={open}
          onClose={() => setOpen(false)}
          title={title}
          returnFocusRef={summaryRef}
          headingLevel={4}
          closeLabel={words.close}
          className="max-w-xl"
        >
          <div className="mt-4 space-y-3 text-brand-slate">
            {picture}
            {children}
          </div>
        </Dialog>
      )}
    </>
  );
}
