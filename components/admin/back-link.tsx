import Link from 'next/link';
import type { ReactNode } from 'react';

/** The way back to the list a page of the editing area belongs to. */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p className="text-sm">
      <Link
        href={href}
        className="inline-flex min-h-11 items-center gap-1 text-brand-navy underline"
      >
        <span aria-hidden="true">← </span>
        {children}
      </Link>
    </p>
  );
}
