import { notFound } from 'next/navigation';
import { Suspense, type ReactNode } from 'react';

function Missing(): ReactNode {
  notFound();
}

/**
 * Answers 404 with `children` in the server HTML. A page that calls notFound()
 * itself gets an empty `<html id="__next_error__">` shell from Next 16, with the
 * not-found view only in the script payload (vercel/next.js#62228): blank without
 * JavaScript and for crawlers. Thrown inside a Suspense boundary whose fallback is
 * the view, the HTML carries the view (and the whole layout) and the status is
 * still 404; once scripts run, the segment's not-found view takes its place.
 */
export function NotFoundView({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={children}>
      <Missing />
    </Suspense>
  );
}
