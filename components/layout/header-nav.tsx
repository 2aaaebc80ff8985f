'use client';

import { Link } from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import {
  BROCHURE_LABEL,
  isGroup,
  type NavGroup,
  type NavItem,
  type NavLink,
} from '@/lib/navigation';
import { Logo } from './logo';

type Props = { items: NavItem[]; brochureUrl: string | null };

const linkBase = 'whitespace-nowrap rounded-md px-2.5 py-2 text-sm font-medium transition-colors';
const activeStyle = 'text-brand-teal-700 bg-brand-teal-100/60';
const idleStyle = 'text-brand-ink/80 hover:text-brand-teal-700 hover:bg-brand-cream';

function decoded(path: string) {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/** Desktop navigation with dropdowns (xl and up) and the mobile menu (below xl). */
export function HeaderNav({ items, brochureUrl }: Props) {
  const pathname = decoded(usePathname() ?? '/');
  const isCurrent = (href: string) => pathname === href;
  const groupIsCurrent = (group: NavGroup) => group.children.some((child) => isCurrent(child.href));
  return (
    <>
      <DesktopNav
        items={items}
        brochureUrl={brochureUrl}
        isCurrent={isCurrent}
        groupIsCurrent={groupIsCurrent}
      />
      <MobileMenu
        items={items}
        brochureUrl={brochureUrl}
        isCurrent={isCurrent}
        groupIsCurrent={groupIsCurrent}
      />
    </>
  );
}

type NavProps = Props & {
  isCurrent: (href: string) => boolean;
  groupIsCurrent: (group: NavGroup) => boolean;
};

function ItemLink({
  link,
  current,
  className,
  onChoose,
}: {
  link: NavLink;
  current: boolean;
  className: string;
  onChoose?: () => void;
}) {
  if (link.external) {
    return (
      <a
        href={link.href}
        target="_blank"
        rel="noopener noreferrer"
        className={className}
        onClick={onChoose}
      >
        {link.label}
        <span className="sr-only"> (opens in a new tab)</span>
        <svg aria-hidden="true" viewBox="0 0 12 12" className="ml-1 inline size-2.5 align-baseline">
          <path d="M4 2h6v6M10 2 3 9" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </a>
    );
  }
  return (
    <Link
      href={link.href}
      aria-current={current ? 'page' : undefined}
      className={className}
      onClick={onChoose}
    >
      {link.label}
    </Link>
  );
}

/** The Brochure entry: opens the file in a new tab, or stays inert when there is none. */
function BrochureLink({
  url,
  className,
  onChoose,
}: {
  url: string | null;
  className: string;
  onChoose?: () => void;
}) {
  if (!url) {
    return (
      <span
        aria-disabled="true"
        className={`${className} cursor-not-allowed opacity-50`}
        title="The brochure is not available right now"
      >
        {BROCHURE_LABEL}
      </span>
    );
  }
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      onClick={onChoose}
    >
      {BROCHURE_LABEL}
      <span className="sr-only"> (PDF, opens in a new tab)</span>
    </a>
  );
}

function Chevron({ open }: { open: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 12 12"
      className={`size-3 transition-transform ${open ? 'rotate-180' : ''}`}
    >
      <path
        d="m2.5 4.5 3.5 3.5 3.5-3.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </svg>
  );
}

