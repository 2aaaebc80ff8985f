'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/**
 * Spec part 1, section 2: every route change starts at the top. Next's <Link>
 * already scrolls, but only to the changed segment (below the sticky header) and
 * not for router.push/back from client code; this makes it the page top always.
 * The first render is left alone (the browser restores or follows a #hash).
 */
export function ScrollResetOnRouteChange() {
  const pathname = usePathname();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (!window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);

  return null;
}
