'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

const decoded = (path: string) => {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
};
const samePath = (a: string, b: string) => decoded(a) === decoded(b);

/**
 * Spec part 1, section 2: a route change starts at the top of the page. Next's
 * <Link> only scrolls the new segment into view, which leaves the page scrolled
 * by the sticky header's height; this puts it at the very top. Back and Forward
 * (popstate) are left to the browser, which returns the visitor to where they were.
 * The first render is left alone too (a #hash or a reload keeps its position).
 */
export function ScrollResetOnRouteChange() {
  const pathname = usePathname();
  const previous = useRef(pathname);
  const traversing = useRef(false);

  useEffect(() => {
    // Only a traversal to another page: Back out of the open mobile menu's own
    // history entry (mobile-menu.tsx) stays on this page, and must not make the
    // next link keep the scroll position.
    const markTraversal = () =>
      (traversing.current = !samePath(window.location.pathname, previous.current));
    window.addEventListener('popstate', markTraversal);
    return () => window.removeEventListener('popstate', markTraversal);
  }, []);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const fromHistory = traversing.current;
    traversing.current = false;
    if (!fromHistory && !window.location.hash) {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    }
  }, [pathname]);

  return null;
}
