'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';

export type NavItem = { href: string; label: string };

/**
 * The editing area's sections; the current one is marked for screen readers too.
 * The links wrap onto more lines rather than scroll: on a phone every section and
 * the current one stay in sight.
 */
export function AdminNav({ items }: { items: NavItem[] }) {
  const pathname = usePathname();
  return (
    <nav aria-label="Editing area">
      <ul className="flex flex-wrap gap-1 text-sm">
        {items.map(({ href, label }) => {
          const current = href === '/admin' ? pathname === href : pathname.startsWith(href);
          return (
            <li key={href}>
              <Link
                href={href}
                aria-current={current ? 'page' : undefined}
                className="flex min-h-11 items-center whitespace-nowrap rounded-md px-3 font-semibold text-white/85 hover:bg-white/10 hover:text-white aria-[current=page]:bg-white aria-[current=page]:text-brand-navy"
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
