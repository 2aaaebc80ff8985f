import type { ReactNode } from 'react';

/**
 * A story card's Read More: a <details> whose summary opens the whole story in the
 * card, below the overview, and closes it again. The same with scripts loaded, still
 * loading or off (no client code at all): on a slow phone the first tap works before
 * the page's script has run, and nothing is swapped under the visitor's finger when
 * it arrives. It used to become a popup once hydrated (issue: visitors on phones);
 * in place suits a phone better: the story reads on in the page, where the visitor
 * already is, with nothing covering the screen to close, the back button and
 * find-in-page work as everywhere else, and Enter or Space on the focused summary
 * opens and closes it with focus staying there. A reader of a screen reader hears
 * the summary as a button, collapsed or expanded.
 */
export function ReadMore({
  title,
  label,
  about,
  children,
}: {
  title: string;
  label: string;
  /** The summary's hidden end, in the page's language (messages `dialog.about`). */
  about: string;
  children: ReactNode;
}) {
  return (
    <details className="group mt-4 self-start">
      <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1 text-sm font-semibold text-brand-teal-700 underline-offset-4 hover:underline [&::-webkit-details-marker]:hidden">
        {label}
        <span className="sr-only">{about.replace('{title}', title)}</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-4 transition-transform group-open:rotate-180 motion-reduce:transition-none"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M5 8l5 5 5-5" />
        </svg>
      </summary>
      {children}
    </details>
  );
}
