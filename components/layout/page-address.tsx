'use client';

import { usePathname } from 'next/navigation';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * The not-found document of addresses no route matches is rendered once and served
 * for every such address (app/global-not-found.tsx). Whatever it printed of the
 * first request's address would reach every later visitor: a form posting to it,
 * a menu item marked current. Inside it the page has no address of its own.
 */
const Unaddressed = createContext(false);

export function UnaddressedPage({ children }: { children: ReactNode }) {
  return <Unaddressed value>{children}</Unaddressed>;
}

/** The page's own path, or null on a page served for many addresses. */
export function usePageAddress(): string | null {
  const pathname = usePathname();
  return useContext(Unaddressed) ? null : pathname;
}