function DesktopNav({ items, brochureUrl, isCurrent, groupIsCurrent }: NavProps) {
  const [open, setOpen] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const pathname = usePathname();
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    // A new page: close any open dropdown.
    setShownFor(pathname);
    setOpen(null);
  }
  useEffect(() => {
    if (!open) return;
    const close = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [open]);

  return (
    <nav ref={navRef} aria-label="Main" className="hidden xl:block">
      <ul className="flex items-center">
        {items.map((item) =>
          isGroup(item) ? (
            <DesktopGroup
              key={item.label}
              group={item}
              open={open === item.label}
              onOpenChange={(next) => setOpen(next ? item.label : null)}
              current={groupIsCurrent(item)}
              isCurrent={isCurrent}
              brochureUrl={item.label === 'About Us' ? brochureUrl : undefined}
            />
          ) : (
            <li key={item.href}>
              <ItemLink
                link={item}
                current={isCurrent(item.href)}
                className={`${linkBase} ${isCurrent(item.href) ? activeStyle : idleStyle}`}
              />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

function DesktopGroup({
  group,
  open,
  onOpenChange,
  current,
  isCurrent,
  brochureUrl,
}: {
  group: NavGroup;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  current: boolean;
  isCurrent: (href: string) => boolean;
  /** undefined: this group has no brochure entry. */
  brochureUrl?: string | null;
}) {
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const hoverOpenedAt = useRef(0);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      onOpenChange(false);
      buttonRef.current?.focus();
    }
  };
  const itemClass = 'block rounded-md px-3 py-2 text-sm';
  return (
    <li
      className="relative"
      onKeyDown={onKeyDown}
      // Hover opens for a mouse only; touch and keyboard use the button.
      onPointerEnter={(e) => {
        if (e.pointerType !== 'mouse' || open) return;
        hoverOpenedAt.current = performance.now();
        onOpenChange(true);
      }}
      onPointerLeave={(e) => e.pointerType === 'mouse' && onOpenChange(false)}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        data-active={current || undefined}
        onClick={() => {
          // The click that follows the hover which just opened the group keeps it
          // open; any other click (and Enter/Space) toggles it.
          const justHoverOpened = performance.now() - hoverOpenedAt.current < 500;
          hoverOpenedAt.current = 0;
          onOpenChange(justHoverOpened ? true : !open);
        }}
        className={`${linkBase} flex items-center gap-1 ${current ? activeStyle : idleStyle}`}
      >
        {group.label}
        <Chevron open={open} />
      </button>
      <div id={panelId} hidden={!open} className="absolute left-0 top-full pt-2">
        <ul className="min-w-60 rounded-xl bg-white p-2 shadow-lg ring-1 ring-black/5">
          {group.children.map((child) => (
            <li key={child.href}>
              <ItemLink
                link={child}
                current={isCurrent(child.href)}
                className={`${itemClass} ${isCurrent(child.href) ? activeStyle : idleStyle}`}
              />
            </li>
          ))}
          {brochureUrl !== undefined && (
            <li>
              <BrochureLink url={brochureUrl} className={`${itemClass} ${idleStyle}`} />
            </li>
          )}
        </ul>
      </div>
    </li>
  );
}

/** Tab and Shift+Tab cycle inside the open menu instead of leaving it. */
function keepFocusInside(event: KeyboardEvent<HTMLElement>) {
  const focusable = [
    ...event.currentTarget.querySelectorAll<HTMLElement>('a[href], button:not([disabled])'),
  ].filter((el) => !el.closest('[hidden]'));
  const first = focusable[0];
  const last = focusable.at(-1);
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
}

function MobileMenu({ items, brochureUrl, isCurrent, groupIsCurrent }: NavProps) {
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();
  const panelId = useId();
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    // A new page: the menu closes.
    setShownFor(pathname);
    setOpen(false);
  }

  const close = (returnFocus = true) => {
    setOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  };
  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  const rowClass =
    'flex w-full items-center justify-between rounded-lg px-3 py-3 text-base font-medium';
  return (
    <div className="xl:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label="Open menu"
        onClick={() => setOpen(true)}
        className="grid size-10 place-items-center rounded-md text-brand-navy hover:bg-brand-cream"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6">
          <path
            d="M4 7h16M4 12h16M4 17h16"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </button>
      {/* Rendered only while open: the desktop navigation already puts every
          link in the server HTML, so the phone menu adds nothing for crawlers. */}
      {open && (
        <div
          id={panelId}
          role="dialog"
          aria-modal="true"
          aria-label="Menu"
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
            if (event.key === 'Tab') keepFocusInside(event);
          }}
          className="fixed inset-0 z-50 overflow-y-auto bg-white"
        >
          <div className="flex h-16 items-center justify-between border-b border-black/5 px-5 sm:px-8">
            <Link href="/" onClick={() => close(false)} aria-label="Masco Group, home">
              <Logo />
            </Link>
            <button
              ref={closeRef}
              type="button"
              aria-label="Close menu"
              onClick={() => close()}
              className="grid size-10 place-items-center rounded-md text-brand-navy hover:bg-brand-cream"
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6">
                <path
                  d="M6 6l12 12M18 6 6 18"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
            </button>
          </div>
          <nav aria-label="Main" className="px-5 py-4 sm:px-8">
            <ul className="space-y-1">
              {items.map((item) => {
                if (!isGroup(item)) {
                  return (
                    <li key={item.href}>
                      <ItemLink
                        link={item}
                        current={isCurrent(item.href)}
                        onChoose={() => close(false)}
                        className={`${rowClass} ${isCurrent(item.href) ? activeStyle : idleStyle}`}
                      />
                    </li>
                  );
                }
                const sectionOpen = expanded === item.label;
                const sectionId = `${panelId}-${item.label.replace(/\W+/g, '-')}`;
                return (
                  <li key={item.label}>
                    <button
                      type="button"
                      aria-expanded={sectionOpen}
                      aria-controls={sectionId}
                      data-active={groupIsCurrent(item) || undefined}
                      onClick={() => setExpanded(sectionOpen ? null : item.label)}
                      className={`${rowClass} ${groupIsCurrent(item) ? activeStyle : idleStyle}`}
                    >
                      {item.label}
                      <Chevron open={sectionOpen} />
                    </button>
                    <ul
                      id={sectionId}
                      hidden={!sectionOpen}
                      className="mb-2 ml-3 border-l border-black/10 pl-3"
                    >
                      {item.children.map((child) => (
                        <li key={child.href}>
                          <ItemLink
                            link={child}
                            current={isCurrent(child.href)}
                            onChoose={() => close(false)}
                            className={`block rounded-md px-3 py-2.5 ${isCurrent(child.href) ? activeStyle : idleStyle}`}
                          />
                        </li>
                      ))}
                      {item.label === 'About Us' && (
                        <li>
                          <BrochureLink
                            url={brochureUrl}
                            onChoose={() => close(false)}
                            className={`block rounded-md px-3 py-2.5 ${idleStyle}`}
                          />
                        </li>
                      )}
                    </ul>
                  </li>
                );
              })}
            </ul>
          </nav>
        </div>
      )}
    </div>
  );
}
