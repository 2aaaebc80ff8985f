'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';

export type NavItem = { href: string; label: string };

const isCurrent = (href: string, pathname: string) =>
  href === '/admin' ? pathname === href : pathname.startsWith(href);

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
          const current = isCurrent(href, pathname);
          return (
            <li key={href}>
              <Link
                href={href}
                // In the phone's menu: closed again once a section is chosen.
                onClick={(event) => event.currentTarget.closest('details')?.removeAttribute('open')}
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

/**
 * The header on a phone: one line, the section open named in it, and every
 * section and the account's actions behind "Menu", a disclosure that works
 * without script (a `details`); the page's own content starts in the first
 * screen. Wider screens show the sections as they are (components/admin/admin-shell.tsx).
 */
export function PhoneMenu({ items, children }: { items: NavItem[]; children: ReactNode }) {
  const pathname = usePathname();
  const current = items.find(({ href }) => isCurrent(href, pathname));
  return (
    <details className="group sm:hidden">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 px-5 py-1.5 [&::-webkit-details-marker]:hidden">
        <span className="min-w-0 truncate font-bold">
          Masco Group{' '}
          <span className="font-normal text-white/80">· {current?.label ?? 'Editing area'}</span>
        </span>
        <span className="flex min-h-11 shrink-0 items-center gap-2 rounded-md border border-white/40 px-3 text-sm font-semibold">
          Menu
          <span aria-hidden="true" className="group-open:rotate-180">
            ▾
          </span>
        </span>
      </summary>
      <div className="flex flex-col gap-3 border-t border-white/15 px-3 pt-2 pb-3">
        <AdminNav items={items} />
        <div className="px-2">{children}</div>
      </div>
    </details>
  );
}
